import Render

/// The simple vector symbols the toolkit draws (SF Symbols stand-ins), each as strokes or fills in a unit
/// box so any size is crisp.
public enum Glyph: String, Sendable, CaseIterable {
    case chevronRight, chevronLeft, checkmark, play, pause, plus

    /// Draws the glyph to fill `rect` with `color`; `lineWidth` for stroked glyphs.
    @MainActor
    public func draw(in rect: Rect, color: Color, lineWidth: Double, canvas: Canvas) {
        func p(_ x: Double, _ y: Double) -> Point { Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
        let inset = lineWidth / 2
        func q(_ x: Double, _ y: Double) -> Point {
            Point(x: rect.minX + inset + x * (rect.width - 2 * inset), y: rect.minY + inset + y * (rect.height - 2 * inset))
        }
        switch self {
        case .chevronRight: canvas.strokePolyline([q(0, 0), q(1, 0.5), q(0, 1)], width: lineWidth, color: color)
        case .chevronLeft: canvas.strokePolyline([q(1, 0), q(0, 0.5), q(1, 1)], width: lineWidth, color: color)
        case .checkmark: canvas.strokePolyline([q(0, 0.55), q(0.35, 0.9), q(1, 0)], width: lineWidth, color: color)
        case .play: canvas.fillPolygon([p(0.1, 0), p(1, 0.5), p(0.1, 1)], color: color)
        case .pause:
            canvas.fillRoundedRect(Rect(x: rect.minX + rect.width * 0.1, y: rect.minY, width: rect.width * 0.28, height: rect.height),
                                   radius: rect.width * 0.05, color: color)
            canvas.fillRoundedRect(Rect(x: rect.minX + rect.width * 0.62, y: rect.minY, width: rect.width * 0.28, height: rect.height),
                                   radius: rect.width * 0.05, color: color)
        case .plus:
            canvas.strokeLine(from: p(0.5, 0), to: p(0.5, 1), width: lineWidth, color: color)
            canvas.strokeLine(from: p(0, 0.5), to: p(1, 0.5), width: lineWidth, color: color)
        }
    }
}

/// A view that draws one glyph (UIImageView showing an SF Symbol): the disclosure chevron, play and pause.
@preconcurrency @MainActor
open class GlyphView: View {
    public var glyph: Glyph { didSet { if glyph != oldValue { setNeedsDisplay() } } }
    public var lineWidth: Double
    public var glyphSize: Size

    /// `tintColor` nil inherits the superview's tint (View+TintColor), as a symbol image view does.
    public init(glyph: Glyph, size: Size, tintColor: Color? = nil, lineWidth: Double = 2) {
        self.glyph = glyph
        self.glyphSize = size
        self.lineWidth = lineWidth
        super.init(frame: Rect(size: size))
        tintColorStorage = tintColor
    }
    /// Required by View. A glyph view is made from its glyph and size, which no archive gives here, so it fails.
    public required init?(coder: NSCoder) { nil }

    open override func tintColorDidChange() { setNeedsDisplay() }

    open override var intrinsicContentSize: Size { glyphSize }

    open override func draw(in canvas: Canvas) {
        let r = Rect(x: bounds.midX - glyphSize.width / 2, y: bounds.midY - glyphSize.height / 2,
                     width: glyphSize.width, height: glyphSize.height)
        glyph.draw(in: r, color: tintColor, lineWidth: lineWidth, canvas: canvas)
    }

    open override func treeAttributes() -> [(String, JSONValue)] {
        [("glyph", .string(glyph.rawValue))]
    }
}
