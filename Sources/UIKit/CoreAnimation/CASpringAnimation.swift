import Foundation
import HandheldKit

/// A basic animation whose progress follows a damped spring (CASpringAnimation), computed by the toolkit's
/// `Spring` (the closed-form oscillator every UIKit spring animation here uses). Defaults are QuartzCore's:
/// mass 1, stiffness 100, damping 10, initial velocity 0 (positive is toward the end value, in whole
/// distances per second). The spring runs on elapsed seconds; `duration` only says when the animation
/// ends, so code sets it to `settlingDuration`, as on iOS. The timing function is ignored, as Core
/// Animation ignores it for springs.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// iOS 17's perceptual form: `duration` is the response (the undamped period) and `bounce` 0 is
    /// critically damped, 0…1 bouncier (damping ratio 1 − bounce).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let spring = Spring(response: max(0.01, perceptualDuration), dampingRatio: Double(1 - bounce))
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        duration = settlingDuration
    }

    var spring: Spring {
        Spring(mass: max(1e-6, Double(mass)), stiffness: max(1e-6, Double(stiffness)), damping: max(0, Double(damping)))
    }

    /// How long the spring takes to come to rest from the start (CASpringAnimation.settlingDuration), with
    /// the toolkit's settling rule (Spring.settleEpsilon).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration(initialVelocity: Double(initialVelocity)) }

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass
        copy.stiffness = stiffness
        copy.damping = damping
        copy.initialVelocity = initialVelocity
    }

    override func progress(fraction: Double, elapsedInPass: Double) -> Double {
        fraction >= 1 ? 1 : spring.value(at: elapsedInPass, initialVelocity: Double(initialVelocity))
    }
}
