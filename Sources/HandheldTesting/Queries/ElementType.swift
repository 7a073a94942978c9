import Widgets

/// What kind of element a view is, in XCUIElement.ElementType's terms, so `app.buttons` finds what XCUITest
/// would: the role each widget declares (a `Switch` is a switch though its traits say button), the
/// accessibility traits for the rest (any view with `.button` is a button), and `other` for a view that
/// only has an identifier or is an accessibility element.
public enum ElementType: String, CaseIterable, Sendable {
    case button, staticText, textField, textView, cell, table, collectionView, `switch`, slider
    case navigationBar, tabBar, alert, other

    /// XCUIApplication's query name for the type (`buttons`, `staticTexts`), for failure messages.
    var queryName: String {
        switch self {
        case .button: "buttons"
        case .staticText: "staticTexts"
        case .textField: "textFields"
        case .textView: "textViews"
        case .cell: "cells"
        case .table: "tables"
        case .collectionView: "collectionViews"
        case .switch: "switches"
        case .slider: "sliders"
        case .navigationBar: "navigationBars"
        case .tabBar: "tabBars"
        case .alert: "alerts"
        case .other: "otherElements"
        }
    }

    /// The type of `view`, nil for a view XCUITest would not list (an anonymous container): the role the
    /// widget declares, or its traits imply (`View.accessibilityRole`), so a new widget (an alert, a
    /// collection view) joins its query by declaring its role, and this kit names no widget class.
    @MainActor
    static func of(_ view: View) -> ElementType? {
        view.accessibilityRole.map(ElementType.init(role:))
    }

    /// The query type for a role: the two enumerations name the same XCUIElement.ElementType cases.
    init(role: AccessibilityRole) {
        self = ElementType(rawValue: role.rawValue) ?? .other
    }
}
