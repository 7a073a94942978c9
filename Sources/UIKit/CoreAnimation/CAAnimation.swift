import Foundation
import HandheldKit

/// Told when an animation added to a layer starts and stops (CAAnimationDelegate). Both methods are
/// optional, as in QuartzCore. Main-actor isolated because the layer's engine calls them on its frame.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began (its `beginTime` came).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended and left the layer: `flag` is true when it ran its whole active duration,
    /// false when it was removed earlier (`removeAnimation(forKey:)`, a new one under its key, the layer
    /// leaving). An animation kept on the layer (`isRemovedOnCompletion = false`) reports at its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The timing every Core Animation animation has (CAMediaTiming and CAAnimation): a begin time, a
/// duration, a speed and offset, repetition, autoreversal and fill mode, a timing function and a delegate.
/// An animation is a description: `CALayer.add(_:forKey:)` copies it, and the layer's window runs the copy
/// on its one animation engine (the clock every UIView animation reads, and the one slow animations slow).
open class CAAnimation: NSObject, NSCopying, @unchecked Sendable {
    /// When the animation starts, in the layer's time (`CACurrentMediaTime()`); 0 is "when it is added".
    /// Inside a group, seconds after the group's start.
    open var beginTime: CFTimeInterval = 0
    /// One pass, in seconds. 0 is Core Animation's default duration, 0.25 s ("Defaults to 0 … the
    /// transaction's animation duration", which is 0.25 s unless CATransaction set another); inside a group
    /// a child without a duration runs for the group's (Apple does not document this case).
    open var duration: CFTimeInterval = 0
    /// Time runs this many times faster in the animation (CAMediaTiming.speed).
    open var speed: Float = 1
    /// Seconds into its active time at which the animation starts showing (CAMediaTiming.timeOffset).
    open var timeOffset: CFTimeInterval = 0
    /// How many passes (fractions allowed; `.infinity` forever); 0 is one.
    open var repeatCount: Float = 0
    /// How long to repeat for, in seconds, instead of a count (0: use `repeatCount`).
    open var repeatDuration: CFTimeInterval = 0
    /// Each pass runs forward then backward.
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether the layer drops the animation at its end (default true). Keep it with `fillMode = .forwards`
    /// for the final value to stay on screen while the model keeps its old value, as on iOS.
    open var isRemovedOnCompletion = true
    /// nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as CAAnimation's delegate is ("the delegate object is retained by the receiver").
    open var delegate: CAAnimationDelegate?

    public required override init() { super.init() }

    /// A copy with the same values (NSCopying), what `add(_:forKey:)` puts on the layer. Subclasses copy
    /// their own properties in `copyProperties(to:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyProperties(to: copy)
        return copy
    }

    open func copyProperties(to copy: CAAnimation) {
        copy.beginTime = beginTime
        copy.duration = duration
        copy.speed = speed
        copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount
        copy.repeatDuration = repeatDuration
        copy.autoreverses = autoreverses
        copy.fillMode = fillMode
        copy.isRemovedOnCompletion = isRemovedOnCompletion
        copy.timingFunction = timingFunction
        copy.delegate = delegate
    }

    /// CAAnimation.defaultValue(forKey:): Handheld has no key-value coding of animations.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    // MARK: Evaluation (for the layer's player)

    /// What this animation shows `t` seconds into its active time (already scaled by `speed` and moved
    /// by `timeOffset`), one pass lasting `pass` seconds; `base` gives the layer's model values.
    func samples(at t: Double, pass: Double, base: (LayerKeyPath) -> LayerAnimationValue) -> [LayerAnimationSample] { [] }

    /// The length of one pass: the duration, or the default.
    func passDuration(inherited: Double?) -> Double {
        duration > 0 ? duration : inherited ?? CAAnimation.defaultDuration
    }

    /// Core Animation's default duration, 0.25 s (CATransaction.animationDuration's default).
    static let defaultDuration = 0.25

    /// The time of the whole animation, repeats and reversal included (CAMediaTiming's active duration).
    func activeDuration(pass: Double) -> Double {
        let cycle = autoreverses ? 2 * pass : pass
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : cycle * count
    }

    /// Where in one pass (0…1, before the timing function) the animation is `t` seconds into its active
    /// time: passes repeat, and an autoreversing cycle comes back.
    func passFraction(at t: Double, pass: Double) -> Double {
        guard pass > 0 else { return 1 }
        let cycle = autoreverses ? 2 * pass : pass
        let active = activeDuration(pass: pass)
        // At (or past) the end, the last pass's end: 1, or 0 after a whole reversal, or the fraction reached.
        let clamped = min(t, active)
        var phase = clamped.truncatingRemainder(dividingBy: cycle)
        if clamped >= active - AnimationEngine.timeEpsilon, active.isFinite {
            let cycles = active / cycle
            phase = cycles == cycles.rounded(.down) ? cycle : active - cycle * cycles.rounded(.down)
            if phase == 0 { phase = cycle }
        }
        let forward = phase <= pass ? phase : cycle - phase
        return forward / pass
    }
}
