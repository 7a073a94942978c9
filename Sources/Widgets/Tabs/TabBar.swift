import Render

/// The bar at the bottom of a tab bar controller (UITabBar): one button per item, evenly spread, each a
/// symbol over a 10 pt title, the selected one tinted blue and the rest grey, with a red badge at the
/// symbol's top right. Its translucent background reaches down behind the home indicator, and a hairline
/// separates it from the content (UIKit's default light bar).
@preconcurrency @MainActor
public final class TabBar: View {
    /// UITabBar's height above the home indicator: 49 pt (83 pt on a device with a 34 pt home indicator
    /// inset), 32 pt at compact height (iOS 11+ landscape iPhone) [OBS, Apple's iOS 11 bar metrics].
    public static let height = 49.0
    public static let compactHeight = 32.0
    /// The symbol's box (HIG: tab bar glyphs about 25×25 pt) and the title's font (10 pt medium, HIG). Neither
    /// follows the reader's text size: UIKit's tab bar keeps them and shows the Large Content Viewer instead.
    public static let symbolSize = 25.0
    public static let titleFont = Font(size: 10, weight: .medium)
    /// Unselected items are systemGray (UIKit's unselected tint); the badge is systemRed, at least 18 pt.
    public static let unselectedColor = Color.systemGray
    public static let badgeMinimumSize = 18.0
    public static let badgeFont = Font(size: 13)

    /// Regular width (an iPad's full screen): each item shows its symbol beside its title, and the items
    /// sit side by side centred as a group (UITabBar.ItemPositioning.automatic is `.centered` in regular
    /// width, "positioning those items in the center of the available space" [DOC: UITabBar.itemPositioning];
    /// the inline layout is UITabBarAppearance's `inlineLayoutAppearance`, iPadOS 13–17). Apple documents
    /// neither the system item width nor the spacing ("a system-defined default", [DOC: itemWidth,
    /// itemSpacing]); these are estimates from iPadOS 15 screenshots at 1×: a 13 pt medium title 6 pt right
    /// of the 25 pt symbol, 16 pt of padding at each side of an item, and items 20 pt apart [EST].
    public static let inlineTitleFont = Font(size: 13, weight: .medium)
    public static let inlineSymbolGap = 6.0
    public static let inlineItemPadding = 16.0
    public static let inlineItemSpacing = 20.0

    public static func height(for traits: TraitCollection) -> Double {
        traits.verticalSizeClass == .compact ? compactHeight : height
    }

