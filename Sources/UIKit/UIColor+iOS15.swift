import Foundation
import HandheldKit

// UIColor's system colours added in iOS 15, with their light and dark sRGB values from Apple's Human Interface
// Guidelines colour table (Color › Specifications, iOS 15 column), and UIKit's fixed text colours.
extension Color {
    /// UIColor.systemBrown: (162, 132, 94) light, (172, 142, 104) dark.
    public static let systemBrown = Color(light: Color(r: 162, g: 132, b: 94), dark: Color(r: 172, g: 142, b: 104))
    /// UIColor.systemMint: (0, 199, 190) light, (99, 230, 226) dark.
    public static let systemMint = Color(light: Color(r: 0, g: 199, b: 190), dark: Color(r: 99, g: 230, b: 226))
    /// UIColor.systemCyan: (50, 173, 230) light, (100, 210, 255) dark.
    public static let systemCyan = Color(light: Color(r: 50, g: 173, b: 230), dark: Color(r: 100, g: 210, b: 255))
    /// UIColor.lightText: white at alpha 0.6, for text on dark backgrounds (UIColor's documentation).
    public static let lightText = Color(white: 1, alpha: 0.6)
    /// UIColor.darkText: opaque black, for text on light backgrounds (UIColor's documentation).
    public static let darkText = Color(white: 0, alpha: 1)

    /// UIColor(displayP3Red:green:blue:alpha:): a Display P3 colour, converted to the sRGB Handheld draws in
    /// (P3's and sRGB's shared transfer curve undone, the linear P3 → linear sRGB matrix applied, the curve
    /// applied again). Colours outside sRGB are clamped to its gamut, since Handheld draws no extended range.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = Self.p3Linear(Double(red)), g = Self.p3Linear(Double(green)), b = Self.p3Linear(Double(blue))
        // Linear Display P3 to linear sRGB: both are D65; the matrix is sRGB's XYZ→RGB times P3's RGB→XYZ.
        let sr = 1.2249401 * r - 0.2249404 * g
        let sg = -0.0420569 * r + 1.0420571 * g
        let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        self.init(red: Self.srgbEncoded(sr), green: Self.srgbEncoded(sg), blue: Self.srgbEncoded(sb), alpha: Double(alpha))
    }

    /// The sRGB transfer curve (IEC 61966-2-1), which Display P3 shares, undone.
    private static func p3Linear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer curve applied to a linear value clamped to 0...1.
    private static func srgbEncoded(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
