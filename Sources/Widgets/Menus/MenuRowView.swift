import Render

/// One row of an open menu (UIKit's private _UIContextMenuCell): the title at the leading edge, a checkmark
/// before it for an `.on` action, the element's image (or a chevron for a submenu) at the trailing edge.
/// Destructive rows are red, disabled rows grey and untappable; the row under the finger or the keyboard's
/// highlight is filled with the system fill colour. A tap picks it (the menu controller decides what that
/// does).
@MainActor
final class MenuRowView: Control {
    let row: MenuRow
    let titleLabel: Label
    private let checkmark = GlyphView(glyph: .checkmark, size: MenuLayout.checkmarkSize, tintColor: .label)
    private var trailingGlyph: GlyphView?
    private var imageView: ImageView?
    /// Whether the menu leaves room for checkmarks (any row of it has a state), so titles line up.
    let hasCheckColumn: Bool
    /// The keyboard's highlight (arrows move it); a press highlights the row as a control does.
    var isKeyboardHighlighted = false { didSet { if isKeyboardHighlighted != oldValue { setNeedsDisplay() } } }

    init(row: MenuRow, hasCheckColumn: Bool) {
        self.row = row
        self.hasCheckColumn = hasCheckColumn
        titleLabel = Label(text: row.title, font: MenuLayout.rowFont)
        super.init(frame: .zero)
        titleLabel.isUserInteractionEnabled = false
        titleLabel.textColor = Self.titleColor(for: row)
        addSubview(titleLabel)
        checkmark.isUserInteractionEnabled = false
        checkmark.tintColor = titleLabel.textColor
        checkmark.isHidden = row.state == .off
        addSubview(checkmark)
        switch row {
        case let .leaf(leaf, _):
            if let image = leaf.image { addImage(image) }
        case let .submenu(menu, _):
            if let image = menu.image { addImage(image) } else { addGlyph(.chevronRight) }
        case .back:
            addGlyph(.chevronLeft)
        }
        isEnabled = row.isEnabled
    }
    /// Required by View. The toolkit makes this part only from its menu row, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    private func addImage(_ image: Picture) {
        let view = ImageView(image: image)
        view.isUserInteractionEnabled = false
        view.tintColor = titleLabel.textColor
        view.contentMode = .scaleAspectFit
        addSubview(view)
        imageView = view
    }

    private func addGlyph(_ glyph: Glyph) {
        let view = GlyphView(glyph: glyph, size: MenuLayout.chevronSize, tintColor: .secondaryLabel)
        view.isUserInteractionEnabled = false
        addSubview(view)
        trailingGlyph = view
    }

    /// Destructive red, disabled tertiary grey (UIKit dims a disabled menu element's title and image).
    static func titleColor(for row: MenuRow) -> Color {
        if !row.isEnabled { return .tertiaryLabel }
        return row.isDestructive ? .systemRed : .label
    }

    override func layoutSubviews() {
        let inset = MenuLayout.rowInset
        let titleX = hasCheckColumn ? MenuLayout.checkColumnWidth : inset
        let c = MenuLayout.checkmarkSize
        checkmark.frame = Rect(x: inset, y: (bounds.height - c.height) / 2, width: c.width, height: c.height)
        var titleMax = bounds.width - inset
        let side = MenuLayout.imageSize
        let trailing = Rect(x: bounds.width - inset - side, y: (bounds.height - side) / 2, width: side, height: side)
        if let imageView { imageView.frame = trailing; titleMax = trailing.minX - 8 }
        if let trailingGlyph {
            let g = MenuLayout.chevronSize
            trailingGlyph.frame = Rect(x: bounds.width - inset - g.width, y: (bounds.height - g.height) / 2,
                                       width: g.width, height: g.height)
            titleMax = trailingGlyph.frame.minX - 8
        }
        let h = titleLabel.intrinsicContentSize.height
        titleLabel.frame = Rect(x: titleX, y: (bounds.height - h) / 2, width: max(0, titleMax - titleX), height: h)
    }

    override func draw(in canvas: Canvas) {
        if isHighlighted || isKeyboardHighlighted {
            canvas.fill(bounds, color: MenuLayout.highlightColor)
        }
    }

    override func highlightChanged(animated: Bool) { setNeedsDisplay() }

    override func treeAttributes() -> [(String, JSONValue)] {
        var pairs: [(String, JSONValue)] = [("text", .string(row.title)),
                                            ("highlighted", .bool(isHighlighted || isKeyboardHighlighted))]
        if case .leaf = row { pairs.append(("state", .string(Self.stateName(row.state)))) }
        return pairs
    }

    static func stateName(_ state: MenuElementState) -> String {
        switch state {
        case .off: "off"
        case .on: "on"
        case .mixed: "mixed"
        }
    }
}
