/// What a tab shows for its controller (UITabBarItem): a title, a symbol image and an optional badge.
/// Changes redraw the tab bar showing the item.
@preconcurrency @MainActor
public final class TabBarItem {
    public var title: String? { didSet { if title != oldValue { onChange?() } } }
    public var image: TabSymbol? { didSet { if image != oldValue { onChange?() } } }
    /// A picture shown instead of `image` (UITabBarItem(title:image:tag:) with a `UIImage`, a symbol most
    /// often), drawn as a template in the tab's colour, fitted to the tab's symbol box.
    public var picture: Picture? { didSet { if picture != oldValue { onChange?() } } }
    /// The picture shown while the tab is selected (UITabBarItem.selectedImage); nil shows `picture`.
    public var selectedPicture: Picture? { didSet { if selectedPicture != oldValue { onChange?() } } }
    /// UITabBarItem.tag.
    public var tag = 0
    /// The red badge's text (UITabBarItem.badgeValue); nil hides it.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { onChange?() } } }
    /// The tab bar showing this item redraws when it changes.
    var onChange: (() -> Void)?

    public init(title: String?, image: TabSymbol? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
    }

    /// UITabBarItem(title:image:tag:) with a picture (`UIImage(systemName:)`).
    public init(title: String?, image: Picture?, tag: Int) {
        self.title = title
        self.picture = image
        self.tag = tag
    }

    /// UITabBarItem(title:image:selectedImage:) with pictures (`house` and `house.fill`, say).
    public init(title: String?, image: Picture?, selectedImage: Picture?) {
        self.title = title
        self.picture = image
        self.selectedPicture = selectedImage
    }
}
