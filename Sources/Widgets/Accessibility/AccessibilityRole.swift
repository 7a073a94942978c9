/// What kind of element a view is to UI tests, in XCUIElement.ElementType's terms (`app.switches`,
/// `app.cells`). UIKit keeps this per class in its private accessibility role, which is why XCUITest
/// lists a UISwitch among switches though its public traits only say button. Here a widget names its role
/// in its `AccessibilityDefaults` (the `AccessibleContent` hook), so a new widget (an alert, a collection
/// view) joins the queries by saying what it is, and neither `View` nor the test kit lists widget types.
public enum AccessibilityRole: String, CaseIterable, Sendable {
    case button, staticText, textField, textView, cell, table, collectionView, `switch`, slider
    case navigationBar, tabBar, alert, other
}

extension View {
    /// The role the widget declares, or else the one its traits imply, as XCUITest types a custom view
    /// by its traits: `.adjustable` a slider, `.button` a button, `.staticText` static text, `.tabBar` a tab
    /// bar; `.other` for an identified view or a plain accessibility element, nil for an anonymous container.
    public var accessibilityRole: AccessibilityRole? {
        if let declared = (self as? AccessibleContent)?.accessibilityDefaults.role { return declared }
        let traits = accessibilityTraits
        if traits.contains(.adjustable) { return .slider }
        if traits.contains(.button) { return .button }
        if traits.contains(.staticText) { return .staticText }
        if traits.contains(.tabBar) { return .tabBar }
        if identifier != nil || isAccessibilityElement { return .other }
        return nil
    }
}
