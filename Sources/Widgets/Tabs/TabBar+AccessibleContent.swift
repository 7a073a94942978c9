/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension TabBarButton: AccessibleContent {
    /// A tab: labelled by its item's title, `.button`, `.selected` on the selected tab (UITabBarButton).
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: item.title, traits: isSelected ? [.button, .selected] : .button)
    }
}

extension TabBar: AccessibleContent {
    /// A container with UIKit's `.tabBar` trait, so VoiceOver announces "tab, 1 of 3".
    public var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(traits: .tabBar, role: .tabBar)
    }
}
