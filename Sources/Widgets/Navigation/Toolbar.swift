import Render

/// A bar of buttons at the bottom of a screen (UIToolbar): its items left to right, flexible spaces sharing
/// the free width equally and fixed spaces keeping theirs; with neither, the items pack at the leading edge,
/// as UIKit's do. Its translucent backdrop and top hairline are the tab bar's, and like the tab bar it
/// reaches down behind the home indicator (`bottomInset`) with its items above it.
///
/// A navigation controller shows one for its top controller's `toolbarItems`
/// (NavigationController+Toolbar), cross-fading the items when a push or pop changes them.
@preconcurrency @MainActor
public final class Toolbar: View {
    /// UIToolbar's height above the home indicator: 44 pt, 32 pt at compact height (a landscape iPhone),
    /// the same metrics as the navigation bar's (reference: Navigation; Apple's HIG, "Toolbars": "44 points"
    /// in portrait [OBS, iOS 11+ landscape 32 pt as the navigation bar]).
    public static let height = NavigationBar.height
    public static let compactHeight = NavigationBar.compactHeight
    /// Space between the bar's edge and the first item's button. With the bar button's own 8 pt insets, a
    /// symbol sits 16 pt from the screen edge, the system margin UIKit's toolbars keep on iPhone [EST: iOS 15
    /// screenshots of Safari's and Notes' toolbars].
    public static let edgePadding = 8.0

    public static func height(for traits: TraitCollection) -> Double {
        traits.verticalSizeClass == .compact ? compactHeight : height
    }

    /// The items shown (UIToolbar.items); setting is `setItems(_:animated: false)`.
    public var items: [BarButtonItem]? {
        get { currentItems }
        set { setItems(newValue, animated: false) }
    }
    private var currentItems: [BarButtonItem]?
    /// The part of the bar's height that is the home indicator's inset (drawn as background only).
    public var bottomInset = 0.0 { didSet { if bottomInset != oldValue { setNeedsLayout() } } }
    /// The bar's background colour in place of the translucent material (barTintColor); nil is the material.
    public var barTintColor: Color? { didSet { if barTintColor != oldValue { setNeedsDisplay() } } }
    /// UIToolbar.barStyle: `.black` draws the dark material (NavigationBar.blackBackgroundColor) when no
    /// barTintColor is set. UIToolbar.isTranslucent: false makes the background opaque.
    public var barStyle = BarStyle.default { didSet { if barStyle != oldValue { setNeedsDisplay() } } }
    public var isTranslucent = true { didSet { if isTranslucent != oldValue { setNeedsDisplay() } } }
    /// UIToolbar's background and shadow images (setBackgroundImage(_:forToolbarPosition:barMetrics:),
    /// setShadowImage(_:forToolbarPosition:)), drawn as the tab bar's (BottomBarBackground).
    public var backgroundImage: Picture? { didSet { if backgroundImage !== oldValue { setNeedsDisplay() } } }
    public var shadowImage: Picture? { didSet { if shadowImage !== oldValue { setNeedsDisplay() } } }
    /// The background an appearance gives (`standardAppearance`): drawn in place of the tint's rules (BarBackground).
    public var appearanceBackground: BarBackground? { didSet { if appearanceBackground != oldValue { setNeedsDisplay() } } }
    /// The look at the scroll edge (scrollEdgeAppearance's background); nil is the standard look with a
    /// transparent background, which draws nothing (ScrollEdge).
    public var scrollEdgeBackground: BarBackground? { didSet { if scrollEdgeBackground != oldValue { setNeedsDisplay() } } }
    /// At compact height (UIToolbar.compactAppearance, compactScrollEdgeAppearance): each replaces its
    /// regular look, falling back to it when nil, as UIKit's do.
    public var compactBackground: BarBackground? { didSet { if compactBackground != oldValue { setNeedsDisplay() } } }
    public var compactScrollEdgeBackground: BarBackground? {
        didSet { if compactScrollEdgeBackground != oldValue { setNeedsDisplay() } }
    }
    /// Where the bar stands between its scroll-edge look (0) and its standard look (1), set by the
    /// controller showing it from its page's scroll view; a bar no controller manages keeps 1 (ScrollEdge).
    public internal(set) var scrollEdgeProgress = 1.0 { didSet { if scrollEdgeProgress != oldValue { setNeedsDisplay() } } }
    /// A transition moving the progress to the arriving page's (ScrollEdgeTransition).
    var scrollEdgeTransition: ScrollEdgeTransition? { didSet { setNeedsDisplay() } }
    /// The progress drawn now: the transition's while one runs.
    public var drawnScrollEdgeProgress: Double { scrollEdgeTransition?.progress ?? scrollEdgeProgress }
    public var horizontalInsets = EdgeInsets.zero { didSet { if horizontalInsets != oldValue { setNeedsLayout() } } }

