import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// Keyframe, spring and group animations, and CATransaction's settings and completion block.
@MainActor
struct CAAnimationKindsTests {
    @Test("a keyframe animation passes through its values at its key times, each segment on its own curve")
    func keyframes() {
        let stage = CAAnimationStage()
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.0, 1.0, 0.5]
        steps.keyTimes = [0, 0.25, 1]
        steps.duration = 2
        stage.add(steps, forKey: "steps")
        #expect(rounded(stage.opacities(at: [0.25, 0.5, 1.25, 2])) == [0.5, 1, 0.75, 1])

        let jumps = CAKeyframeAnimation(keyPath: "opacity")
        jumps.values = [0.2, 0.4, 0.8]
        jumps.calculationMode = .discrete
        jumps.duration = 3
        stage.add(jumps, forKey: "jumps")
        #expect(rounded(stage.opacities(at: [0.5, 1.6, 2.9])) == [0.2, 0.4, 0.4])

        let bent = CAKeyframeAnimation(keyPath: "position.x")
        bent.values = [0, 100]
        bent.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        bent.duration = 1
        stage.add(bent, forKey: "bent")
        stage.show(at: 0.5)
        let x = Double(stage.layer.presentation()?.position.x ?? -1)
        #expect(abs(x - 100 * TimingCurve.easeIn.value(at: 0.5)) < 1e-9)
    }

    @Test("a spring animation follows the toolkit's spring formula and settles in its settlingDuration")
    func spring() {
        let stage = CAAnimationStage()
        let bounce = CASpringAnimation(keyPath: "position.x")
        bounce.fromValue = 0
        bounce.toValue = 100
        bounce.damping = 5
        bounce.duration = bounce.settlingDuration
        stage.add(bounce, forKey: "bounce")
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        #expect(bounce.settlingDuration == spring.settlingDuration(initialVelocity: 0))
        var xs: [Double] = [], expected: [Double] = []
        for t in [0.1, 0.2, 0.3, 0.5] {
            stage.show(at: t)
            xs.append(Double(stage.layer.presentation()?.position.x ?? -1))
            expected.append(100 * spring.value(at: t))
        }
        #expect(rounded(xs) == rounded(expected))
        #expect(xs.contains { $0 > 100 })   // under-damped: it overshoots
        stage.show(at: bounce.duration + 0.01)
        #expect(Double(stage.layer.presentation()?.position.x ?? -1) == 50)   // removed: the model again
    }

    @Test("a group runs its children in its time, clipped to its duration, and reports through its own delegate")
    func group() {
        let stage = CAAnimationStage()
        let log = CAAnimationLog("group ")
        let childLog = CAAnimationLog("child ")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 4
        fade.delegate = childLog
        let move = CAKeyframeAnimation(keyPath: "transform.translation.x")
        move.values = [0, -64]
        move.isAdditive = true
        move.beginTime = 1
        let both = CAAnimationGroup()
        both.animations = [fade, move]
        both.duration = 2
        both.delegate = log
        stage.add(both, forKey: "both")
        stage.show(at: 0.5)
        #expect(rounded([Double(stage.layer.presentation()?.opacity ?? -1)]) == [0.875])
        #expect(stage.layer.presentation()?.affineTransform() == .identity)
        // The child has no duration of its own: it runs for the group's 2 s from its begin time 1 s, a
        // quarter of the way at 1.5 s, and is clipped at the group's end.
        stage.show(at: 1.5)
        #expect(stage.layer.presentation()?.affineTransform().tx == -16)
        stage.show(at: 2)
        #expect(Double(stage.layer.presentation()?.opacity ?? -1) == 1)
        #expect(log.entries == ["group start", "group stop true"])
        #expect(childLog.entries.isEmpty)
    }

    @Test("CATransaction: disabled actions jump, a set duration stretches implicit animations, the completion waits")
    func transaction() {
        let stage = CAAnimationStage()
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.layer.opacity = 0.5
        CATransaction.commit()
        #expect(Double(stage.layer.presentation()?.opacity ?? -1) == 0.5)

        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        CATransaction.setCompletionBlock { events.append("completion") }
        stage.layer.opacity = 1
        let log = CAAnimationLog()
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 0
        move.duration = 2
        move.delegate = log
        stage.add(move, forKey: "move")
        CATransaction.commit()
        stage.show(at: 0.5)
        #expect(rounded([Double(stage.layer.presentation()?.opacity ?? -1)]) == [0.75])
        stage.show(at: 1.5)
        #expect(events.isEmpty)
        stage.show(at: 2)
        #expect(events == ["completion"])
        #expect(log.entries == ["start", "stop true"])
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test("a transaction that starts no animation completes on the next frame")
    func emptyTransaction() {
        let stage = CAAnimationStage()
        var done = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { done += 1 }
        CATransaction.commit()
        #expect(done == 0)
        stage.show(at: 1.0 / 60)
        #expect(done == 1)
    }
}
