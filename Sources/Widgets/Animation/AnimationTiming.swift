import Render

/// How an animation's progress moves from 0 to 1 over time: a cubic timing curve over a duration, or a
/// spring that runs until it settles. Pure: `progress(at:)` is a function of elapsed seconds.
public enum AnimationTiming: Sendable, Equatable {
    /// A Bézier curve stretched over `duration` seconds.
    case curve(TimingCurve, duration: Double)
    /// A spring from 0 to 1; `initialVelocity` is in distances per second (UIKit's
    /// `initialSpringVelocity`: 1 means the whole distance in one second). It runs until settled.
    case spring(Spring, initialVelocity: Double)
    /// A spring time-scaled so that it settles exactly at `duration`, as
    /// `animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)` promises.
    case springWithDuration(dampingRatio: Double, initialVelocity: Double, duration: Double)
    /// One keyframe of an `animateKeyframes` block lasting `total` seconds: the block's time is bent by
    /// `curve`, and this keyframe moves linearly while the bent fraction runs from `start` to
    /// `start + length` (CAKeyframeAnimation with `calculationMode` linear and the block's timing function).
    case keyframe(TimingCurve, total: Double, start: Double, length: Double)

    /// The animation's length in seconds.
    public var duration: Double {
        switch self {
        case let .curve(_, duration): return duration
        case let .spring(spring, v0): return spring.settlingDuration(initialVelocity: v0)
        case let .springWithDuration(_, _, duration): return duration
        case let .keyframe(curve, total, start, length): return total * curve.time(forValue: min(1, start + length))
        }
    }

    /// Progress (0 at the start, 1 at the end, may overshoot for springs) after `elapsed` seconds.
    public func progress(at elapsed: Double) -> Double {
        if elapsed <= 0 { return 0 }
        switch self {
        case let .curve(curve, duration):
            return elapsed >= duration || duration <= 0 ? 1 : curve.value(at: elapsed / duration)
        case let .spring(spring, v0):
            // No settling search per frame: the engine ends the animation at `duration`, computed once.
            return spring.value(at: elapsed, initialVelocity: v0)
        case let .springWithDuration(ratio, v0, duration):
            if elapsed >= duration { return 1 }
            let (spring, unit) = Self.unitSpring(dampingRatio: ratio, initialVelocity: v0, duration: duration)
            return spring.value(at: elapsed * unit / duration, initialVelocity: v0 * duration / unit)
        case let .keyframe(curve, total, start, length):
            let bent = total > 0 ? curve.value(at: min(1, elapsed / total)) : 1
            if length <= 0 { return bent >= start ? 1 : 0 }
            return min(1, max(0, (bent - start) / length))
        }
    }

    /// d(progress)/dt in 1/s, used to carry velocity into a retargeted spring.
    public func velocity(at elapsed: Double) -> Double {
        if elapsed < 0 { return 0 }
        switch self {
        case let .curve(curve, duration):
            return elapsed < duration && duration > 0 ? curve.slope(at: elapsed / duration) / duration : 0
        case let .spring(spring, v0):
            return spring.velocity(at: elapsed, initialVelocity: v0)
        case let .springWithDuration(ratio, v0, duration):
            if elapsed >= duration { return 0 }
            let (spring, unit) = Self.unitSpring(dampingRatio: ratio, initialVelocity: v0, duration: duration)
            return spring.velocity(at: elapsed * unit / duration, initialVelocity: v0 * duration / unit) * unit / duration
        case .keyframe:
            return 0
        }
    }

    /// A spring of response 1 with the ratio, and its settling time at rest, which the duration form
    /// rescales onto `duration`. (The initial velocity changes the shape, not the scale, so the fit stays a
    /// pure function of the ratio.)
    private static func unitSpring(dampingRatio: Double, initialVelocity: Double, duration: Double) -> (Spring, Double) {
        let spring = Spring(response: 1, dampingRatio: max(0.01, dampingRatio))
        let unit = max(1e-6, spring.settlingDuration(initialVelocity: 0))
        return (spring, unit)
    }

    /// The same timing with its length multiplied (a property animator's remaining duration). Slow
    /// animations do not use it: they slow the engine's timeline.
    public func scaled(by factor: Double) -> AnimationTiming {
        guard factor != 1 else { return self }
        switch self {
        case let .curve(curve, duration): return .curve(curve, duration: duration * factor)
        case let .spring(spring, v0):
            // Slowing a spring by k: response × k, velocity ÷ k keeps the same path in stretched time.
            let slowed = Spring(mass: spring.mass, stiffness: spring.stiffness / (factor * factor),
                                damping: spring.damping / factor)
            return .spring(slowed, initialVelocity: v0 / factor)
        case let .springWithDuration(ratio, v0, duration):
            return .springWithDuration(dampingRatio: ratio, initialVelocity: v0 / factor, duration: duration * factor)
        case let .keyframe(curve, total, start, length):
            return .keyframe(curve, total: total * factor, start: start, length: length)
        }
    }
}
