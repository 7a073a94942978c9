/// Metrics that are plain arithmetic: every character advances `advance × size`; ascent, descent and line
/// height are fixed fractions of the size. Layout tests use it so they need no font file and never change
/// when the font does.
@MainActor
public final class FixedTextMeasurer: TextMeasuring {
    public let advance: Double

    public init(advance: Double = 0.5) {
        self.advance = advance
    }

    public func metrics(for font: Font) -> FontMetrics {
        FontMetrics(ascent: font.size * 0.95, descent: font.size * 0.25, lineHeight: font.size * 1.2)
    }

    public func width(of text: String, font: Font) -> Double {
        Double(text.count) * font.size * advance
    }
}
