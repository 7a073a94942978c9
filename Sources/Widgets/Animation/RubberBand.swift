/// UIScrollView's resistance past an edge and its return: dragging x points beyond the content moves it
/// only (1 − 1/(x·c/d + 1))·d, which follows the finger at rate c near the edge and never reaches d, the
/// viewport size. On release a critically damped spring brings the content back to the edge.
///
/// The formula and c = 0.55 are Grant Paul's reconstruction of UIKit (reference table (e): gist
/// originell/6961057, XNScrollView `kXNScrollViewElasticConstant`, confirmed by a decompiled note).
public struct RubberBand: Sendable, Equatable {
    /// UIKit's elastic constant c [OBS/CODE/RE].
    public static let defaultCoefficient = 0.55

    /// The bounce-back: a critically damped spring of mass 1 and stiffness 100 (damping 2·√(k·m) = 20),
    /// ScrollMechanics' choice (`SimpleScrollView.swift:119-121`). It was chosen over UIKit's decompiled
    /// fixed 0.99/ms exponential return because a spring takes the release velocity (a flick that hits the
    /// edge, or a drag released while moving) without a jump in speed; released at rest or moving outward it
    /// returns without crossing the edge.
    public static let defaultBounceBack = Spring(mass: 1, stiffness: 100, damping: 20)

    /// The bounce-back ends within half a point of the edge, as UIKit settles "within 0.5 px" [RE].
    public static let bounceBackSettleDistance = 0.5

    public static let standard = RubberBand()

    public let coefficient: Double
    public let bounceBack: Spring

    public init(coefficient: Double = defaultCoefficient, bounceBack: Spring = defaultBounceBack) {
        precondition(coefficient > 0, "a rubber-band coefficient must be positive")
        self.coefficient = coefficient
        self.bounceBack = bounceBack
    }

    /// How far the content shows past the edge when the finger has dragged `overscroll` points past it, in a
    /// viewport `dimension` points long. Keeps the sign; always less than `dimension` in size.
    public func offset(forOverscroll overscroll: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overscroll) * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -magnitude : magnitude
    }

    /// The inverse of `offset(forOverscroll:dimension:)`: the finger travel that shows `offset`. A drag that
    /// begins while the content is still overscrolled (caught during bounce-back) starts from here so the
    /// content does not jump. Offsets of `dimension` or more are unreachable and give infinity.
    public func overscroll(forOffset offset: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let fraction = abs(offset) / dimension
        guard fraction < 1 else { return offset < 0 ? -.infinity : .infinity }
        let magnitude = abs(offset) / (coefficient * (1 - fraction))
        return offset < 0 ? -magnitude : magnitude
    }

    // MARK: Bounce-back

    /// The offset past the edge `t` seconds after release at `offset` (points past the edge, signed) moving
    /// at `velocity` pt/s (positive moves further out when `offset` is positive).
    public func bounceBackOffset(at t: Double, from offset: Double, initialVelocity velocity: Double) -> Double {
        bounceBack.state(at: t, displacement: offset, velocity: velocity).displacement
    }

    /// The content's speed in pt/s during the bounce-back.
    public func bounceBackVelocity(at t: Double, from offset: Double, initialVelocity velocity: Double) -> Double {
        bounceBack.state(at: t, displacement: offset, velocity: velocity).velocity
    }

    /// Seconds until the content stays within `bounceBackSettleDistance` of the edge (and slower than that
    /// distance times the spring's ω0 per second, 5 pt/s for the default spring).
    public func bounceBackDuration(from offset: Double, initialVelocity velocity: Double) -> Double {
        bounceBack.settlingDuration(displacement: offset, velocity: velocity, epsilon: Self.bounceBackSettleDistance)
    }
}
