/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension NavigationBar: AccessibleContent {
    /// A container named by its top item's title: XCUITest finds `app.navigationBars["Inbox"]` by it.
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(label: topItem?.title, role: .navigationBar)
    }
}
