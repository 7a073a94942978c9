import HandheldKit

extension Font.Weight {
    // UIFont.Weight's other names, mapped onto the three Inter faces Handheld bundles (assets/fonts): the
    // lighter weights draw regular, bold and heavier draw semibold (the nearest face, as `Font.largeTitle`
    // already draws UIKit's bold large title).
    public static var ultraLight: Font.Weight { .regular }
    public static var thin: Font.Weight { .regular }
    public static var light: Font.Weight { .regular }
    public static var bold: Font.Weight { .semibold }
    public static var heavy: Font.Weight { .semibold }
    public static var black: Font.Weight { .semibold }
}

extension Font {
    /// UIFont.systemFont(ofSize:weight:).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: Double(fontSize), weight: weight)
    }

    /// UIFont.boldSystemFont(ofSize:): the bold system font, drawn with the semibold face (see `Weight.bold`).
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// UIFont.italicSystemFont(ofSize:): the regular weight's italic face (Inter Italic; SF Pro Italic on iOS).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize).withItalic()
    }

    /// UIFont.monospacedDigitSystemFont(ofSize:weight:). Inter's digits are drawn at their own widths;
    /// the font is the system font of that size and weight.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// UIFont.pointSize.
    public var pointSize: CGFloat { CGFloat(size) }

    /// UIFont.withSize(_:): the same face at another size.
    public func withSize(_ fontSize: CGFloat) -> Font {
        var font = self
        font.size = Double(fontSize)
        font.textStyle = nil
        return font
    }
}

extension Font {
    /// UIFont(name:size:). Handheld bundles one family, Inter, so a name is read for its weight and slant
    /// only ("…-Bold", "…-MediumItalic", "…-Oblique"…, by UIFont.Weight's names) and drawn in Inter; nil for
    /// an empty name, as UIKit returns nil for a font it does not know.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        var suffix = fontName.split(separator: "-").last.map { $0.lowercased() } ?? ""
        let italic = suffix.hasSuffix("italic") || suffix.hasSuffix("oblique")
        if italic { suffix = String(suffix.dropLast(suffix.hasSuffix("italic") ? 6 : 7)) }
        let weight: Weight = switch suffix {
        case "medium": .medium
        case "semibold", "bold", "heavy", "black", "extrabold": .semibold
        default: .regular
        }
        self.init(size: Double(fontSize), weight: weight)
        isItalic = italic
    }
}
