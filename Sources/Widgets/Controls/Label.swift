import Foundation
import Render

/// Read-only text (UILabel): font, colour, alignment, a line limit (`numberOfLines`, 0 = unlimited) and
/// tail truncation. It sizes itself to its text through `sizeThatFits` and `intrinsicContentSize`.
@preconcurrency @MainActor
open class Label: View {
    /// The text (UILabel.text). Implicitly unwrapped, as UIKit's `String?` reads in Swift code that writes
    /// `label.text = formatter.string(from: n)` or `label.text?.removeAll()`; setting nil clears it (UIKit
    /// then reads back nil, Handheld reads back "", so a label never holds a nil its drawing must test).
    public var text: String! {
        get { textStorage }
        set {
            attributedStorage = nil
            textStorage = newValue ?? ""
        }
    }
    /// The attributed text last set, until `text` replaces it (Label+AttributedText).
    var attributedStorage: NSAttributedString?
    var textStorage: String { didSet { if textStorage != oldValue { contentChanged() } } }
    /// The font (UILabel.font, declared `UIFont!` by UIKit, so an optional font such as `UIFont(name:size:)`'s
    /// assigns as written). Setting nil restores the default, the system font at 17 pt, as UIKit documents.
    public var font: Font! {
        get { fontStorage }
        set { fontStorage = newValue ?? Font.system(size: 17) }
    }
    var fontStorage: Font { didSet { if fontStorage != oldValue { contentChanged() } } }
    /// Whether a one-line label draws its text smaller when it does not fit its width
    /// (UILabel.adjustsFontSizeToFitWidth, default false); see Label+FitWidth.
    public var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } } }
    /// The smallest multiple of the font size the text shrinks to (UILabel.minimumScaleFactor, default 0,
    /// which UIKit documents as "doesn't scale the text down").
    public var minimumScaleFactor = 0.0 { didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } } }
    /// The text colour (UILabel.textColor, declared `UIColor!` by UIKit, so an optional colour assigns as
    /// written); setting nil restores the default, the label colour, as UIKit documents.
    public var textColor: Color! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label }
    }
    var textColorStorage: Color = .label {
        didSet { if textColorStorage != oldValue { attributedLayoutCache = nil; setNeedsDisplay() } }
    }
    public var textAlignment: TextAlignment = .left {
        didSet { if textAlignment != oldValue { attributedLayoutCache = nil; setNeedsDisplay() } }
    }
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { contentChanged() } } }
    /// How lines break and the last one is cut when the text does not fit (UILabel.lineBreakMode,
    /// `.byTruncatingTail` by default as in UIKit); see Label+LineBreakMode. Attributed text follows its
    /// paragraph styles' modes instead.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentChanged() } }
    }
    /// The width multi-line text wraps at for `intrinsicContentSize` (UILabel.preferredMaxLayoutWidth);
    /// 0 means automatic: the width constraints last gave the label, as UIKit does for Auto Layout.
    public var preferredMaxLayoutWidth = 0.0 { didSet { if preferredMaxLayoutWidth != oldValue { contentChanged() } } }
    /// The width the engine last solved for the label, the automatic wrapping width.
    var solvedLayoutWidth: Double?
    /// Whether a font made from a text style follows the reader's text size (UILabel's
    /// adjustsFontForContentSizeCategory, off by default as in UIKit): when the traits' content size
    /// category changes, or the label joins a window, the font is sized again for it, which re-measures the
    /// label and relays out its superview. Fonts made with a fixed size never change.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { adjustFontForContentSizeCategory() } }
    }
    /// The largest text size the label follows (UIView.maximumContentSizeCategory; `.unspecified`, the
    /// default, sets no limit): larger sizes draw at this one, as UIKit caps text in fixed-height chrome.
    public var maximumContentSizeCategory = ContentSizeCategory.unspecified {
        didSet { if maximumContentSizeCategory != oldValue { adjustFontForContentSizeCategory() } }
    }

    /// The measurer used for layout: the window's font metrics. Before the label is in a window there are
    /// none, so a size asked for then is provisional (fixed metrics); joining a window measures again and
    /// relays out the superview, so nothing on screen keeps a provisional size.
    var measurer: TextMeasuring { window?.textMeasurer ?? Label.provisionalMeasurer }
    private var cachedLayout: (width: Double, layout: TextLayout)?
    /// The attributed text's lines for the last width asked (Label+AttributedText), dropped with the text,
    /// font, colour, alignment, line limit, window or text size.
    var attributedLayoutCache: (width: Double, layout: AttributedTextLayout)?

    public convenience init(text: String = "", font: Font = .body, color: Color = .label) {
        self.init(frame: .zero)
        textStorage = text
        fontStorage = font
        textColor = color
    }

    /// UILabel(frame:): an empty label in the body font with that frame. The designated initializer, as
    /// UIKit's (`init(frame:)` and `init?(coder:)` are UILabel's), so a UIKit subclass whose own `init()` or
    /// `init(frame:)` calls `super.init(frame:)` compiles, and one that overrides `init(frame:)` inherits
    /// the convenience initializers, which then run its override.
    public override init(frame: Rect) {
        textStorage = ""
        fontStorage = .body
        super.init(frame: frame)
        // UILabel takes no touches by default; they go to the view behind it.
        isUserInteractionEnabled = false
    }
    /// UIKit's archive initializer, required as View's is: nothing is decoded, so it gives what `init(frame: .zero)` gives: an empty body-font label.
    public required init?(coder: NSCoder) {
        textStorage = ""
        fontStorage = .body
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// A label in a text style that follows the reader's text size: UIKit's
    /// `UIFont.preferredFont(forTextStyle:)` with `adjustsFontForContentSizeCategory = true`.
    public convenience init(text: String = "", textStyle: Font.TextStyle, weight: Font.Weight? = nil, color: Color = .label) {
        let font = Font.preferredFont(forTextStyle: textStyle)
        self.init(text: text, font: weight.map { font.withWeight($0) } ?? font, color: color)
        adjustsFontForContentSizeCategory = true
    }

    /// Sizes a text-style font for `category` (by default the traits'), when the label adjusts.
    override func adjustFontForContentSizeCategory(_ category: ContentSizeCategory? = nil) {
        guard adjustsFontForContentSizeCategory else { return }
        var size = (category ?? traitCollection.preferredContentSizeCategory).resolved
        if maximumContentSizeCategory != .unspecified { size = min(size, maximumContentSizeCategory) }
        font = font.sized(for: size)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        adjustFontForContentSizeCategory()
        // Runs in text-style fonts are sized again at layout (Label+AttributedText).
        if attributedStorage != nil, adjustsFontForContentSizeCategory,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            contentChanged()
        }
    }

    func contentChanged() {
        cachedLayout = nil
        attributedLayoutCache = nil
        invalidateIntrinsicContentSize()
        superview?.setNeedsLayout()
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        if window != nil { adjustFontForContentSizeCategory() }
        guard cachedLayout != nil || attributedLayoutCache != nil else { return }
        cachedLayout = nil
        attributedLayoutCache = nil
        if window != nil { superview?.setNeedsLayout() }
    }

    /// Lines as they fit `width`, cached for the last width asked.
    public func textLayout(forWidth width: Double) -> TextLayout {
        if let cachedLayout, cachedLayout.width == width { return cachedLayout.layout }
        let layout = lineBreakLayout(width: width, lineLimit: numberOfLines)
        cachedLayout = (width, layout)
        return layout
    }

    open override func sizeThatFits(_ size: Size) -> Size {
        if attributedStorage != nil { return attributedSizeThatFits(size) }
        let layout = textLayout(forWidth: size.width.isFinite ? size.width : .infinity)
        return Size(width: min(layout.size.width.rounded(.up), size.width),
                    height: text.isEmpty ? 0 : layout.size.height.rounded(.up))
    }

    /// One line of text, or for a multi-line label its text wrapped at `preferredMaxLayoutWidth` (else at
    /// the width constraints gave it, see `adoptSolvedWidth`).
    open override var intrinsicContentSize: Size {
        if attributedStorage != nil { return attributedSizeThatFits(Size(width: intrinsicWrappingWidth, height: Double.infinity)) }
        let layout = textLayout(forWidth: intrinsicWrappingWidth)
        return Size(width: layout.size.width.rounded(.up), height: text.isEmpty ? 0 : layout.size.height.rounded(.up))
    }

    var intrinsicWrappingWidth: Double {
        guard numberOfLines != 1 else { return .infinity }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : solvedLayoutWidth ?? .infinity
    }

    /// Takes the width the engine solved as the wrapping width of a multi-line label; true when it changed
    /// its intrinsic size, so the engine solves again with the new height (UIKit's two-pass layout of
    /// wrapping labels).
    func adoptSolvedWidth(_ width: Double) -> Bool {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, width > 0, solvedLayoutWidth != width else { return false }
        let before = intrinsicContentSize
        solvedLayoutWidth = width
        guard intrinsicContentSize != before else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    /// The text is drawn centred vertically, so its baselines sit half the spare height below the top:
    /// `top + height/2 - textHeight/2 + baseline`, the last one whole lines further down.
    open override func baselineOffset(first: Bool) -> (heightFraction: Double, constant: Double) {
        if attributedStorage != nil { return attributedBaselineOffset(first: first) }
        let layout = textLayout(forWidth: .infinity)
        let lines = Double(max(1, layout.lines.count))
        let lineHeight = layout.size.height / lines
        let firstBaseline = layout.baseline - layout.size.height / 2
        return (0.5, first ? firstBaseline : firstBaseline + (lines - 1) * lineHeight)
    }

    open override func draw(in canvas: Canvas) {
        guard !text.isEmpty else { return }
        if attributedStorage != nil { return drawAttributedText(in: canvas) }
        var layout = textLayout(forWidth: bounds.width)
        // As UILabel: a multi-line label shorter than its text shows the lines that fit (at least one) and
        // truncates the last, rather than spilling over its neighbours (a fixed-height row at a large text size).
        if layout.lines.count > 1, layout.size.height > bounds.height + 0.5, layout.lineHeight > 0 {
            let fitting = max(1, Int((bounds.height + 0.5) / layout.lineHeight))
            if fitting < layout.lines.count {
                layout = lineBreakLayout(width: bounds.width, lineLimit: fitting)
            }
        }
        let drawnFont = fittingFont(for: &layout)
        // Vertically centred in its bounds, as UILabel draws.
        let y = bounds.minY + ((bounds.height - layout.size.height) / 2).rounded(.down)
        // Under a vibrancy effect the text takes the effect's colour, as UILabel in a vibrancy view does.
        let draw = { [self] in
            canvas.drawText(layout, font: drawnFont, color: vibrancyColor ?? textColor, at: Point(x: bounds.minX, y: y),
                            alignment: textAlignment, width: bounds.width)
        }
        // A clipped line runs past the edge; the label's bounds cut it, as UILabel's text container does.
        if lineBreakMode == .byClipping && layout.isTruncated { canvas.withClip(bounds, draw) } else { draw() }
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("text", .string(text))]
    }

    static let provisionalMeasurer = FixedTextMeasurer()
}

/// A multi-line label wraps at the width Auto Layout solves for it (`adoptSolvedWidth`).
extension Label: SolvedWidthAdopting {}
