import Foundation
import HandheldKit

/// Animations run together in the group's time (CAAnimationGroup): each child's `beginTime` counts from
/// the group's start and each is clipped to the group's duration, not scaled to it ("the animations are
/// clipped to the duration of the animation group"). The children's delegates and `isRemovedOnCompletion`
/// are ignored; the group's count (Apple's reference).
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        (copy as? CAAnimationGroup)?.animations = animations?.map { $0.copy() as! CAAnimation }
    }

    override func samples(at t: Double, pass: Double, base: (LayerKeyPath) -> LayerAnimationValue) -> [LayerAnimationSample] {
        // The group's own time within its pass (repeats and reversal of the group), then each child's.
        let local = passFraction(at: t, pass: pass) * pass
        var samples: [LayerAnimationSample] = []
        for child in animations ?? [] {
            let childPass = child.passDuration(inherited: pass)
            let childTime = (local - child.beginTime) * Double(child.speed) + child.timeOffset
            if childTime < 0 && !child.fillMode.fillsBackwards { continue }
            // A child is on screen up to and including its end, so a group held at its end (fill forwards)
            // shows its children's last values.
            if childTime > child.activeDuration(pass: childPass) + AnimationEngine.timeEpsilon,
               !child.fillMode.fillsForwards { continue }
            samples += child.samples(at: max(0, childTime), pass: childPass, base: base)
        }
        return samples
    }
}
