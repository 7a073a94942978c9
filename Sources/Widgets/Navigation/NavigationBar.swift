import Render

/// The bar at the top of a navigation controller (UINavigationBar): the top item's title, a back button
/// "‹ previous title" that pops, and the items' bar buttons. It is 44 pt tall (32 at compact height) and sits just below the
/// safe area's top; its translucent background reaches up behind the status bar, and a one-pixel
/// hairline separates it from the content (reference: Navigation; UIKit's default bar).
///
/// The navigation controller drives it: `setItems` at rest, and during a push or pop the transition
/// methods in `NavigationBar+Transition`, whose animations run inside the transition's animator so the
/// bar's cross-fade follows the pages, the pointer and a cancel.
@preconcurrency @MainActor
public final class NavigationBar: View {
    /// UIKit's navigation bar height (44 pt) wherever the vertical size class is regular.
    public static let height = 44.0
    /// UIKit's bar in a compact height (an iPhone held in landscape): 32 pt, its items closer together.
    public static let compactHeight = 32.0

    /// The bar's height for `traits`: 32 pt at compact height, 44 pt otherwise (UIKit).
    public static func height(for traits: TraitCollection) -> Double {
        traits.verticalSizeClass == .compact ? compactHeight : height
    }
    /// UIKit's translucent light bar: a tint of systemGray6 at 0.8 over the blurred content behind it.
    public static let defaultBackgroundColor = Color.systemGray6.withAlpha(0.8)
    /// How far the content behind the bar is blurred (UIKit's bar material is a heavy blur).
    public static let backdropBlurRadius = 20.0
    /// The back chevron's box and stroke; UIKit's back indicator image is 13×21 pt, 8 pt from the edge.
    static let backIndicatorSize = Size(width: 13, height: 21)
    static let backIndicatorX = 8.0
    static let backIndicatorLineWidth = 3.0

