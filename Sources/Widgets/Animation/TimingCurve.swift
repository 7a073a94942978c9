/// How an animation's progress follows its clock, as one cubic Bézier; the presets carry the names of
/// `UIView.AnimationCurve` and the control points of the matching `CAMediaTimingFunctionName`.
///
/// A struct rather than an enum so that `.cubic(0.42, 0, 0.58, 1) == .easeInOut`: two curves are equal when
/// they are the same shape.
public struct TimingCurve: Sendable, Equatable {
    public let bezier: CubicBezier

    public init(_ bezier: CubicBezier) {
        self.bezier = bezier
    }

    /// Any cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1), in the argument order of
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public static func cubic(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> TimingCurve {
        TimingCurve(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// Constant speed: `CAMediaTimingFunctionName.linear`, control points (0, 0), (1, 1) [DOC].
    public static let linear = cubic(0, 0, 1, 1)

    /// Starts slowly and ends at full speed: `CAMediaTimingFunctionName.easeIn`, (0.42, 0), (1, 1) [DOC].
    public static let easeIn = cubic(0.42, 0, 1, 1)

    /// Starts at full speed and slows to a stop: `CAMediaTimingFunctionName.easeOut`, (0, 0), (0.58, 1)
    /// [DOC]. Handheld finishes interactive pops with it so the page leaves the finger at finger speed.
    public static let easeOut = cubic(0, 0, 0.58, 1)

    /// Slow at both ends: `CAMediaTimingFunctionName.easeInEaseOut`, (0.42, 0), (0.58, 1) [DOC]; the curve of
    /// `UIView.animate(withDuration:animations:)` and `UIView.AnimationCurve.easeInOut`.
    public static let easeInOut = cubic(0.42, 0, 0.58, 1)

    /// The curve Apple documents as matching "most system animations": `CAMediaTimingFunctionName.default`,
    /// (0.25, 0.1), (0.25, 1) [DOC], the same as CSS `ease`. Handheld uses it for push and pop.
    public static let systemDefault = cubic(0.25, 0.1, 0.25, 1)

    /// Progress at time `t`, the fraction of the duration elapsed (clamped to 0…1).
    public func value(at t: Double) -> Double {
        bezier.value(at: t)
    }

    /// The time fraction at which progress reaches `value` (0…1): the curve's inverse, by bisection, since
    /// every preset rises monotonically.
    public func time(forValue value: Double) -> Double {
        if value <= 0 { return 0 }
        if value >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<50 {
            let mid = (lo + hi) / 2
            if self.value(at: mid) < value { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// d(progress)/d(time) at `t` (clamped to 0…1), in distances per duration; divide by the duration in
    /// seconds for a velocity per second.
    public func slope(at t: Double) -> Double {
        bezier.slope(at: t)
    }
}
