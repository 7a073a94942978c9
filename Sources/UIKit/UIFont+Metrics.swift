import HandheldKit

// UIFont's vertical metrics, read from the font the running app draws with (its screen's text measurer: the
// SDL2_ttf faces in assets/fonts, or the fixed arithmetic measurer in headless tests), so a layout computed
// from `font.lineHeight` agrees with the lines a label draws.
extension Font {
    /// UIFont.ascender: the top of the line box above the baseline, in points.
    @preconcurrency @MainActor public var ascender: CGFloat { CGFloat(UIScreen.main.textMeasurer.metrics(for: self).ascent) }

    /// UIFont.descender: the bottom of the line box below the baseline; negative, as UIKit's is.
    @preconcurrency @MainActor public var descender: CGFloat { -CGFloat(UIScreen.main.textMeasurer.metrics(for: self).descent) }

    /// UIFont.lineHeight: the distance between consecutive lines' baselines, as a label spaces them.
    @preconcurrency @MainActor public var lineHeight: CGFloat { CGFloat(UIScreen.main.textMeasurer.metrics(for: self).lineHeight) }

    /// UIFont.leading: the line height beyond ascender and descender (UIKit's lineHeight is
    /// ascender − descender + leading).
    @preconcurrency @MainActor public var leading: CGFloat { max(0, lineHeight - ascender + descender) }

    /// UIFont.capHeight: Inter's capital height, 2048 of its 2816 units per em (the OS/2 table's sCapHeight
    /// in assets/fonts/Inter-*.otf, read with a 20-line struct parser; the same in every bundled weight).
    public var capHeight: CGFloat { CGFloat(size) * 2048 / 2816 }

    /// UIFont.xHeight: Inter's x-height, 1536 of its 2816 units per em (OS/2 sxHeight, read as capHeight).
    public var xHeight: CGFloat { CGFloat(size) * 1536 / 2816 }

    /// UIFont.familyName: the family Handheld draws every font in.
    public var familyName: String { family }

    /// UIFont.fontName: the PostScript name of the face that draws this font (assets/fonts' file names).
    public var fontName: String {
        switch weight {
        case .medium: "\(family)-Medium"
        case .semibold: "\(family)-SemiBold"
        default: "\(family)-Regular"
        }
    }

    /// UIFont.familyNames: the families installed; Handheld bundles Inter only.
    public static var familyNames: [String] { [defaultFamily] }

    /// UIFont.fontNames(forFamilyName:): the bundled faces of `familyName`; none for a family not installed.
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        guard familyName == defaultFamily else { return [] }
        return ["\(defaultFamily)-Regular", "\(defaultFamily)-Medium", "\(defaultFamily)-SemiBold"]
    }

    /// UIFont.labelFontSize: 17 pt, UILabel's standard size (UIFont.h: "+labelFontSize", iOS's value 17).
    public static var labelFontSize: CGFloat { 17 }
    /// UIFont.buttonFontSize: 18 pt (iOS's value of UIFont.h's +buttonFontSize).
    public static var buttonFontSize: CGFloat { 18 }
    /// UIFont.smallSystemFontSize: 12 pt (iOS's value of UIFont.h's +smallSystemFontSize).
    public static var smallSystemFontSize: CGFloat { 12 }
    /// UIFont.systemFontSize: 14 pt (iOS's value of UIFont.h's +systemFontSize).
    public static var systemFontSize: CGFloat { 14 }
}
