import Render

/// A collection view cell for lists (UICollectionViewListCell): its default content configuration is the
/// list cell preset, which lays out as a table row does (`ListContentView`); it draws the row chrome the
/// list layout gives it (background, card corners, separator: CollectionViewListCell+Chrome), shows
/// `accessories` at its edges, and indents by `indentationLevel` (outline children).
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The list cell preset with nothing set (UICollectionViewListCell.defaultContentConfiguration).
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// UICollectionViewListCell.accessories: leading ones (delete) before the content, the rest after it.
    public var accessories: [CellAccessory] = [] { didSet { accessoriesChanged() } }
    /// The outline level (UIKit sets it from the section snapshot for a diffable data source's items).
    public var indentationLevel = 0 { didSet { if indentationLevel != oldValue { setNeedsLayout() } } }
    /// Points per level: UITableViewCell's documented default indentationWidth, 10 pt.
    public var indentationWidth = 10.0 { didSet { if indentationWidth != oldValue { setNeedsLayout() } } }
    /// The accessories UIKit tints (checkmark, outline disclosure, detail) follow the cell's tint (View+TintColor).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        for view in accessoryViews { view.tint = tintColor }
    }
    /// The look the list layout gave the row.
    public internal(set) var chrome = ListRowChrome() { didSet { if chrome != oldValue { setNeedsDisplay(); setNeedsLayout() } } }
    /// Whether the row's outline disclosure shows it expanded (its chevron turned down).
    public internal(set) var isOutlineExpanded = false
    var accessoryViews: [CellAccessoryView] = []
    // The row draws its selected and pressed fill itself (CollectionViewListCell+Chrome).
    open override var isSelected: Bool { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .clear
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .clear
    }

    /// A row reused after it was swiped open comes back unslid, as a table row does.
    open override func prepareForReuse() {
        super.prepareForReuse()
        performWithoutAnimation { transform = .identity }
        clipInSuperview = nil
    }

    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if let list = layoutAttributes as? ListLayoutAttributes { chrome = list.chrome }
    }

    /// A new text size resizes the label accessory: the accessories are placed again.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutAccessories()
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: listHeight(forWidth: size.width))
    }

    open override func draw(in canvas: Canvas) {
        drawChrome(in: canvas)
    }

    open override func drawOverlay(in canvas: Canvas) {
        super.drawOverlay(in: canvas)
        drawSeparator(in: canvas)
    }

    // A header-style outline row toggles on a tap anywhere and is never selected (UIKit's `.header` style);
    // other rows pass their touches up to the collection view, which selects.
    open override func touchesBegan(_ touch: Touch) { if !togglesOnTap { super.touchesBegan(touch) } }
    open override func touchesMoved(_ touch: Touch) { if !togglesOnTap { super.touchesMoved(touch) } }
    open override func touchesCancelled(_ touch: Touch) { if !togglesOnTap { super.touchesCancelled(touch) } }
    open override func touchesEnded(_ touch: Touch) {
        guard togglesOnTap else { return super.touchesEnded(touch) }
        if bounds.contains(touch.location(in: self)) { toggleOutline() }
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        var pairs = super.treeAttributes()
        if !accessories.isEmpty { pairs.append(("accessories", .array(accessories.map { .string($0.name) }))) }
        if accessories.contains(where: { if case .outlineDisclosure = $0.kind { true } else { false } }) {
            pairs.append(("expanded", .bool(isOutlineExpanded)))
        }
        if indentationLevel > 0 { pairs.append(("indentationLevel", .number(Double(indentationLevel)))) }
        // How far swipe actions have slid the row (negative: trailing actions showing), as a table row's.
        let swipe = presentationTransform.translation.x
        if swipe != 0 { pairs.append(("swipeOffset", .number(swipe))) }
        return pairs
    }
}
