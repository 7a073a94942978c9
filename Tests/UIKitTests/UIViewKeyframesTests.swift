import Foundation
import Testing
import TestSupport
import UIKit

/// UIKit's type-level keyframe animation, `UIView.animateKeyframes` with `UIView.addKeyframe` inside, as
/// real code writes it (a class method, KeyframeAnimationOptions).
@MainActor
struct UIViewKeyframesTests {
    @Test("keyframes run in turn over their slices of the duration; completion runs once, finished")
    func keyframesInTurn() {
        let page = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        page.view.addSubview(box)
        let host = UIKitHost(page)
        var completions: [Bool] = []
        // UIKit's idiom for a linear block: the curve bits of AnimationOptions in the raw value.
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.frame.origin.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.frame.origin.y = 200 }
        }, completion: { completions.append($0) })
        #expect(box.frame.origin == CGPoint(x: 100, y: 200), "the model takes the end values at once")
        host.window.step(host.clock)  // one frame: the block's clock starts here
        host.clock.advance(by: 0.25 - 1.0 / 60)
        host.window.advanceFrame()
        #expect(abs(box.presentationFrame.minX - 50) < 1)
        #expect(box.presentationFrame.minY == 0)
        host.clock.advance(by: 0.5)
        host.window.advanceFrame()
        #expect(box.presentationFrame.minX == 100)
        #expect(abs(box.presentationFrame.minY - 100) < 1)
        host.clock.advance(by: 0.3)
        host.window.advanceFrame()
        host.clock.advance(by: 0.02)
        host.window.advanceFrame()
        #expect(box.presentationFrame.origin == CGPoint(x: 100, y: 200))
        #expect(completions == [true])
    }

    @Test("KeyframeAnimationOptions has UIKit's raw values; a stray addKeyframe applies at once")
    func optionsAndStrayKeyframe() {
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubic.rawValue == 3 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
        #expect(UIView.KeyframeAnimationOptions.overrideInheritedOptions.rawValue == 1 << 7)
        #expect(UIView.KeyframeAnimationOptions.allowUserInteraction.rawValue == 1 << 1)
        let page = UIViewController()
        let box = UIView(frame: .zero)
        page.view.addSubview(box)
        let host = UIKitHost(page)
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { box.alpha = 0.2 }
        host.window.step(host.clock)
        #expect(box.alpha == 0.2)
        #expect(host.window.engine.isAnimating == false)
    }
}
