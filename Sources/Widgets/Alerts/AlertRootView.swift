/// The alert's full-screen root: an `alert` to UI tests (`app.alerts`, XCUITest lists UIAlertController's
/// view so) and modal to VoiceOver, which reads only what is inside it (accessibilityViewIsModal).
final class AlertRootView: View, AccessibleContent {
    var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(role: .alert)
    }
}