    /// What the UIKit module keeps on the bar (its UIToolbarAppearances), so they go with the bar.
    package var extensionStorage = ExtensionStorage()

    /// One button per item that is not a space, in the items' order (nil for a space).
    private(set) var buttons: [BarButton?] = []
    /// The previous items' buttons while a cross-fade runs, fading out over the new ones.
    private var fadingButtons: [BarButton] = []

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "toolbar"
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        identifier = "toolbar"
    }

    /// Replaces the items (UIToolbar.setItems(_:animated:)); animated, the old buttons fade out as the new
    /// ones fade in, over Core Animation's default 0.25 s.
    public func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        guard animated, window != nil else {
            finishCrossFade()
            replaceItems(items)
            return
        }
        beginCrossFade(to: items)
        animate(withDuration: View.defaultAnimationDuration, options: .toolkit, animations: { self.crossFade() },
                completion: { [weak self] _ in self?.finishCrossFade() })
    }

    // MARK: Cross-fade (driven by `setItems` or by a navigation transition's coordinator)

    /// Shows `items` at alpha 0 over the old buttons, which are kept to fade out.
    func beginCrossFade(to items: [BarButtonItem]?) {
        finishCrossFade()
        let old = buttons.compactMap { $0 }
        replaceItems(items, removingOld: false)
        fadingButtons = old
        performWithoutAnimation { for b in buttons.compactMap({ $0 }) { b.alpha = 0 } }
    }

    /// The animated half: inside an animation block, the new buttons appear and the old ones go.
    func crossFade() {
        for b in buttons.compactMap({ $0 }) { b.alpha = 1 }
        for b in fadingButtons { b.alpha = 0 }
    }

    /// Removes the faded buttons (a cross-fade's end, or a new change cutting it short).
    func finishCrossFade() {
        for b in fadingButtons { b.removeFromSuperview() }
        fadingButtons = []
        performWithoutAnimation { for b in buttons.compactMap({ $0 }) { b.alpha = 1 } }
    }

    private func replaceItems(_ items: [BarButtonItem]?, removingOld: Bool = true) {
        currentItems = items
        for item in items ?? [] { item.onChange = { [weak self] _ in self?.rebuildButtons() } }
        if removingOld { for b in buttons.compactMap({ $0 }) { b.removeFromSuperview() } }
        buttons = (items ?? []).map { item in
            // Spaces and hidden items (UIBarButtonItem.isHidden, which take no width) have no button.
            guard !(item.systemItem?.isSpace ?? false), !item.isHidden else { return nil }
            let button = BarButton(item: item)
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    /// An item changed (a title, enabled state): its buttons are made again.
    private func rebuildButtons() {
        replaceItems(currentItems)
    }

    // MARK: Layout

    /// The frame of item `index` (a space's gap too), in the bar's coordinates.
    public func itemFrame(_ index: Int) -> Rect {
        itemFrames()[index]
    }

    private func itemFrames() -> [Rect] {
        let items = currentItems ?? []
        let barHeight = bounds.height - bottomInset
        let widths: [Double?] = items.indices.map { i in
            if items[i].isHidden { return 0 }
            return switch items[i].systemItem {
            case .flexibleSpace: nil
            case .fixedSpace: items[i].width
            default: buttons[i]?.sizeThatFits(bounds.size).width ?? 0
            }
        }
        let inner = bounds.width - horizontalInsets.left - horizontalInsets.right - 2 * Self.edgePadding
        let flexibleCount = widths.filter { $0 == nil }.count
        let free = max(0, inner - widths.compactMap { $0 }.reduce(0, +))
        let flexibleWidth = flexibleCount == 0 ? 0 : free / Double(flexibleCount)
        var x = horizontalInsets.left + Self.edgePadding
        return widths.map { w in
            let frame = Rect(x: x, y: 0, width: w ?? flexibleWidth, height: barHeight)
            x += frame.width
            return frame
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        for (frame, button) in zip(itemFrames(), buttons) { button?.frame = frame }
    }

    public override func draw(in canvas: Canvas) {
        let compact = traitCollection.verticalSizeClass == .compact
        BottomBarBackground.draw(in: canvas, bounds: bounds, window: window, tint: styledBarTint,
                                 backgroundImage: backgroundImage, shadowImage: shadowImage,
                                 background: compact ? (compactBackground ?? appearanceBackground) : appearanceBackground,
                                 edge: compact ? (compactScrollEdgeBackground ?? scrollEdgeBackground) : scrollEdgeBackground,
                                 progress: drawnScrollEdgeProgress)
    }

    /// "items": each item's title or system item.
    public override func treeAttributes() -> [(String, JSONValue)] {
        [("items", .array((currentItems ?? []).map { item in
            if let system = item.systemItem { return .string(system.name) }
            return item.title.map(JSONValue.string) ?? .null
        }))]
    }
}
