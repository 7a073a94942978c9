/// A colour's four straight components as a value, for the arithmetic drawing code repeats per span or per
/// pixel (gradient stops, compositing, interpolation): `Color` is a class (UIKit's `UIColor` is), so making
/// one allocates, while this is computed in registers. `Color` does its own blending through it, so the two
/// give the same bits.
struct RGBA: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    /// Builds back from premultiplied components; transparent black when `a` is 0, as `Color.clear`.
    init(premultiplied r: Double, _ g: Double, _ b: Double, _ a: Double) {
        guard a > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(red: r / a, green: g / a, blue: b / a, alpha: a)
    }

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Components as 8-bit values, rounded, clamped.
    var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func q(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        return (q(red), q(green), q(blue), q(alpha))
    }

    /// The same colour with alpha `a`.
    func withAlpha(_ a: Double) -> RGBA { RGBA(red: red, green: green, blue: blue, alpha: a) }

    /// Interpolates in premultiplied space, so fading to clear keeps the hue.
    func interpolated(to other: RGBA, fraction f: Double) -> RGBA {
        let a0 = alpha, a1 = other.alpha
        return RGBA(premultiplied: (red * a0).interpolated(to: other.red * a1, fraction: f),
                    (green * a0).interpolated(to: other.green * a1, fraction: f),
                    (blue * a0).interpolated(to: other.blue * a1, fraction: f),
                    a0.interpolated(to: a1, fraction: f))
    }

    /// Porter-Duff "source over": `self` drawn on top of `below`.
    func composited(over below: RGBA) -> RGBA {
        let k = 1 - alpha
        return RGBA(premultiplied: red * alpha + below.red * below.alpha * k,
                    green * alpha + below.green * below.alpha * k,
                    blue * alpha + below.blue * below.alpha * k, alpha + below.alpha * k)
    }
}

extension Color {
    /// The components as a value.
    var rgba: RGBA { RGBA(red: red, green: green, blue: blue, alpha: alpha) }

    /// A plain colour with `value`'s components.
    convenience init(_ value: RGBA) {
        self.init(red: value.red, green: value.green, blue: value.blue, alpha: value.alpha)
    }
}
