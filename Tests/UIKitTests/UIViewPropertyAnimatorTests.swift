import Foundation
import Testing
import TestSupport
import UIKit

/// UIViewPropertyAnimator with UIKit's initializers (no engine argument): it runs on the window's clock,
/// with UIKit's curves, control points, springs and timing-parameter objects.
@MainActor
struct UIViewPropertyAnimatorTests {
    /// A box at x = 0 in a window, with the host that steps it.
    func makeBox() -> (UIKitHost, UIView) {
        let page = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        page.view.addSubview(box)
        return (UIKitHost(page), box)
    }

    func advance(_ host: UIKitHost, by time: Double) {
        host.clock.advance(by: time)
        host.window.advanceFrame()
    }

    @Test("init(duration:curve:) runs on the window's clock with UIKit's curve and ends at .end")
    func curveInitializer() {
        let (host, box) = makeBox()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.frame.origin.x = 100 }
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .active)
        animator.startAnimation()
        host.window.step(host.clock)
        advance(host, by: 0.25)
        #expect(abs(box.presentationFrame.minX - 25) < 2)
        #expect(animator.isRunning)
        advance(host, by: 0.8)
        advance(host, by: 0.02)
        #expect(box.presentationFrame.minX == 100)
        #expect(ended == [.end])
        #expect(animator.state == .inactive)
    }

    @Test("control points shape the curve: (0.9, 0) (1, 1) lags far behind linear at the midpoint")
    func controlPoints() {
        let (host, box) = makeBox()
        let animator = UIViewPropertyAnimator(duration: 1, controlPoint1: CGPoint(x: 0.9, y: 0),
                                              controlPoint2: CGPoint(x: 1, y: 1)) { box.frame.origin.x = 100 }
        animator.startAnimation()
        host.window.step(host.clock)
        advance(host, by: 0.5)
        #expect(box.presentationFrame.minX < 20)
        #expect(box.presentationFrame.minX > 0)
    }

    @Test("fractionComplete takes a CGFloat, scrubs linearly and pauses the animator")
    func scrubbing() {
        let (host, box) = makeBox()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.frame.origin.x = 200 }
        let pan: CGFloat = 60
        let width: CGFloat = 200
        animator.fractionComplete = pan / width
        host.window.step(host.clock)
        advance(host, by: 1.0 / 60)
        #expect(abs(box.presentationFrame.minX - 60) < 0.5)
        let fraction: CGFloat = animator.fractionComplete
        #expect(abs(fraction - 0.3) < 1e-9)
        #expect(!animator.isRunning)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        advance(host, by: 1.0 / 60)
        advance(host, by: 1.0 / 60)
        #expect(box.presentationFrame.minX == 200)
    }

    @Test("spring constants set the duration themselves; a damping ratio settles at the animator's duration")
    func springParameters() {
        let (host, box) = makeBox()
        let constants = UISpringTimingParameters(mass: 1, stiffness: 300, damping: 40, initialVelocity: CGVector(dx: 0, dy: 0))
        #expect(constants.timingCurveType == .spring)
        #expect(constants.cubicTimingParameters == nil)
        var done = false
        let animator = UIViewPropertyAnimator(duration: 30, timingParameters: constants)
        animator.addAnimations { box.frame.origin.x = 100 }
        animator.addCompletion { _ in done = true }
        animator.startAnimation()
        host.window.step(host.clock)
        for _ in 0..<120 { advance(host, by: 1.0 / 60) }
        #expect(done, "a spring of ratio 1.15 settles in well under 2 s, not the 30 s given")
        #expect(abs(box.presentationFrame.minX - 100) < 0.01)

        let (host2, box2) = makeBox()
        let ratio = UIViewPropertyAnimator(duration: 2, timingParameters: UISpringTimingParameters(dampingRatio: 1))
        ratio.addAnimations { box2.frame.origin.x = 100 }
        ratio.startAnimation()
        host2.window.step(host2.clock)
        advance(host2, by: 1)
        #expect(box2.presentationFrame.minX > 50 && box2.presentationFrame.minX < 99.9)
    }

    @Test("cubic parameters: init() is Core Animation's default curve, init(animationCurve:) UIKit's points")
    func cubicParameters() {
        let standard = UICubicTimingParameters()
        #expect(standard.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(standard.controlPoint2 == CGPoint(x: 0.25, y: 1))
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.animationCurve == .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.timingCurveType == .cubic)
        #expect(easeIn.springTimingParameters == nil)

        let (host, box) = makeBox()
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(animationCurve: .linear))
        animator.addAnimations { box.frame.origin.x = 100 }
        animator.startAnimation()
        host.window.step(host.clock)
        advance(host, by: 0.5)
        #expect(abs(box.presentationFrame.minX - 50) < 2)
    }

    @Test("runningPropertyAnimator without an engine starts after its delay and reports .end")
    func runningAnimator() {
        let (host, box) = makeBox()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5,
                                                                      options: [.curveLinear], animations: {
            box.frame.origin.x = 100
        }, completion: { ended.append($0) })
        #expect(animator.isRunning)
        host.window.step(host.clock)  // one frame of the delay
        advance(host, by: 0.5 - 2.0 / 60)
        #expect(box.presentationFrame.minX == 0, "still in its delay")
        advance(host, by: 0.25 + 1.0 / 60)
        #expect(abs(box.presentationFrame.minX - 50) < 1)
        advance(host, by: 0.3)
        advance(host, by: 0.02)
        #expect(ended == [.end])
    }

    @Test("CGVector as Core Graphics spells it")
    func vector() {
        let v = CGVector(dx: 3, dy: -4)
        #expect(v.dx == 3 && v.dy == -4)
        #expect(CGVector.zero == CGVector())
        #expect(CGVector(dx: 1.5, dy: 2.5) == CGVector(dx: CGFloat(1.5), dy: CGFloat(2.5)))
    }
}
