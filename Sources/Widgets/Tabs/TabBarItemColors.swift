import Render

/// The colours a tab bar's items take per state when an appearance gives them (UITabBarItemAppearance's
/// `normal` and `selected` states: `iconColor` and the title's `.foregroundColor`). A nil colour leaves the
/// bar's rule: the selected item in the tint, the others in `unselectedItemTintColor` or system grey, and a
/// title in its image's colour.
public struct TabBarItemColors: Equatable, Sendable {
    public var normalIcon: Color?
    public var normalTitle: Color?
    public var selectedIcon: Color?
    public var selectedTitle: Color?

    public init(normalIcon: Color? = nil, normalTitle: Color? = nil, selectedIcon: Color? = nil, selectedTitle: Color? = nil) {
        self.normalIcon = normalIcon
        self.normalTitle = normalTitle
        self.selectedIcon = selectedIcon
        self.selectedTitle = selectedTitle
    }
}
