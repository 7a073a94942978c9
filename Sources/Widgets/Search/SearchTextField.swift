import Render

/// The field inside a search bar (UISearchTextField, iOS 13): a TextField, so the first responder and
/// keyboard contract is the text field's, drawn as UIKit's search field: a 36 pt rounded rectangle of
/// tertiarySystemFill with 10 pt corners, a magnifying glass at its leading edge and "Search" as the
/// placeholder. It reports its editing to the search bar that owns it.
@MainActor
final class SearchTextField: TextField {
    /// UIKit's search field: 36 pt tall with 10 pt corners (iOS 13 and later) [EST, measured on iOS 15
    /// screenshots at 3×: 108 px tall, 30 px corners]; the glass is about 16 pt, 8 pt from the leading edge,
    /// and the text starts 6 pt after it.
    static let height = 36.0
    static let cornerRadius = 10.0
    static let glassSize = 16.0
    static let glassLeading = 8.0
    static let textGap = 6.0
    /// UISearchTextField's background (UIColor.tertiarySystemFill, (118, 118, 128) at 12 % light and 24 %
    /// dark) and its glass and placeholder colour (UIColor.secondaryLabel, 60 % of (60, 60, 67) light and of
    /// (235, 235, 245) dark), composited once here on systemBackground (white, black) and on that fill: the
    /// window's renderer rounds translucent fills a level or two differently from the headless one, and an
    /// opaque colour draws the same in both.
    static let fillColor = Color(light: Color(r: 239, g: 239, b: 240), dark: Color(r: 28, g: 28, b: 31))
    static let glassColor = Color(light: Color(r: 132, g: 132, b: 136), dark: Color(r: 152, g: 152, b: 159))

    /// A picture in place of the magnifying glass (UISearchBar.setImage(_:for: .search, state:)); nil draws
    /// the glass.
    var searchIcon: Picture? { didSet { if searchIcon != oldValue { setNeedsDisplay() } } }
    /// How far the text (and placeholder) sits from where it would (UISearchBar.searchTextPositionAdjustment).
    var textOffset = Offset.zero { didSet { if textOffset != oldValue { contentChanged() } } }

    var onTextChange: (() -> Void)?
    var onBeginEditing: (() -> Void)?
    var onEndEditing: (() -> Void)?
    var onReturn: (() -> Void)?

    init() {
        super.init(placeholder: "Search")
        placeholderColor = Self.glassColor
        clearButtonMode = .whileEditing
    }
    /// Required by View. The toolkit makes this part only from its search bar, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override var textRect: Rect {
        let left = Self.glassLeading + Self.glassSize + Self.textGap
        var rect = Rect(x: left + textOffset.horizontal, y: textOffset.vertical,
                        width: max(0, bounds.width - left - 8 - textOffset.horizontal), height: bounds.height)
        if showsClearButton { rect.size.width = max(0, clearButtonRect.minX - 4 - rect.minX) }
        return rect
    }

    override var intrinsicContentSize: Size { Size(width: super.intrinsicContentSize.width, height: Self.height) }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: Self.cornerRadius, color: Self.fillColor)
        let g = Self.glassSize
        let box = Rect(x: Self.glassLeading, y: bounds.midY - g / 2, width: g, height: g)
        if let searchIcon {
            // Fitted to the glass's box; a template in the glass's colour, an original picture as it is.
            searchIcon.draw(in: ContentMode.scaleAspectFit.rect(for: searchIcon.size, in: box), viewTint: Self.glassColor,
                            canvas: canvas, store: window?.images, displayScale: window?.traitCollection.displayScale ?? 0)
        } else {
            SystemItemSymbol(item: .search).draw(in: box, color: Self.glassColor, lineWidth: 1.7, canvas: canvas)
        }
        super.draw(in: canvas)
    }

    override func textDidChange() {
        super.textDidChange()
        onTextChange?()
    }

    override func didBeginEditing() {
        super.didBeginEditing()
        onBeginEditing?()
    }

    override func didEndEditing() {
        super.didEndEditing()
        onEndEditing?()
    }

    /// Return is the keyboard's Search key: the bar's delegate hears it; the field keeps focus, as UIKit's.
    override func returnPressed() { onReturn?() }
}
