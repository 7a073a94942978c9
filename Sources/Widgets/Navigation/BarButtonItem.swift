import Render

/// A button for a navigation bar (UIBarButtonItem): a title or a glyph, plain or bold (`.done`), with an
/// action. It is a description, not a view: the bar makes the button view and rebuilds it on change.
///
/// UIKit keeps its target weakly; an action closure here is stored strongly, so capture the controller
/// `[weak self]` (the controller owns its navigation item, which owns this item).
@preconcurrency @MainActor
public final class BarButtonItem {
    /// UIBarButtonItem.Style: `.done` draws the title semibold, as the confirming item of a bar.
    public enum Style: String, Sendable { case plain, done }

    public var title: String? { didSet { if title != oldValue { changed() } } }
    public var glyph: Glyph? { didSet { if glyph != oldValue { changed() } } }
    /// An image item's picture (UIBarButtonItem.image), a symbol from `UIImage(systemName:)` most often;
    /// drawn as a template in the bar's tint.
    public var image: Picture? { didSet { if image != oldValue { changed() } } }
    public var style: Style { didSet { if style != oldValue { changed() } } }
    public var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }
    /// UIBarButtonItem.isHidden (iOS 16): a hidden item takes no place in its bar, as if removed, while it
    /// stays in the item's list, so showing it again needs no rebuilding of the list by the app.
    public var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// The item's own colour (UIBarButtonItem.tintColor, `UIColor?`): its title or image is drawn in it
    /// instead of the bar's tint while enabled; nil takes the bar's, as in UIKit.
    public var tintColor: Color? { didSet { if tintColor != oldValue { changed() } } }
    /// A stable name for scripts and the tree JSON; the bar gives it to the button view.
    public var identifier: String? { didSet { if identifier != oldValue { changed() } } }
    public var action: (() -> Void)?
    /// The system item this was made from (UIBarButtonItem(barButtonSystemItem:)), nil for a custom item.
    public internal(set) var systemItem: SystemItem?
    /// A fixed space's width in points (UIBarButtonItem.width); other items size to their content.
    public var width = 0.0 { didSet { if width != oldValue { changed() } } }
    /// UIBarButtonItem.menu: a tap opens it when the item has no action, a long press when it has one.
    public var menu: Menu? { didSet { if menu !== oldValue { changed() } } }
    /// UIBarButtonItem.customView: a view the bar shows in place of a title or image, at its own size
    /// (its frame's, or its fitting size when that is zero); it takes its own touches.
    public var customView: View? { didSet { if customView !== oldValue { changed() } } }
    /// The title's font and colour from its text attributes (UIBarButtonItem.setTitleTextAttributes(_:for:
    /// .normal), through the item or its appearance proxy); nil keeps the bar's body font and tint. The
    /// button showing the item restyles in place rather than being rebuilt, since a proxy sets them while the
    /// button is entering its window.
    public var titleFont: Font? { didSet { if titleFont != oldValue { (buttonView as? BarButton)?.applyTitleAttributes() } } }
    public var titleColor: Color? { didSet { if titleColor != oldValue { (buttonView as? BarButton)?.applyTitleAttributes() } } }
    /// UIBarButtonItem.isSpringLoaded: kept. It acts when something dragged hovers over the item; Handheld's
    /// bars take no drags, so it changes nothing.
    public var isSpringLoaded = false
    /// UIBarItem.tag: a number the app gives the item to tell it apart (0 by default); nothing reads it.
    public var tag = 0

    public init(title: String, style: Style = .plain, action: (() -> Void)? = nil) {
        self.title = title
        self.style = style
        self.action = action
    }

    /// A symbol item (UIBarButtonItem(image:…), e.g. `.plus` for Add).
    public init(glyph: Glyph, style: Style = .plain, action: (() -> Void)? = nil) {
        self.glyph = glyph
        self.style = style
        self.action = action
    }

    /// UIBarButtonItem(image:style:target:action:) with the action as a closure.
    public init(image: Picture?, style: Style = .plain, action: (() -> Void)? = nil) {
        self.image = image
        self.style = style
        self.action = action
    }

    /// Set by the bar; it passes the item so the closure needs no reference to it.
    var onChange: ((BarButtonItem) -> Void)?
    /// The button a bar last made for this item: what a popover anchored to the item points at.
    weak var buttonView: View?

    private func changed() { onChange?(self) }
}
