/// A cubic Bézier from (0, 0) to (1, 1) read as a timing curve: time runs along x and progress along y, so
/// finding the progress at a time means first solving x(s) = t for the curve parameter s. This is the shape
/// behind `CAMediaTimingFunction(controlPoints:_:_:_:)` and CSS `cubic-bezier()`.
///
/// The solver follows WebKit's `UnitBezier` (Source/WebCore/platform/graphics/UnitBezier.h): Newton's method
/// from s = t, falling back to bisection when the derivative is too flat for Newton to be trusted.
public struct CubicBezier: Sendable, Equatable {
    /// How closely x(s) must match the requested time. With control x in 0…1 the curve's dy/dx stays small
    /// for the named curves, so progress is then accurate to a few 1e-6.
    public static let solveEpsilon = 1e-6

    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// x1 and x2 are clamped to 0…1, as CSS requires, so that x(s) is monotonic and every time has exactly
    /// one progress; y1 and y2 are free, which lets a curve overshoot.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// Progress at time `t` (clamped to 0…1).
    public func value(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if isIdentity { return t }
        if t == 0 || t == 1 { return t }
        return Polynomial(y1, y2).value(at: parameter(forTime: t))
    }

    /// d(progress)/d(time) at `t` (clamped to 0…1): what an animation's velocity is at that moment, in
    /// distances per duration. Where x'(s) vanishes (an end with a control point on the axis) the ratio of
    /// the next derivatives is used, which is the true limit of dy/dx there.
    public func slope(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if isIdentity { return 1 }
        let s = parameter(forTime: t)
        let x = Polynomial(x1, x2), y = Polynomial(y1, y2)
        let tiny = 1e-9
        let dx = x.derivative(at: s), dy = y.derivative(at: s)
        if abs(dx) > tiny { return dy / dx }
        if abs(dy) > tiny { return dy > 0 ? .infinity : -.infinity }
        let ddx = x.secondDerivative(at: s), ddy = y.secondDerivative(at: s)
        if abs(ddx) > tiny { return ddy / ddx }
        return y.a / x.a
    }

    /// The curve parameter s in 0…1 whose x(s) equals `t`, to `solveEpsilon`.
    func parameter(forTime t: Double) -> Double {
        let x = Polynomial(x1, x2)
        var s = t
        for _ in 0..<8 {
            let error = x.value(at: s) - t
            if abs(error) < Self.solveEpsilon { return s }
            let slope = x.derivative(at: s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = t
        for _ in 0..<64 {
            let value = x.value(at: s)
            if abs(value - t) < Self.solveEpsilon { return s }
            if t > value { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// Both control points on the diagonal make x(s) = y(s), so progress equals time exactly; `linear`'s
    /// (0, 0), (1, 1) is such a curve, and answering `t` avoids the solver's 1e-6 error.
    private var isIdentity: Bool { x1 == y1 && x2 == y2 }
}

/// One coordinate of the curve in power form, a·s³ + b·s² + c·s, with WebKit's coefficients for control
/// values p1, p2 and fixed ends 0 and 1.
private struct Polynomial {
    let a: Double
    let b: Double
    let c: Double

    init(_ p1: Double, _ p2: Double) {
        c = 3 * p1
        b = 3 * (p2 - p1) - c
        a = 1 - c - b
    }

    func value(at s: Double) -> Double { ((a * s + b) * s + c) * s }
    func derivative(at s: Double) -> Double { (3 * a * s + 2 * b) * s + c }
    func secondDerivative(at s: Double) -> Double { 6 * a * s + 2 * b }
}
