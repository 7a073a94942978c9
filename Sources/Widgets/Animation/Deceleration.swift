import Foundation

/// UIScrollView's momentum after a flick: the velocity is multiplied by `rate` every millisecond, so it
/// decays exponentially and the content glides to a point that is known the moment the finger lifts.
///
/// Velocities are in points per second and times in seconds; the rate stays per millisecond because that
/// is how UIKit states it. Formulas from the reference table (ScrollMechanics
/// `DecelerationTimingParameters.swift:22-47`): v(t) = v0·d^(1000t), x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d).
public struct Deceleration: Sendable, Equatable {
    /// `UIScrollView.DecelerationRate.normal`: 0.998 per ms [DOC names, OBS value "0.998 … in iPhone OS 3.0",
    /// also Chameleon and Flutter's iOS friction 0.998^1000 ≈ 0.135 per second].
    public static let normalRate = 0.998

    /// `UIScrollView.DecelerationRate.fast`: 0.99 per ms [DOC names, OBS value], used by paging scroll views.
    public static let fastRate = 0.99

    /// Below 0.25 pt/ms (250 pt/s) a lift starts no momentum at all: UIKit's decompiled
    /// deceleration skips the glide for slower releases [RE, reference table (e)].
    public static let minimumVelocity = 250.0

    /// Momentum stops when what remains of the glide is under half a point: UIKit settles "within 0.5 px"
    /// [RE], and ScrollMechanics' demo uses the same 0.5 threshold.
    public static let remainingDistanceThreshold = 0.5

    public static let normal = Deceleration(rate: normalRate)
    public static let fast = Deceleration(rate: fastRate)

    /// The fraction of its velocity the content keeps each millisecond, strictly between 0 and 1.
    public let rate: Double

    public init(rate: Double) {
        precondition(rate > 0 && rate < 1, "a deceleration rate is a per-millisecond factor in 0<…<1")
        self.rate = rate
    }

    /// Whether a release at `velocity` (pt/s) starts momentum at all.
    public static func hasMomentum(velocity: Double) -> Bool {
        abs(velocity) >= minimumVelocity
    }

    /// Velocity in pt/s `t` seconds after a release at `v0` pt/s: v0·d^(1000t).
    public func velocity(at t: Double, initialVelocity v0: Double) -> Double {
        v0 * pow(rate, 1000 * max(t, 0))
    }

    /// Points travelled `t` seconds after the release: v0·(d^(1000t) − 1)/(1000·ln d).
    public func distance(at t: Double, initialVelocity v0: Double) -> Double {
        v0 * (pow(rate, 1000 * max(t, 0)) - 1) / (1000 * log(rate))
    }

    /// Position `t` seconds after a release at `x0` with `v0` pt/s.
    public func position(at t: Double, from x0: Double, initialVelocity v0: Double) -> Double {
        x0 + distance(at: t, initialVelocity: v0)
    }

    /// Where the glide ends: x0 − v0/(1000·ln d), about x0 + 0.4995·v0 (v0 in pt/s) at the normal rate.
    /// A scroll view projects this point at lift-off to decide whether it will overscroll or which page to
    /// snap to.
    public func destination(from x0: Double, initialVelocity v0: Double) -> Double {
        x0 - v0 / (1000 * log(rate))
    }

    /// Seconds until the speed falls below `velocityThreshold` pt/s: ln(threshold/|v0|)/(1000·ln d); 0 when it
    /// already is.
    public func duration(initialVelocity v0: Double, velocityThreshold: Double) -> Double {
        precondition(velocityThreshold > 0, "a stopping speed must be positive")
        guard abs(v0) > velocityThreshold else { return 0 }
        return log(velocityThreshold / abs(v0)) / (1000 * log(rate))
    }

    /// Seconds until less than `remainingDistanceThreshold` of the glide remains. The remaining distance is
    /// v(t)/(1000·|ln d|), so this is the speed threshold 0.5·1000·|ln d| pt/s (1.0 pt/s at the normal rate).
    public func duration(initialVelocity v0: Double) -> Double {
        duration(initialVelocity: v0, velocityThreshold: stoppingVelocity)
    }

    /// The speed in pt/s at which `duration(initialVelocity:)` stops the glide.
    public var stoppingVelocity: Double {
        Self.remainingDistanceThreshold * 1000 * abs(log(rate))
    }
}
