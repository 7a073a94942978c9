import Render

/// What a tab shows for its controller (UITabBarItem): a title, an image (a picture, or one of the toolkit's
/// own `TabSymbol`s) and an optional badge. Changes redraw the tab bar showing the item.
@preconcurrency @MainActor
public final class TabBarItem {
    public var title: String? { didSet { if title != oldValue { onChange?() } } }
    /// One of the toolkit's own drawn symbols (`TabBarItem(title:image: .tray)`), shown when there is no picture.
    public var symbol: TabSymbol? { didSet { if symbol != oldValue { onChange?() } } }
    /// The picture the tab shows (UITabBarItem(title:image:tag:) with a `UIImage`, a symbol most often),
    /// drawn as a template in the tab's colour, fitted to the tab's symbol box.
    public var picture: Picture? { didSet { if picture != oldValue { onChange?() } } }
    /// The picture shown while the tab is selected (UITabBarItem.selectedImage); nil shows `picture`.
    public var selectedPicture: Picture? { didSet { if selectedPicture != oldValue { onChange?() } } }
    /// UITabBarItem.image, which UIKit types `UIImage?` (`tabBarItem.image = UIImage(named: "home")`): the
    /// item's `picture`. (Until s41 this property held the `TabSymbol`, now `symbol`.)
    public var image: Picture? {
        get { picture }
        set { picture = newValue }
    }
    /// UITabBarItem.selectedImage: the item's `selectedPicture`.
    public var selectedImage: Picture? {
        get { selectedPicture }
        set { selectedPicture = newValue }
    }
    /// UITabBarItem.tag.
    public var tag = 0
    /// The red badge's text (UITabBarItem.badgeValue); nil hides it.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { onChange?() } } }
    /// The badge's fill (UITabBarItem.badgeColor, iOS 10); nil is UIKit's default, system red.
    public var badgeColor: Color? { didSet { if badgeColor != oldValue { onChange?() } } }
    /// The title's font and colours from its text attributes (UITabBarItem.setTitleTextAttributes(_:for:),
    /// for `.normal` and `.selected`); nil keeps the bar's 10 pt font and its colour rule.
    public var titleFont: Font? { didSet { if titleFont != oldValue { onChange?() } } }
    public var normalTitleColor: Color? { didSet { if normalTitleColor != oldValue { onChange?() } } }
    public var selectedTitleColor: Color? { didSet { if selectedTitleColor != oldValue { onChange?() } } }
    /// UITabBarItem.titlePositionAdjustment: moves the title from its place (right and down are positive).
    public var titlePositionAdjustment = Offset.zero { didSet { if titlePositionAdjustment != oldValue { onChange?() } } }
    /// The tab bar showing this item redraws when it changes.
    var onChange: (() -> Void)?

    public init(title: String?, image: TabSymbol? = nil, badgeValue: String? = nil) {
        self.title = title
        self.symbol = image
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
