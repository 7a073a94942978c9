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
    /// The timed driver's length, computed once (a spring's settling time is a search); for `autoreverse`
    /// the forward and backward passes together.
    private let duration: Double
    /// One pass of the timing.
    private let passDuration: Double
    /// Whether the views this animation moves still take touches (`allowUserInteraction`, or the
    /// animator's `isUserInteractionEnabled`, read when asked since it may change while the animator runs).
    var allowsUserInteraction: Bool {
        if case let .animator(animator) = driver { return animator.isUserInteractionEnabled }
        return blockAllowsUserInteraction
    }
    private let blockAllowsUserInteraction: Bool
    let repeats: Bool
    let autoreverses: Bool
    /// An earlier animation of the same property that runs to its end first (a block without
    /// `beginFromCurrentState`, the next keyframe); this one writes nothing until that one has ended.
    let waitsFor: (any RunningAnimation)?
    /// For an animator's animation added while it ran: the animator's progress at which this one starts
    /// and the part of the animator's progress it spans (UIViewPropertyAnimator runs late additions over the
    /// remaining duration).
    private let animatorStart: Double
    private let animatorSpan: Double

    init(property: AnimatedProperty<Value>, from: Value, to: Value, driver: AnimationDriver, group: AnimationGroup,
         options: AnimationOptions = .toolkit, waitsFor: (any RunningAnimation)? = nil,
         animatorStart: Double = 0, animatorSpan: Double = 1) {
        self.property = property
        self.from = from
        self.to = to
        self.driver = driver
        self.group = group
        self.repeats = options.contains(.repeat)
        self.autoreverses = options.contains(.autoreverse)
        self.waitsFor = waitsFor
        self.animatorStart = animatorStart
        self.animatorSpan = max(1e-9, animatorSpan)
        if case let .timed(_, timing) = driver {
            passDuration = timing.duration
            duration = repeats ? .infinity : autoreverses ? 2 * timing.duration : timing.duration
        } else {
            passDuration = .infinity
            duration = .infinity
        }
        blockAllowsUserInteraction = options.contains(.allowUserInteraction)
        group.retain()
    }

    func progress(at now: Double) -> Double {
        switch driver {
        case let .timed(start, timing):
            let elapsed = now - start
            if !repeats && elapsed >= duration - AnimationEngine.timeEpsilon { return 1 }
            guard repeats || autoreverses, passDuration > 0 else { return timing.progress(at: elapsed) }
            // A repeating or reversing animation plays its curve forward, then (autoreverse) backward.
            let cycle = autoreverses ? 2 * passDuration : passDuration
            let phase = elapsed.truncatingRemainder(dividingBy: cycle)
            return phase < passDuration ? timing.progress(at: phase) : timing.progress(at: cycle - phase)
        case let .animator(animator):
            // A spring animator's progress may overshoot 1; only a late addition is held at 0 before its start.
            if animatorStart == 0 && animatorSpan == 1 { return animator.progress }
            return max(0, (animator.progress - animatorStart) / animatorSpan)
        }
    }

    func value(at now: Double) -> Value {
        from.interpolated(to: to, fraction: progress(at: now))
    }

    /// Velocity per component per second, for handing over to a retargeting spring.
    func velocity(at now: Double) -> [Double] {
        guard case let .timed(start, timing) = driver, now - start < passDuration, !repeats, !autoreverses else { return [] }
        let v = timing.velocity(at: now - start)
        let a = from.animatableComponents, b = to.animatableComponents
        return zip(a, b).map { (b0, b1) in (b1 - b0) * v }
    }

    func update(at now: Double) -> Bool {
        guard !ended else { return true }
        if let waitsFor, !waitsFor.isEnded { return false }
        if case let .timed(start, _) = driver, waitsFor != nil, now < start { return false }
        property.presentation = value(at: now)
        if case let .timed(start, _) = driver { return now - start >= duration - AnimationEngine.timeEpsilon }
        return false
    }

    func end(at position: AnimationPosition) {
        guard !ended else { return }
        ended = true
        switch position {
        // An animation a later one waits for ends at its own destination, not at the newest model value.
        case .end: property.presentation = property.animation === self ? property.model : to
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
        // The animations this one was waiting for go with it.
        (waitsFor as? PropertyAnimation<Value>)?.interrupt(superseded: superseded)
    }

    var isEnded: Bool { ended }
}
