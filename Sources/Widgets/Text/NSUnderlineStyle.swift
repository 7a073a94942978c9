/// How a run is underlined or struck through (UIKit's NSUnderlineStyle, same raw values): a line style
/// (`single`, `thick`, `double`) combined with a pattern and `byWord`. Handheld draws the three line styles;
/// patterns draw as solid lines and `byWord` as the whole run.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line style part (the low byte), which says how many lines of what weight are drawn.
    var lineStyle: Int { rawValue & 0xFF }
    /// Nothing is drawn when the line style is none (0), whatever the pattern.
    var drawsLine: Bool { lineStyle != 0 }
}
