/// A straight (non-premultiplied) sRGB colour with components in 0…1. Compositing helpers premultiply,
/// because blending and interpolating straight alpha darkens edges (a white fading to clear passes
/// through grey otherwise).
///
/// A class, because UIKit's is (`open class UIColor: NSObject`, and `UIColor` is an alias of this type): an
/// app's `extension UIColor { convenience init(hex: String) { …; self.init(red:green:blue:alpha:) } }`, found
/// in nearly every real app, only compiles on a class ("initializers in structs are not marked with
/// 'convenience'"). It is immutable, as UIColor is (it has no setters: `withAlphaComponent(_:)` returns a new
/// colour), so sharing one instance is safe and it is `Sendable`; equality and hashing compare values, as
/// UIColor's `isEqual(_:)` does for two colours in the same colour space, and `===` tells instances apart.
/// It is `final`, not `open`: convenience initializers in a user's extension work on a final class, and
/// subclassing UIColor (rare in apps, and a class cluster on iOS, whose subclasses must override the
/// primitive methods) would make every component read a dynamic dispatch in drawing code. Drawing code never
/// makes a colour per pixel or per span: the canvases turn a colour into 8-bit components once per command,
/// and gradients interpolate `RGBA` values, so the class costs one allocation where a colour is created, not
/// one per pixel.
public final class Color: Hashable, Sendable, CustomStringConvertible {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double
    /// The light, dark and elevated values of a dynamic colour (nil for a plain one); `red`…`alpha` are its
    /// light value. See `Color+Dynamic.swift`.
    public let variants: ColorVariants?
    /// The image a pattern colour tiles (UIColor(patternImage:), Color+Pattern.swift); nil for every other.
    public let patternImage: Image?

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        variants = nil
        patternImage = nil
    }

    /// The designated initializer of a dynamic colour (`Color(light:dark:…)`), and of one that copies another
    /// (UIKit's failable initializers delegate here with the colour they found).
    package init(red: Double, green: Double, blue: Double, alpha: Double, variants: ColorVariants?) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.variants = variants
        patternImage = nil
    }

    /// A pattern colour: `image` tiled, with `fallback`'s components where a single value is needed (the
    /// image's average colour, Color+Pattern.swift).
    package init(patternImage image: Image, fallback: (red: Double, green: Double, blue: Double, alpha: Double)) {
        red = fallback.red
        green = fallback.green
        blue = fallback.blue
        alpha = fallback.alpha
        variants = nil
        patternImage = image
    }

    /// A new instance with `other`'s values and variants (for a failable or convenience initializer that
    /// finds an existing colour, as `init?(named:)` does).
    package convenience init(copying other: Color) {
        self.init(red: other.red, green: other.green, blue: other.blue, alpha: other.alpha, variants: other.variants)
    }

    /// 0…255 components, as the reference tables and design tools give them.
    public convenience init(r: Int, g: Int, b: Int, a: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
    }

    /// `0xRRGGBB`.
    public convenience init(hex: UInt32, alpha: Double = 1) {
        self.init(r: Int((hex >> 16) & 0xFF), g: Int((hex >> 8) & 0xFF), b: Int(hex & 0xFF), a: alpha)
    }

    /// The colour with alpha `a`: `self` when that changes nothing (no new instance). A dynamic colour keeps
    /// its variants, their alphas scaled by the same factor as the light one, so `c.withAlpha(c.alpha * k)`
    /// fades every variant by `k` (the separator is 0.29 opaque in light and 0.6 in dark).
    public func withAlpha(_ a: Double) -> Color {
        if a == alpha && (variants == nil || alpha > 0) { return self }
        guard variants != nil else { return Color(red: red, green: green, blue: blue, alpha: a) }
        let factor = alpha > 0 ? a / alpha : 0
        return mapValues { alpha > 0 ? $0.withAlpha($0.alpha * factor) : $0.withAlpha(a) }
    }

    /// Components as 8-bit values, rounded, clamped.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { rgba.rgba8 }

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
        return Color(rgba.composited(over: below.rgba))
    }

    public static func == (a: Color, b: Color) -> Bool {
        a === b || (a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
                    && a.variants == b.variants && a.patternImage === b.patternImage)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(variants)
        hasher.combine(patternImage)
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
        return Color(rgba.interpolated(to: other.rgba, fraction: f))
    }
}

extension Color {
    /// Light, dark, elevated light and elevated dark values (a plain colour's four are itself).
    var resolvedValues: (Color, Color, Color, Color) {
        guard let variants else { return (self, self, self, self) }
        return (variants.light, variants.dark, variants.elevatedLight, variants.elevatedDark)
    }
}
