import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Property animator")
struct PropertyAnimatorTests {
    @Test("scrub to 0.3, reverse and continue: values follow and the completion reports the start")
    func scrubReverseContinue() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        let animator = PropertyAnimator(duration: 1, curve: .linear, engine: window.engine) {
            view.center = Point(x: 150, y: 50)
        }
        var position: AnimationPosition?
        animator.addCompletion { position = $0 }
        animator.fractionComplete = 0.3
        window.step(clock)
        #expect(abs(view.presentationFrame.midX - (50 + 100 * 0.3)) < 1e-9)
        animator.isReversed = true
        animator.continueAnimation(withTiming: nil, durationFactor: 1)
        // The remaining 0.3 of the way back takes 0.3 s, linear.
        window.step(clock, frames: 9)
        #expect(abs(view.presentationFrame.midX - (50 + 100 * 0.15)) < 1e-6)
        #expect(position == nil)
        window.step(clock, frames: 9)
        #expect(position == .start)
        #expect(view.presentationFrame.midX == 50)
        // Finishing at the start puts the model back too (UIKit).
        #expect(view.center.x == 50)
    }

    @Test("continue with a new curve and a duration factor runs the remaining fraction in that time")
    func continueWithCurve() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        let animator = PropertyAnimator(duration: 0.6, curve: .linear, engine: window.engine) { view.alpha = 0 }
        var position: AnimationPosition?
        animator.addCompletion { position = $0 }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTiming: .curve(.easeOut, duration: 0.6), durationFactor: 0.5)
        // Remaining 0.5 × 0.6 s × 0.5 = 0.15 s = 9 frames.
        window.step(clock, frames: 3)
        let expected = 1 - (0.5 + 0.5 * TimingCurve.easeOut.value(at: 3.0 / 9))
        #expect(abs(view.presentationAlpha - expected) < 1e-6)
        window.step(clock, frames: 6)
        #expect(position == .end)
        #expect(view.presentationAlpha == 0)
    }

    @Test("a started animator runs to the end along its curve")
    func startRunsToEnd() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        let animator = PropertyAnimator(duration: 0.5, curve: .easeInOut, engine: window.engine) { view.alpha = 0 }
        animator.startAnimation()
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - (1 - TimingCurve.easeInOut.value(at: 0.5))) < 1e-6)
        animator.pauseAnimation()
        window.step(clock, frames: 10)
        #expect(abs(view.presentationAlpha - (1 - TimingCurve.easeInOut.value(at: 0.5))) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-6)
    }
}
