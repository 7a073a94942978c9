/// A straight (non-premultiplied) sRGB colour with components in 0…1. Compositing helpers premultiply,
/// because blending and interpolating straight alpha darkens edges (a white fading to clear passes
/// through grey otherwise).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The dark and elevated values of a dynamic colour (nil for a plain one); `red`…`alpha` are its light
    /// value. See `Color+Dynamic.swift`.
    public internal(set) var variants: ColorVariants?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        variants = nil
    }

    /// 0…255 components, as the reference tables and design tools give them.
    public init(r: Int, g: Int, b: Int, a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Int((hex >> 16) & 0xFF), g: Int((hex >> 8) & 0xFF), b: Int(hex & 0xFF), a: alpha)
    }

    /// The colour with alpha `a`. A dynamic colour keeps its variants, their alphas scaled by the same
    /// factor as the light one, so `c.withAlpha(c.alpha * k)` fades every variant by `k` (the separator is
    /// 0.29 opaque in light and 0.6 in dark).
    public func withAlpha(_ a: Double) -> Color {
        guard variants != nil else { return Color(red: red, green: green, blue: blue, alpha: a) }
        let factor = alpha > 0 ? a / alpha : 0
        return mapValues { alpha > 0 ? $0.withAlpha($0.alpha * factor) : $0.withAlpha(a) }
    }

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
        if variants != nil || below.variants != nil {
            let b = below.resolvedValues, a = resolvedValues
            return Color(light: a.0.composited(over: b.0), dark: a.1.composited(over: b.1),
                         elevatedLight: a.2.composited(over: b.2), elevatedDark: a.3.composited(over: b.3))
        }
        let s = premultiplied, d = below.premultiplied
        let k = 1 - s.a
        return .fromPremultiplied(r: s.r + d.r * k, g: s.g + d.g * k, b: s.b + d.b * k, a: s.a + d.a * k)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}

extension Color: Interpolatable {
    /// Interpolates in premultiplied space, so fading to `.clear` keeps the hue.
    public func interpolated(to other: Color, fraction f: Double) -> Color {
        if variants != nil || other.variants != nil {
            let a = resolvedValues, b = other.resolvedValues
            return Color(light: a.0.interpolated(to: b.0, fraction: f), dark: a.1.interpolated(to: b.1, fraction: f),
                         elevatedLight: a.2.interpolated(to: b.2, fraction: f),
                         elevatedDark: a.3.interpolated(to: b.3, fraction: f))
        }
        let a = premultiplied, b = other.premultiplied
        return .fromPremultiplied(r: a.r.interpolated(to: b.r, fraction: f), g: a.g.interpolated(to: b.g, fraction: f),
                                  b: a.b.interpolated(to: b.b, fraction: f), a: a.a.interpolated(to: b.a, fraction: f))
    }
}

extension Color {
    /// Light, dark, elevated light and elevated dark values (a plain colour's four are itself).
    var resolvedValues: (Color, Color, Color, Color) {
        guard let variants else { return (self, self, self, self) }
        return (plain, variants.dark, variants.elevatedLight, variants.elevatedDark)
    }
}
