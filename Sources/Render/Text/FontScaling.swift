/// What UIFontMetrics.scaledFont(for:) gives a font of any size: it grows and shrinks with the reader's
/// text size as `textStyle` does, in proportion (the style's size at a category over its size at Large,
/// the default), up to `maximumPointSize`. Apple's documentation: the metrics object "scales the font
/// based on the current Dynamic Type setting" using "the scaling factor for the text style", so a 22 pt
/// custom title of the Body style is 22 pt at Large and 22 × 23 / 17 pt at Extra Large.
public struct FontScaling: Hashable, Sendable {
    public var textStyle: Font.TextStyle
    /// The size the font was made with, which is its size at Large.
    public var baseSize: Double
    public var maximumPointSize: Double?

    public init(textStyle: Font.TextStyle, baseSize: Double, maximumPointSize: Double? = nil) {
        self.textStyle = textStyle
        self.baseSize = baseSize
        self.maximumPointSize = maximumPointSize
    }

    /// The font's point size at `category`.
    public func size(for category: ContentSizeCategory) -> Double {
        scaledValue(baseSize, for: category)
    }

    /// `value` scaled for `category`, capped at `maximumPointSize` (UIFontMetrics.scaledValue(for:)).
    public func scaledValue(_ value: Double, for category: ContentSizeCategory) -> Double {
        let scaled = value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
        return maximumPointSize.map { min(scaled, $0) } ?? scaled
    }
}
