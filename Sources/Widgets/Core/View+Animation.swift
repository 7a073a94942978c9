import Render

extension View {
    /// Animates the changes `animations` makes to animatable properties of views in this view's window
    /// (UIView.animate(withDuration:delay:options:animations:completion:)). The default duration and curve
    /// are Core Animation's implicit 0.25 s and easeInOut (reference: Animation); `curve`, when given, wins
    /// over the curve bits of `options`. A view not in a window has no animation engine: the changes apply
    /// at once and the completion runs with `true` right away.
    public func animate(withDuration duration: Double = View.defaultAnimationDuration, delay: Double = 0,
                        options: AnimationOptions = [], curve: TimingCurve? = nil, animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        animate(timing: .curve(curve ?? options.curve, duration: duration), delay: delay, options: options,
                animations: animations, completion: completion)
    }

    /// A spring animation from response and damping ratio, with an initial velocity in distances per second.
    public func animate(springResponse response: Double, dampingRatio: Double, initialVelocity: Double = 0,
                        delay: Double = 0, options: AnimationOptions = [], animations: () -> Void,
                        completion: ((Bool) -> Void)? = nil) {
        let spring = Spring(response: response, dampingRatio: dampingRatio)
        animate(timing: .spring(spring, initialVelocity: initialVelocity), delay: delay, options: options,
                animations: animations, completion: completion)
    }

    /// UIKit's duration-based spring (animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:
    /// options:animations:completion:)): the spring is fitted to settle at `duration`; the curve bits of
    /// `options` do not apply, the other options do.
    public func animate(withDuration duration: Double, delay: Double = 0, usingSpringWithDamping ratio: Double,
                        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(timing: .springWithDuration(dampingRatio: ratio, initialVelocity: velocity, duration: duration),
                delay: delay, options: options, animations: animations, completion: completion)
    }

    public func animate(timing: AnimationTiming, delay: Double = 0, options: AnimationOptions = [],
                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let engine else {
            animations()
            completion?(true)
            return
        }
        engine.animate(timing: timing, delay: delay, options: options, animations: {
            animations()
            // UIKit: "Lay out subviews at commit time so that they are animated along with their parent."
            if options.contains(.layoutSubviews) { window?.layoutIfNeeded() }
        }, completion: completion)
    }

    /// Keyframes over `duration` (UIView.animateKeyframes(withDuration:delay:options:animations:completion:));
    /// call `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` inside `animations`.
    public func animateKeyframes(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                                 animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard let engine else {
            animations()
            completion?(true)
            return
        }
        engine.animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations,
                                completion: completion)
    }

    /// One keyframe of the enclosing `animateKeyframes` block (UIView.addKeyframe(withRelativeStartTime:
    /// relativeDuration:animations:)); both times are fractions of the block's duration.
    public func addKeyframe(withRelativeStartTime start: Double, relativeDuration: Double, animations: () -> Void) {
        guard let engine else { return animations() }
        engine.addKeyframe(withRelativeStartTime: start, relativeDuration: relativeDuration, animations: animations)
    }

    /// Applies `changes` without animation even inside an enclosing animation block.
    public func performWithoutAnimation(_ changes: () -> Void) {
        guard let engine else { return changes() }
        engine.performWithoutAnimation(changes)
    }

    /// Whether one of this view's own properties is being animated by a block that did not allow user
    /// interaction: UIKit's hit testing then skips the view ("allowUserInteraction: Allow the user to
    /// interact with views while they are being animated"; without it touches pass it by).
    var isAnimatingWithoutUserInteraction: Bool {
        func blocks<V>(_ property: AnimatedProperty<V>) -> Bool {
            guard let animation = property.animation else { return false }
            return !animation.allowsUserInteraction
        }
        return blocks(centerProperty) || blocks(boundsProperty) || blocks(alphaProperty)
            || blocks(transformProperty) || blocks(backgroundProperty)
    }

    /// Core Animation's implicit duration (reference: Animation, `animate` default).
    public static let defaultAnimationDuration = 0.25
}
