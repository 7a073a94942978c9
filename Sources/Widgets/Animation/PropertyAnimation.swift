/// What moves one running animation: the clock (a timed curve or spring that began at a given time), or a
/// property animator whose progress is scrubbed, paused and reversed by code.
@MainActor
enum AnimationDriver {
    case timed(start: Double, timing: AnimationTiming)
    case animator(PropertyAnimator)
}

/// The engine's type-erased view of a running animation.
@MainActor
protocol RunningAnimation: AnyObject {
    var group: AnimationGroup { get }
    var driver: AnimationDriver { get }
    /// Moves the presentation value to time `now`; returns true when the animation has reached its end.
    func update(at now: Double) -> Bool
    /// Ends the animation at its destination (or, for an animator finishing at its start, the origin).
    func end(at position: AnimationPosition)
    /// Ended already: reached its end or was interrupted.
    var isEnded: Bool { get }
}

/// Where an animation or animator came to rest (UIViewAnimatingPosition).
public enum AnimationPosition: String, Sendable {
    case end, start, current
}

/// One property moving from `from` to `to`.
@MainActor
final class PropertyAnimation<Value: AnimatableValue>: RunningAnimation {
    let property: AnimatedProperty<Value>
    let from: Value
    let to: Value
    let driver: AnimationDriver
    let group: AnimationGroup
    private var ended = false
    /// The timed driver's length, computed once (a spring's settling time is a search).
    private let duration: Double

    init(property: AnimatedProperty<Value>, from: Value, to: Value, driver: AnimationDriver, group: AnimationGroup) {
        self.property = property
        self.from = from
        self.to = to
        self.driver = driver
        self.group = group
        if case let .timed(_, timing) = driver { duration = timing.duration } else { duration = .infinity }
        group.retain()
    }

    func progress(at now: Double) -> Double {
        switch driver {
        case let .timed(start, timing): return now - start >= duration - AnimationEngine.timeEpsilon ? 1 : timing.progress(at: now - start)
        case let .animator(animator): return animator.progress
        }
    }

    func value(at now: Double) -> Value {
        from.interpolated(to: to, fraction: progress(at: now))
    }

    /// Velocity per component per second, for handing over to a retargeting spring.
    func velocity(at now: Double) -> [Double] {
        guard case let .timed(start, timing) = driver, now - start < duration else { return [] }
        let v = timing.velocity(at: now - start)
        let a = from.animatableComponents, b = to.animatableComponents
        return zip(a, b).map { (b0, b1) in (b1 - b0) * v }
    }

    func update(at now: Double) -> Bool {
        guard !ended else { return true }
        property.presentation = value(at: now)
        if case let .timed(start, _) = driver { return now - start >= duration - AnimationEngine.timeEpsilon }
        return false
    }

    func end(at position: AnimationPosition) {
        guard !ended else { return }
        ended = true
        switch position {
        case .end: property.presentation = property.model
        case .start: property.reset(to: from)
        case .current: property.reset(to: property.presentation)
        }
        if property.animation === self { property.animation = nil }
        group.release(interrupted: false)
    }

    /// Removed before its end by a newer animation or a direct set. One replaced by a later set in its own
    /// block is superseded, not interrupted: UIKit completes such a block with `finished == true`.
    func interrupt(superseded: Bool = false) {
        guard !ended else { return }
        ended = true
        group.release(interrupted: !superseded)
    }

    var isEnded: Bool { ended }
}
