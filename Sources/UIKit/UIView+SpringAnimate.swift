import HandheldKit

extension View {
    /// UIKit's type-level `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:
    /// animations:completion:)`: the changes in `animations` follow a spring of damping ratio `dampingRatio` (1 settles
    /// without overshoot, lower values oscillate) time-scaled to settle at `duration`, starting at `velocity` whole
    /// distances per second, as UIKit's documentation of the method describes its parameters. Every live window's
    /// engine opens the transaction, as `animate(withDuration:delay:options:animations:completion:)` does, and
    /// `completion` runs once when they have all finished.
    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: CGFloat,
                               initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = AnimationTiming.springWithDuration(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                                                        duration: duration)
        onEveryLiveEngine(animations: animations, completion: completion) { engine, body, done in
            engine.animate(timing: timing, delay: delay, options: options, animations: body, completion: done)
        }
    }

    /// UIView.AnimationCurve: the four public curves, with UIKit's raw values (UIView.h: UIViewAnimationCurveEaseInOut
    /// 0, EaseIn 1, EaseOut 2, Linear 3). The keyboard's curve 7 is private and has no case, so
    /// `AnimationCurve(rawValue: 7)` is nil, as on iOS.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0
        case easeIn = 1
        case easeOut = 2
        case linear = 3

        /// The timing curve Handheld animates with for this case.
        public var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
