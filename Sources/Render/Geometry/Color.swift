/// A straight (non-premultiplied) sRGB colour with components in 0…1. Compositing helpers premultiply,
/// because blending and interpolating straight alpha darkens edges (a white fading to clear passes
/// through grey otherwise).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// 0…255 components, as the reference tables and design tools give them.
    public init(r: Int, g: Int, b: Int, a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Int((hex >> 16) & 0xFF), g: Int((hex >> 8) & 0xFF), b: Int(hex & 0xFF), a: alpha)
    }

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// Components as 8-bit values, rounded, clamped.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (q(red), q(green), q(blue), q(alpha))
    }

    public var description: String {
        let c = rgba8
        return "rgba(\(c.r), \(c.g), \(c.b), \(alpha.compact))"
    }

    /// Premultiplied components (r·a, g·a, b·a, a).
    public var premultiplied: (r: Double, g: Double, b: Double, a: Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// Builds a colour back from premultiplied components.
    public static func fromPremultiplied(r: Double, g: Double, b: Double, a: Double) -> Color {
        guard a > 0 else { return .clear }
        return Color(red: r / a, green: g / a, blue: b / a, alpha: a)
    }

    /// Porter-Duff "source over": `self` drawn on top of `below`.
    public func composited(over below: Color) -> Color {
        let s = premultiplied, d = below.premultiplied
        let k = 1 - s.a
        return .fromPremultiplied(r: s.r + d.r * k, g: s.g + d.g * k, b: s.b + d.b * k, a: s.a + d.a * k)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    // iOS system colours (light appearance), as UIColor defines them.
    public static let systemBlue = Color(r: 0, g: 122, b: 255)
    public static let systemRed = Color(r: 255, g: 59, b: 48)
    public static let systemGreen = Color(r: 52, g: 199, b: 89)
    public static let systemOrange = Color(r: 255, g: 149, b: 0)
    public static let systemGray = Color(r: 142, g: 142, b: 147)
    public static let systemGray2 = Color(r: 174, g: 174, b: 178)
    public static let systemGray4 = Color(r: 209, g: 209, b: 214)
    public static let systemGray5 = Color(r: 229, g: 229, b: 234)
    public static let systemGray6 = Color(r: 242, g: 242, b: 247)
    public static let label = Color.black
    public static let secondaryLabel = Color(r: 60, g: 60, b: 67, a: 0.6)
    public static let separator = Color(r: 60, g: 60, b: 67, a: 0.29)
    public static let systemBackground = Color.white
    public static let groupedBackground = Color(r: 242, g: 242, b: 247)
}

extension Color: Interpolatable {
    /// Interpolates in premultiplied space, so fading to `.clear` keeps the hue.
    public func interpolated(to other: Color, fraction f: Double) -> Color {
        let a = premultiplied, b = other.premultiplied
        return .fromPremultiplied(r: a.r.interpolated(to: b.r, fraction: f), g: a.g.interpolated(to: b.g, fraction: f),
                                  b: a.b.interpolated(to: b.b, fraction: f), a: a.a.interpolated(to: b.a, fraction: f))
    }
}