    public var items: [TabBarItem] = [] {
        didSet {
            for item in items { item.onChange = { [weak self] in self?.updateButtons() } }
            rebuildButtons()
        }
    }
    public var selectedIndex = 0 { didSet { if selectedIndex != oldValue { updateButtons() } } }
    /// The part of the bar's height that is the home indicator's inset (drawn as background only).
    public var bottomInset = 0.0 { didSet { if bottomInset != oldValue { setNeedsLayout() } } }
    /// The bar's background colour in place of the translucent material (barTintColor); nil is the material.
    public var barTintColor: Color? { didSet { if barTintColor != oldValue { setNeedsDisplay() } } }
    /// UITabBar.backgroundImage and shadowImage: a custom background in place of the material, and the line
    /// above the bar in place of the separator (drawn only with a background image, as UIKit's; BottomBarBackground).
    public var backgroundImage: Picture? { didSet { if backgroundImage !== oldValue { setNeedsDisplay() } } }
    public var shadowImage: Picture? { didSet { if shadowImage !== oldValue { setNeedsDisplay() } } }
    /// The background an appearance gives (`standardAppearance`): drawn in place of the tint's rules (BarBackground).
    public var appearanceBackground: BarBackground? { didSet { if appearanceBackground != oldValue { setNeedsDisplay() } } }
    /// The look at the scroll edge (scrollEdgeAppearance's background); nil is the standard look with a
    /// transparent background, which draws nothing (ScrollEdge).
    public var scrollEdgeBackground: BarBackground? { didSet { if scrollEdgeBackground != oldValue { setNeedsDisplay() } } }
    /// Where the bar stands between its scroll-edge look (0) and its standard look (1), set by the
    /// controller showing it from its page's scroll view; a bar no controller manages keeps 1 (ScrollEdge).
    public internal(set) var scrollEdgeProgress = 1.0 { didSet { if scrollEdgeProgress != oldValue { setNeedsDisplay() } } }
    /// A transition moving the progress to the arriving page's (ScrollEdgeTransition).
    var scrollEdgeTransition: ScrollEdgeTransition? { didSet { setNeedsDisplay() } }
    /// The progress drawn now: the transition's while one runs.
    public var drawnScrollEdgeProgress: Double { scrollEdgeTransition?.progress ?? scrollEdgeProgress }
    /// The unselected items' colour (UITabBar.unselectedItemTintColor, iOS 10); nil is system grey.
    public var unselectedItemTintColor: Color? { didSet { if unselectedItemTintColor != oldValue { updateButtons() } } }
    /// Per-state item colours from an appearance (UITabBarAppearance's `stackedLayoutAppearance`), ahead of
    /// the tints.
    public var itemColors = TabBarItemColors() { didSet { if itemColors != oldValue { updateButtons() } } }
    public var horizontalInsets = EdgeInsets.zero { didSet { if horizontalInsets != oldValue { setNeedsLayout() } } }
    /// Called with the index of the item tapped.
    var onSelect: ((Int) -> Void)?
    /// What the UIKit module keeps on the bar (its UITabBarAppearances), so they go with the bar.
    package var extensionStorage = ExtensionStorage()

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "tab-bar"
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        identifier = "tab-bar"
    }

    /// The frame of item `index`'s button, in the bar's coordinates.
    public func itemFrame(_ index: Int) -> Rect {
        let inner = bounds.width - horizontalInsets.left - horizontalInsets.right
        if inline, index < buttons.count {
            let widths = buttons.map { $0.inlineContentWidth + 2 * Self.inlineItemPadding }
            let total = widths.reduce(0, +) + Self.inlineItemSpacing * Double(max(0, widths.count - 1))
            // Centred in the bar; wider than the bar (many long titles), they share it as in compact width.
            if total <= inner {
                let x = horizontalInsets.left + (inner - total) / 2
                    + widths[..<index].reduce(0, +) + Self.inlineItemSpacing * Double(index)
                return Rect(x: x, y: 0, width: widths[index], height: bounds.height - bottomInset)
            }
        }
        let w = items.isEmpty ? inner : inner / Double(items.count)
        return Rect(x: horizontalInsets.left + w * Double(index), y: 0, width: w, height: bounds.height - bottomInset)
    }

    var compact: Bool { bounds.height - bottomInset < Self.height - 1 }
    /// Symbol beside title, items centred: regular width (see `inlineTitleFont`).
    var inline: Bool { traitCollection.horizontalSizeClass == .regular }

    /// One button per item, rebuilt when the items change.
    private(set) var buttons: [TabBarButton] = []

    private func rebuildButtons() {
        for b in buttons { b.removeFromSuperview() }
        buttons = items.enumerated().map { i, item in
            let b = TabBarButton(item: item)
            b.onTap = { [weak self] in self?.onSelect?(i) }
            return b
        }
        for b in buttons { addSubview(b) }
        updateButtons()
    }

    func updateButtons() {
        for (i, b) in buttons.enumerated() {
            b.isSelected = i == selectedIndex
            b.compact = compact
            b.inline = inline
            b.refresh()
        }
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        for b in buttons { b.compact = compact; b.inline = inline }
        for (i, b) in buttons.enumerated() {
            b.frame = itemFrame(i)
            b.layoutTitle()
        }
    }

    public override func draw(in canvas: Canvas) {
        BottomBarBackground.draw(in: canvas, bounds: bounds, window: window, tint: barTintColor,
                                 backgroundImage: backgroundImage, shadowImage: shadowImage,
                                 background: appearanceBackground, edge: scrollEdgeBackground,
                                 progress: drawnScrollEdgeProgress)
    }

    /// "items": each title and badge; "selectedIndex".
    public override func treeAttributes() -> [(String, JSONValue)] {
        [("selectedIndex", .number(Double(selectedIndex))),
         ("items", .array(items.map { item in
             .object([("title", item.title.map(JSONValue.string) ?? .null),
                      ("badge", item.badgeValue.map(JSONValue.string) ?? .null)])
         }))]
    }
}
