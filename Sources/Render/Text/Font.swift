/// A font as UIFont describes one: a family, a weight and a size in points. The pixel size is derived at
/// draw time from the canvas scale, so layout never depends on the zoom.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The weights the vendored Inter family ships (assets/fonts); iOS's SF Pro maps onto them.
    public enum Weight: String, Sendable, CaseIterable {
        case regular, medium, semibold
    }

    public var family: String
    public var weight: Weight
    public var size: Double
    /// Drawn with the italic face of its weight (`UIFont.italicSystemFont`, `.traitItalic`). Inter's italics
    /// ship beside its upright faces (assets/fonts), as SF Pro's do on iOS.
    public var isItalic = false
    /// The text style this font was made from (`preferredFont(forTextStyle:)`), if any: what a label that
    /// adjusts for the content size category sizes again when the reader's text size changes.
    public var textStyle: TextStyle?
    /// How a font scaled by UIFontMetrics follows the reader's text size (Font+Scaling); nil for others.
    public var scaling: FontScaling?

    public init(family: String = Font.defaultFamily, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The only family Handheld vendors; its files are `assets/fonts/Inter-<Weight>.otf`.
    public static let defaultFamily = "Inter"

    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

    // The text styles at the default size, Large (reference: Tables → Fonts). Each remembers its style, so
    // a label with `adjustsFontForContentSizeCategory` given one follows the reader's text size.
    public static let body = preferredFont(forTextStyle: .body)
    public static let headline = preferredFont(forTextStyle: .headline)
    public static let subheadline = preferredFont(forTextStyle: .subheadline)
    public static let footnote = preferredFont(forTextStyle: .footnote)
    public static let caption = preferredFont(forTextStyle: .caption1)
    /// The navigation bar's large title: the Large Title style in the emphasized weight UIKit draws it in
    /// (bold; the nearest face bundled here is semibold).
    public static let largeTitle = preferredFont(forTextStyle: .largeTitle).withWeight(.semibold)

    public var description: String { "\(family)-\(weight.rawValue)\(isItalic ? "-italic" : "") \(size.compact)pt" }

    /// One face of the family: a weight, upright or italic; what a font file holds.
    public struct Face: Hashable, Sendable, CaseIterable {
        public var weight: Weight
        public var isItalic: Bool

        /// The upright faces first, then the italics.
        public static var allCases: [Face] {
            [false, true].flatMap { italic in Weight.allCases.map { Face(weight: $0, isItalic: italic) } }
        }
    }

    /// The face this font draws with.
    public var face: Face { Face(weight: weight, isItalic: isItalic) }

    /// The same font in its italic (or upright) face.
    public func withItalic(_ italic: Bool = true) -> Font {
        var font = self
        font.isItalic = italic
        return font
    }
}
