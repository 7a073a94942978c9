import Widgets

/// What kind of element a view is, in XCUIElement.ElementType's terms, so `app.buttons` finds what XCUITest
/// would: the class for the standard widgets (a `Switch` is a switch though its traits say button), the
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

    /// The type of `view`, nil for a view XCUITest would not list (an anonymous container).
    @MainActor
    static func of(_ view: View) -> ElementType? {
        switch view {
        case is Switch: return .switch
        case is TextField: return .textField
        case is TextView: return .textView
        case is TableViewCell: return .cell
        case is TableView: return .table
        case is NavigationBar: return .navigationBar
        case is TabBar: return .tabBar
        case is Label: return .staticText
        default: break
        }
        // Widgets without a class of their own yet are recognised by name, as a custom UISlider subclass is
        // still a slider to XCUITest.
        let name = String(describing: type(of: view))
        if name.hasSuffix("Slider") { return .slider }
        if name.hasSuffix("CollectionView") { return .collectionView }
        if name.hasPrefix("Alert") || name.hasSuffix("AlertView") { return .alert }
        let traits = view.accessibilityTraits
        if traits.contains(.button) { return .button }
        if traits.contains(.staticText) { return .staticText }
        if view.identifier != nil || view.isAccessibilityElement { return .other }
        return nil
    }
}