    /// The items of the stack, root first (UINavigationBar.items).
    public private(set) var items: [NavigationItem] = []
    public var topItem: NavigationItem? { items.last }
    /// The item beneath the top one, whose title the back button shows (UINavigationBar.backItem).
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    public var barBackgroundColor = NavigationBar.defaultBackgroundColor {
        didSet { if barBackgroundColor != oldValue { setNeedsDisplay() } }
    }
    /// The inline title's colour (UINavigationBar.titleTextAttributes' foregroundColor); nil is `.label`
    /// (white on a `.black` bar, NavigationBar+BarStyle).
    public var titleColor: Color? {
        didSet { if titleColor != oldValue { titleColorChanged() } }
    }
    /// UINavigationBar.barStyle and isTranslucent: how the default background draws (NavigationBar+BarStyle).
    public var barStyle = BarStyle.default {
        didSet { if barStyle != oldValue { titleColorChanged(); setNeedsDisplay(); window?.updateStatusBarAppearance() } }
    }
    public var isTranslucent = true { didSet { if isTranslucent != oldValue { setNeedsDisplay() } } }
    /// The background an appearance gives (UINavigationBar.standardAppearance): drawn instead of
    /// `barBackgroundColor`, `barStyle` and `isTranslucent` when set (BarBackground).
    public var appearanceBackground: BarBackground? { didSet { if appearanceBackground != oldValue { setNeedsDisplay() } } }
    /// Custom background images by bar metrics (UINavigationBar.setBackgroundImage(_:for:)), drawn in place of
    /// the material; `UIImage()` makes the bar transparent (NavigationBar+BackgroundImage).
    public var backgroundImages: [BarMetrics: Picture] = [:] { didSet { setNeedsDisplay() } }
    /// UINavigationBar.shadowImage: replaces the hairline, only under a custom background image, as UIKit's.
    public var shadowImage: Picture? { didSet { if shadowImage !== oldValue { setNeedsDisplay() } } }
    /// Shows the top item's title large below the bar (UINavigationBar.prefersLargeTitles); the
    /// navigation controller lays the large title out (NavigationController+LargeTitles).
    public var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { onLargeTitlesChange?() } } }
    var onLargeTitlesChange: (() -> Void)?
    /// The large title's colour (UINavigationBar.largeTitleTextAttributes' foregroundColor); nil is `.label`.
    public var largeTitleColor: Color? { didSet { if largeTitleColor != oldValue { onLargeTitlesChange?() } } }
    /// The look at the scroll edge (UINavigationBar.scrollEdgeAppearance's background); nil is the standard
    /// look with a transparent background, which draws nothing (ScrollEdge). The compact ones
    /// (compactAppearance, compactScrollEdgeAppearance) replace the standard and scroll-edge looks at compact
    /// height, each falling back to its regular one when nil, as UIKit's do.
    public var scrollEdgeBackground: BarBackground? { didSet { if scrollEdgeBackground != oldValue { setNeedsDisplay() } } }
    public var compactBackground: BarBackground? { didSet { if compactBackground != oldValue { setNeedsDisplay() } } }
    public var compactScrollEdgeBackground: BarBackground? {
        didSet { if compactScrollEdgeBackground != oldValue { setNeedsDisplay() } }
    }
    /// Where the bar stands between its scroll-edge look (0) and its standard look (1): set by the navigation
    /// controller from its top page's scroll view (NavigationController+ScrollEdge); a bar no controller
    /// manages keeps 1, its standard look, as UIKit ignores the scroll-edge appearance then.
    public internal(set) var scrollEdgeProgress = 1.0 { didSet { if scrollEdgeProgress != oldValue { setNeedsDisplay() } } }
    /// A push or pop moving the progress to the arriving page's (ScrollEdgeTransition).
    var scrollEdgeTransition: ScrollEdgeTransition? { didSet { setNeedsDisplay() } }
    /// The progress drawn now: the transition's while one runs.
    public var drawnScrollEdgeProgress: Double { scrollEdgeTransition?.progress ?? scrollEdgeProgress }
    /// How far the background reaches above the bar's top: the status bar's height, set by the container.
    public var backgroundExtension = 0.0 { didSet { if backgroundExtension != oldValue { setNeedsDisplay() } } }
    /// Horizontal safe-area insets (a landscape notch); the items stay inside them.
    public var horizontalInsets = EdgeInsets.zero { didSet { if horizontalInsets != oldValue { setNeedsLayout() } } }

    /// Runs when the back button is tapped; the navigation controller pops.
    var backAction: (() -> Void)?

    /// The top item's content, and while a transition runs the other item's.
    private(set) var contentView: NavigationBarContentView?
    var transition: NavigationBarTransition?
    /// What the UIKit module keeps on the bar (its UINavigationBarAppearances), so they go with the bar.
    package var extensionStorage = ExtensionStorage()

    /// The chevron of the back button. It belongs to the bar, not to an item, so it stays put while two
    /// items with back buttons cross-fade (as UIKit's back indicator does); its alpha animates only when
    /// the back button comes or goes. The inner glyph dims with the pressed back button.
    let backIndicator = View()
    let backIndicatorGlyph = GlyphView(glyph: .chevronLeft, size: NavigationBar.backIndicatorSize,
                                       lineWidth: NavigationBar.backIndicatorLineWidth)

    public init() {
        super.init(frame: .zero)
        assembleBackIndicator()
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init()` gives: an empty bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        assembleBackIndicator()
    }
    private func assembleBackIndicator() {
        identifier = "navigation-bar"
        backIndicator.isUserInteractionEnabled = false
        backIndicator.alpha = 0
        backIndicator.identifier = "back-indicator"
        backIndicatorGlyph.isUserInteractionEnabled = false
        backIndicator.addSubview(backIndicatorGlyph)
        addSubview(backIndicator)
    }

    /// Shows `items` at once, without animation.
    public func setItems(_ items: [NavigationItem]) {
        transition?.content.forEach { $0.removeFromSuperview() }
        transition = nil
        adopt(items)
        contentView?.removeFromSuperview()
        contentView = items.last.map { makeContent(for: $0, previous: items.count > 1 ? items[items.count - 2] : nil) }
        performWithoutAnimation { backIndicator.alpha = contentView?.showsBackButton == true ? 1 : 0 }
        setNeedsLayout()
    }

    /// Observes the items' changes; drops the observation of items no longer shown.
    func adopt(_ newItems: [NavigationItem]) {
        for old in items where !newItems.contains(where: { $0 === old }) { old.onChange = nil }
        items = newItems
        for item in items { item.onChange = { [weak self] changed in self?.itemDidChange(changed) } }
    }

    func makeContent(for item: NavigationItem, previous: NavigationItem?) -> NavigationBarContentView {
        let content = NavigationBarContentView(item: item, previous: previous) { [weak self] in self?.backAction?() }
        content.onBackHighlight = { [weak self] pressed, animated in self?.backHighlightChanged(pressed, animated: animated) }
        content.frame = bounds
        content.horizontalInsets = horizontalInsets
        if let color = styledTitleColor { content.titleLabel.textColor = color }
        insertSubview(content, belowSubview: backIndicator)
        return content
    }

    /// An item changed: the content showing it reloads, and so does the one whose back button names it.
    private func itemDidChange(_ item: NavigationItem) {
        let animated = changeIsAnimated(for: item)
        for content in allContent {
            if content.item === item {
                // An animated change fades what it replaced (NavigationBar+ItemCrossFade).
                if animated && content === contentView { crossFade(content) } else { content.reload() }
            }
            if let index = items.firstIndex(where: { $0 === content.item }) {
                content.setPrevious(index > 0 ? items[index - 1] : nil)
            }
        }
        if transition == nil && !(animated && contentView?.item === item) {
            performWithoutAnimation { backIndicator.alpha = contentView?.showsBackButton == true ? 1 : 0 }
        }
    }

    /// Makes `content` the bar's resting content (after a transition settled).
    func replaceContent(with content: NavigationBarContentView) {
        contentView = content
        setNeedsLayout()
    }

    var allContent: [NavigationBarContentView] {
        var list = contentView.map { [$0] } ?? []
        if let transition { list += transition.content.filter { $0 !== contentView } }
        return list
    }

    private func backHighlightChanged(_ pressed: Bool, animated: Bool) {
        let target = pressed ? Button.pressedAlpha : 1
        if animated && !pressed {
            animate(withDuration: View.defaultAnimationDuration, options: .toolkit) { backIndicatorGlyph.alpha = target }
        } else {
            performWithoutAnimation { backIndicatorGlyph.alpha = target }
        }
    }

    public override func layoutSubviews() {
        for content in allContent {
            content.frame = bounds
            content.horizontalInsets = horizontalInsets
        }
        let size = Self.backIndicatorSize
        backIndicator.frame = Rect(x: horizontalInsets.left + Self.backIndicatorX, y: (bounds.height - size.height) / 2,
                                   width: size.width, height: size.height)
        backIndicatorGlyph.frame = backIndicator.bounds
    }

    /// The content scrolled under the bar is blurred, then tinted, as UIKit's translucent bar shows it;
    /// an opaque bar colour needs no blur. A custom background image replaces both (NavigationBar+BackgroundImage).
    /// At the scroll edge the scroll-edge look is drawn instead, crossfaded by the progress (ScrollEdge):
    /// every standard look, legacy ones included (barTintColor, an opaque bar, a background image), fades
    /// out there, as iOS 15's bar drops them for the transparent look.
    public override func draw(in canvas: Canvas) {
        let progress = drawnScrollEdgeProgress
        let background = Rect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        let pixel = 1 / max(1, window?.traitCollection.displayScale ?? 1)
        let hairline = Rect(x: 0, y: bounds.height - pixel, width: bounds.width, height: pixel)
        let compact = traitCollection.verticalSizeClass == .compact
        let edge = compact ? (compactScrollEdgeBackground ?? scrollEdgeBackground) : scrollEdgeBackground
        BarBackground.drawScrollEdge(edge, progress: progress, in: background, hairline: hairline, canvas: canvas)
        guard progress > 0 else { return }
        let standard = compact ? (compactBackground ?? appearanceBackground) : appearanceBackground
        if let image = currentBackgroundImage {
            drawBackgroundImage(image, in: background, canvas: canvas)
            if let shadowImage { return drawShadowImage(shadowImage, canvas: canvas) }
        } else if let standard {
            standard.draw(in: background, canvas: canvas, visibility: progress)
            return standard.drawShadow(in: hairline, canvas: canvas, visibility: progress)
        } else {
            let color = drawnBackgroundColor
            if color.alpha < 1 { canvas.blurBackdrop(background, radius: Self.backdropBlurRadius) }
            canvas.fill(background, color: color.withAlpha(color.alpha * progress))
        }
        canvas.fillHairline(hairline, color: Color.separator.withAlpha(Color.separator.alpha * progress))
    }

    public override func treeAttributes() -> [(String, JSONValue)] {
        [("title", topItem?.title.map(JSONValue.string) ?? .null)]
    }
}
