/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension TableView: AccessibleContent {
    /// UITableView: a container, not an element itself (its cells are), listed by XCUITest as a table.
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(role: .table)
    }
}
