import Render

/// The view a navigation bar makes for a `BarButtonItem` or for its back button: a system button that is
/// always the bar's height (UIKit keeps bar buttons 44 pt tall so they are easy to hit) and can show a
/// glyph instead of a title.
@MainActor
final class BarButton: Button {
    /// The colour of a disabled item (UIColor.tertiaryLabel, which UIKit tints disabled bar items with).
    static let disabledColor = Color.tertiaryLabel
    /// The size glyph items draw at (SF Symbols at the body size are about this big).
    static let glyphSize = Size(width: 18, height: 18)

    private var glyphView: GlyphView?
    /// A system item's symbol (BarButtonItem+SystemItem), in place of a glyph.
    private var symbolView: SystemItemSymbolView?
    /// An image item's picture, centred at its own size (a symbol's box), as UIKit lays a bar item's image.
    private var pictureView: ImageView?
    /// The item's custom view (UIBarButtonItem(customView:)), vertically centred at its own size.
    private var customContent: View?
    /// The item this button shows (nil for the back button), for the appearance proxies.
    private weak var item: BarButtonItem?
    /// Told when the press highlight changes, so the bar can dim the back chevron with its button.
    var onHighlightChange: ((_ highlighted: Bool, _ animated: Bool) -> Void)?

    override init(frame: Rect) {
        super.init(frame: frame)
        contentInsets = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        titleLabel.textAlignment = .left
    }
    /// Required by View. The toolkit makes this part only from its bar button item, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    /// A button for `item`, firing its action when tapped.
    convenience init(item: BarButtonItem) {
        self.init(title: item.title ?? "", font: item.style == .done ? .headline : .body)
        onTap = { [weak item] in item?.action?() }
        identifier = item.identifier
        self.item = item
        item.buttonView = self
        if let glyph = item.glyph {
            let view = GlyphView(glyph: glyph, size: Self.glyphSize)
            view.isUserInteractionEnabled = false
            addSubview(view)
            glyphView = view
        }
        if item.showsSystemSymbol, let systemItem = item.systemItem {
            let view = SystemItemSymbolView(item: systemItem)
            addSubview(view)
            symbolView = view
        }
        if let custom = item.customView {
            custom.removeFromSuperview()
            addSubview(custom)
            customContent = custom
            titleLabel.isHidden = true
        }
        if item.glyph == nil, let image = item.image {
            // An item with an image shows only the image; its title is for accessibility (UIKit's bar).
            titleLabel.isHidden = true
            let view = ImageView(image: image)
            view.contentMode = .center
            addSubview(view)
            pictureView = view
        }
        isEnabled = item.isEnabled
        attachMenu(of: item)
        applyTitleAttributes()
    }

    /// The item's colour and title font. Enabled, the item takes its title attributes' colour, else its own
    /// tint, else the bar's (UINavigationBar.tintColor colours its items); disabled, grey. The glyph, the
    /// system item's symbol and a template image inherit it.
    func applyTitleAttributes() {
        guard let item else { return }
        titleLabel.font = item.titleFont ?? (item.style == .done ? .headline : .body)
        tintColor = item.isEnabled ? item.titleColor ?? item.tintColor : Self.disabledColor
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
    }

    /// The proxies of UIBarButtonItem style the item when its button enters a window.
    override package var appearanceItems: [AnyObject] { item.map { [$0] } ?? [] }

    override func layoutSubviews() {
        super.layoutSubviews()
        glyphView?.frame = bounds.inset(by: contentInsets)
        symbolView?.frame = bounds.inset(by: contentInsets)
        pictureView?.frame = bounds.inset(by: contentInsets)
        if let custom = customContent {
            let size = Self.size(ofCustomView: custom)
            custom.frame = Rect(x: 0, y: ((bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
        }
    }

    /// A custom view's size: its frame's when set, else what it fits in the bar, never taller than the bar.
    static func size(ofCustomView view: View) -> Size {
        let size = view.bounds.size == .zero ? view.sizeThatFits(Size(width: Double.infinity, height: NavigationBar.height)) : view.bounds.size
        return Size(width: size.width, height: min(size.height, NavigationBar.height))
    }

    override func sizeThatFits(_ size: Size) -> Size {
        if let custom = customContent { return Size(width: Self.size(ofCustomView: custom).width, height: NavigationBar.height) }
        if glyphView != nil || symbolView != nil {
            return Size(width: Self.glyphSize.width + contentInsets.horizontal, height: NavigationBar.height)
        }
        if let image = pictureView?.image {
            return Size(width: image.size.width + contentInsets.horizontal, height: NavigationBar.height)
        }
        let text = titleLabel.intrinsicContentSize.width
        return Size(width: text + contentInsets.horizontal, height: NavigationBar.height)
    }

    override func highlightChanged(animated: Bool) {
        super.highlightChanged(animated: animated)
        for glyphView in [glyphView as View?, symbolView, pictureView].compactMap({ $0 }) {
            let target = titleLabel.alpha
            if animated && !isHighlighted {
                animate(withDuration: View.defaultAnimationDuration, options: .toolkit) { glyphView.alpha = target }
            } else {
                performWithoutAnimation { glyphView.alpha = target }
            }
        }
        onHighlightChange?(isHighlighted, animated)
    }

    override func treeAttributes() -> [(String, JSONValue)] {
        var pairs = super.treeAttributes()
        if let glyph = glyphView?.glyph { pairs.append(("glyph", .string(glyph.rawValue))) }
        if let symbol = pictureView?.image?.symbol { pairs.append(("symbol", .string(symbol.name))) }
        return pairs
    }
}
