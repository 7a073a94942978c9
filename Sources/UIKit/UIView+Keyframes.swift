import HandheldKit

extension View {
    /// UIView.KeyframeAnimationOptions, with UIView.h's raw values. The low bits mean what
    /// `AnimationOptions`' do; the calculation modes sit at bits 10–12. Handheld interpolates each keyframe
    /// linearly (`calculationModeLinear`, UIKit's default); the discrete, paced and cubic modes are kept in
    /// the raw value and animate linearly.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = Self(rawValue: 1 << 0)
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let `repeat` = Self(rawValue: 1 << 3)
        public static let autoreverse = Self(rawValue: 1 << 4)
        public static let overrideInheritedDuration = Self(rawValue: 1 << 5)
        public static let overrideInheritedOptions = Self(rawValue: 1 << 7)
        public static let calculationModeLinear = Self(rawValue: 0 << 10)
        public static let calculationModeDiscrete = Self(rawValue: 1 << 10)
        public static let calculationModePaced = Self(rawValue: 2 << 10)
        public static let calculationModeCubic = Self(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = Self(rawValue: 4 << 10)

        /// The bits `AnimationOptions` shares (UIKit passes them through, curve bits included).
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(UInt(7) << 10)) }
    }

    /// UIKit's type-level `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`: like
    /// the type-level `animate`, the block runs once inside a keyframe block opened on every live window's
    /// engine, so each view animates in its own window; `completion` runs once, when those windows' keyframes
    /// end. With no window the changes apply at once and `completion(true)` runs now.
    public static func animateKeyframes(withDuration duration: Double, delay: Double,
                                        options: KeyframeAnimationOptions = [],
                                        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        onEveryLiveEngine(animations: animations, completion: completion) { engine, body, done in
            engine.animateKeyframes(withDuration: duration, delay: delay, options: options.animationOptions,
                                    animations: body, completion: done)
        }
    }

    /// UIKit's type-level `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`: one
    /// keyframe of the enclosing type-level `animateKeyframes` block, on every engine that has one open;
    /// outside such a block the changes apply at once, as UIKit ignores a stray keyframe's timing.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        let engines = AnimationEngine.live
        func open(_ index: Int) {
            guard index < engines.count else { return animations() }
            engines[index].addKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration,
                                       animations: { open(index + 1) })
        }
        open(0)
    }
}
