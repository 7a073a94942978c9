/// What a tab shows for its controller (UITabBarItem): a title, a symbol image and an optional badge.
/// Changes redraw the tab bar showing the item.
@preconcurrency @MainActor
public final class TabBarItem {
    public var title: String? { didSet { if title != oldValue { onChange?() } } }
    public var image: TabSymbol? { didSet { if image != oldValue { onChange?() } } }
    /// The red badge's text (UITabBarItem.badgeValue); nil hides it.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { onChange?() } } }
    /// The tab bar showing this item redraws when it changes.
    var onChange: (() -> Void)?

    public init(title: String?, image: TabSymbol? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
    }
}
