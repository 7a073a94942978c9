import Render

/// One tab in a `TabBar`: the item's symbol (drawn), its title (a label, so scripts tap it by its text)
/// and its badge. A tap selects it on release inside, as UIKit's tab buttons do.
@MainActor
final class TabBarButton: View {
    let item: TabBarItem
    let titleLabel = Label(text: "", font: TabBar.titleFont)
    var isSelected = false
    var compact = false
    /// Regular width: the full-size symbol beside a larger title (`TabBar.inlineTitleFont`).
    var inline = false {
        didSet {
            guard inline != oldValue else { return }
            titleLabel.font = titleFont
            layoutTitle()
            setNeedsDisplay()
        }
    }
    var onTap: (() -> Void)?

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        addSubview(titleLabel)
        titleLabel.isUserInteractionEnabled = false
        refresh()
    }
    /// Required by View. The toolkit makes this part only from its tab bar item, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    /// The bar whose colours the tab takes (its superview once added).
    private var bar: TabBar? { superview as? TabBar }

    /// The image's colour: an appearance's icon colour for the state, else the selected tab in the bar's
    /// tint (UITabBar.tintColor, inherited: system blue by default) and the others in
    /// `unselectedItemTintColor` or system grey, as UIKit's tab bar colours them.
    var tint: Color {
        let colors = bar?.itemColors ?? TabBarItemColors()
        if isSelected { return colors.selectedIcon ?? tintColor }
        return colors.normalIcon ?? bar?.unselectedItemTintColor ?? TabBar.unselectedColor
    }

    /// The title's colour: the item's own text attributes for the state, else an appearance's title colour
    /// for the state, else the image's (UIKit). A selected item's attributes fall back to its normal ones, as
    /// UIKit's states without their own attributes take `.normal`'s.
    var titleColor: Color {
        let colors = bar?.itemColors ?? TabBarItemColors()
        let own = isSelected ? item.selectedTitleColor : item.normalTitleColor
        return own ?? (isSelected ? colors.selectedTitle : colors.normalTitle) ?? tint
    }

    /// The title's font: the item's text attributes' font, else the bar's for the layout.
    var titleFont: Font { item.titleFont ?? (inline ? TabBar.inlineTitleFont : TabBar.titleFont) }

    /// The proxies of UITabBarItem style the item when its tab enters a window.
    override package var appearanceItems: [AnyObject] { [item] }

    override func tintColorDidChange() { refresh() }

    func refresh() {
        titleLabel.text = item.title ?? ""
        titleLabel.textColor = titleColor
        titleLabel.font = titleFont
        layoutTitle()
        setNeedsDisplay()
    }

    /// The symbol's box: centred 4 pt below the top, or left of the title at compact height.
    var symbolRect: Rect {
        let s = TabBar.symbolSize
        if inline, !compact {
            let left = bounds.midX - inlineContentWidth / 2
            return Rect(x: left, y: bounds.midY - s / 2, width: s, height: s)
        }
        if compact {
            let small = s * 0.8, total = small + 6 + titleLabel.bounds.width
            return Rect(x: bounds.midX - total / 2, y: bounds.midY - small / 2, width: small, height: small)
        }
        return Rect(x: bounds.midX - s / 2, y: 4, width: s, height: s)
    }

    /// The symbol, the gap and the title side by side: what a regular-width item is wide without padding.
    var inlineContentWidth: Double {
        TabBar.symbolSize + TabBar.inlineSymbolGap + titleLabel.sizeThatFits(Size(width: Double.infinity, height: 20)).width
    }

    func layoutTitle() {
        let size = titleLabel.sizeThatFits(Size(width: bounds.width, height: 20))
        if inline, !compact {
            let r = symbolRect
            titleLabel.frame = Rect(x: r.maxX + TabBar.inlineSymbolGap, y: bounds.midY - size.height / 2,
                                    width: size.width, height: size.height)
        } else if compact {
            let r = symbolRect
            titleLabel.frame = Rect(x: r.maxX + 6, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        } else {
            titleLabel.frame = Rect(x: bounds.midX - size.width / 2, y: 33, width: size.width, height: size.height)
        }
        let shift = item.titlePositionAdjustment
        if shift != .zero { let f = titleLabel.frame
            titleLabel.frame = Rect(x: f.minX + shift.horizontal, y: f.minY + shift.vertical, width: f.width, height: f.height) }
    }

    override func draw(in canvas: Canvas) {
        if let picture = (isSelected ? item.selectedPicture : nil) ?? item.picture {
            // Fitted to the symbol box and centred, as UIKit fits a tab bar item's image; drawn as a template
            // in the tab's colour unless made `.alwaysOriginal` (UITabBar's rule).
            let box = symbolRect
            let shown = picture.renderingMode == .alwaysOriginal ? picture : picture.withTintColor(tint)
            shown.draw(in: ContentMode.scaleAspectFit.rect(for: picture.size, in: box),
                       viewTint: tint, canvas: canvas, store: window?.images,
                       displayScale: window?.traitCollection.displayScale ?? 0)
            return
        }
        item.symbol?.draw(in: symbolRect, color: tint, canvas: canvas)
    }

    /// The badge: a red capsule (or the item's badgeColor) at the symbol's top right, at least 18 pt, white 13 pt text.
    override func drawOverlay(in canvas: Canvas) {
        guard let badge = item.badgeValue, let measurer = window?.textMeasurer else { return }
        let textWidth = measurer.width(of: badge, font: TabBar.badgeFont)
        let h = TabBar.badgeMinimumSize, w = max(h, textWidth + 10)
        let symbol = symbolRect
        // Beside a title (regular width) the badge centres on the symbol's corner, raised 2 pt so it clears
        // the title's capitals.
        let r = inline && !compact ? Rect(x: symbol.maxX - w / 2, y: symbol.minY - h / 2 - 2, width: w, height: h)
            : Rect(x: symbol.maxX - 6, y: symbol.minY - 3, width: w, height: h)
        canvas.fillRoundedRect(r, radius: h / 2, color: item.badgeColor ?? .systemRed)
        let m = measurer.metrics(for: TabBar.badgeFont)
        canvas.drawText(badge, font: TabBar.badgeFont, color: .white,
                        at: Point(x: r.midX - textWidth / 2, y: r.midY - m.lineHeight / 2))
    }

    override func touchesBegan(_ touch: Touch) {}
    override func touchesMoved(_ touch: Touch) {}
    override func touchesCancelled(_ touch: Touch) {}
    override func touchesEnded(_ touch: Touch) {
        if bounds.contains(touch.location(in: self)) { onTap?() }
    }

    override func treeAttributes() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("title", item.title.map(JSONValue.string) ?? .null), ("selected", .bool(isSelected))]
        if let badge = item.badgeValue { pairs.append(("badge", .string(badge))) }
        return pairs
    }
}
