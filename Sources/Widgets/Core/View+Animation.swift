import Render

extension View {
    /// Animates the changes `animations` makes to animatable properties of views in this view's window
    /// (UIView.animate(withDuration:delay:options:animations:completion:)). The default duration and curve
    /// are Core Animation's implicit 0.25 s and easeInOut (reference: Animation). A view not in a window has
    /// no animation engine: the changes apply at once and the completion runs with `true` right away.
    public func animate(withDuration duration: Double = View.defaultAnimationDuration, delay: Double = 0,
                        curve: TimingCurve = .easeInOut, animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        animate(timing: .curve(curve, duration: duration), delay: delay, animations: animations, completion: completion)
    }

    /// A spring animation from response and damping ratio, with an initial velocity in distances per second.
    public func animate(springResponse response: Double, dampingRatio: Double, initialVelocity: Double = 0,
                        delay: Double = 0, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(response: response, dampingRatio: dampingRatio)
        animate(timing: .spring(spring, initialVelocity: initialVelocity), delay: delay,
                animations: animations, completion: completion)
    }

    /// UIKit's duration-based spring: the spring is fitted to settle at `duration`.
    public func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping ratio: Double,
                        initialSpringVelocity velocity: Double, animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        animate(timing: .springWithDuration(dampingRatio: ratio, initialVelocity: velocity, duration: duration),
                delay: delay, animations: animations, completion: completion)
    }

    public func animate(timing: AnimationTiming, delay: Double = 0, animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        guard let engine else {
            animations()
            completion?(true)
            return
        }
        engine.animate(timing: timing, delay: delay, animations: animations, completion: completion)
    }

    /// Applies `changes` without animation even inside an enclosing animation block.
    public func performWithoutAnimation(_ changes: () -> Void) {
        guard let engine else { return changes() }
        engine.performWithoutAnimation(changes)
    }

    /// Core Animation's implicit duration (reference: Animation, `animate` default).
    public static let defaultAnimationDuration = 0.25
}
