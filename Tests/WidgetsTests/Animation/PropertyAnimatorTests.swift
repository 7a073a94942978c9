import Render
import Testing
import TestSupport
import Widgets

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

/// UIViewPropertyAnimator rules beyond scrubbing: late additions, delays, springs, stopping.
@MainActor
@Suite("Property animator rules")
struct PropertyAnimatorRulesTests {
    /// UIKit (addAnimations(_:)): "If you call this method while the animator is running, the new
    /// animations begin at the current time and run for the remaining duration."
    @Test("animations added while running start now and run for the remaining duration")
    func addWhileRunning() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        let animator = PropertyAnimator(duration: 1, curve: .linear, engine: window.engine) {
            view.center = Point(x: 150, y: 50)
        }
        animator.startAnimation()
        window.step(clock, frames: 30)
        animator.addAnimations { view.alpha = 0 }
        window.step(clock)
        #expect(view.presentationAlpha > 0.9)
        window.step(clock, frames: 14)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        window.step(clock, frames: 15)
        #expect(view.presentationAlpha == 0)
    }

    /// UIKit (addAnimations(_:delayFactor:)): the delay is a fraction of the remaining duration.
    @Test("a delay factor holds added animations back by that fraction of the remaining duration")
    func addWithDelayFactor() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        let animator = PropertyAnimator(duration: 1, curve: .linear, engine: window.engine)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        window.step(clock, frames: 30)
        #expect(view.presentationAlpha == 1)
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
    }

    /// UIKit: runningPropertyAnimator(withDuration:delay:options:animations:completion:) "creates and
    /// returns an animator object that begins running its animations immediately", after the delay, on
    /// the options' curve; its completion gets the end position.
    @Test("a running property animator starts after its delay and reports the end position")
    func runningAnimator() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        var position: AnimationPosition?
        let animator = PropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: .curveLinear, engine: window.engine,
            animations: { view.alpha = 0 }, completion: { position = $0 })
        #expect(animator.isRunning)
        window.step(clock, frames: 30)
        #expect(view.presentationAlpha == 1)
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        // Without .allowUserInteraction in its options the animator's views ignore touches meanwhile.
        #expect(!animator.isUserInteractionEnabled)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === window.rootView)
        window.step(clock, frames: 15)
        #expect(position == .end)
    }

    /// UIKit: stopAnimation(true) leaves the properties where they are and the animator inactive, with no
    /// completion; stopAnimation(false) then finishAnimation(at: .current) runs the completions with
    /// `.current`.
    @Test("stopAnimation without finishing leaves values as they are; with finishing reports current")
    func stopAnimation() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        var position: AnimationPosition?
        let animator = PropertyAnimator(duration: 1, curve: .linear, engine: window.engine) { view.alpha = 0 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        window.step(clock, frames: 30)
        animator.stopAnimation(true)
        window.step(clock, frames: 30)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        #expect(abs(view.alpha - 0.5) < 1e-6)
        #expect(position == nil)
        #expect(animator.state == .inactive)

        let second = PropertyAnimator(duration: 1, curve: .linear, engine: window.engine) { view.alpha = 1 }
        second.addCompletion { position = $0 }
        second.startAnimation()
        window.step(clock, frames: 30)
        second.stopAnimation(false)
        #expect(second.state == .stopped)
        second.finishAnimation(at: .current)
        window.step(clock)
        #expect(position == .current)
        #expect(abs(view.alpha - 0.75) < 1e-6)
    }

    /// UIKit (pausesOnCompletion): "the animator remains in the active state and is paused at the end
    /// of the animation … completion handlers are not called", so it can run back.
    @Test("pausesOnCompletion keeps the animator active at the end without completing")
    func pausesOnCompletion() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        var position: AnimationPosition?
        let animator = PropertyAnimator(duration: 0.5, curve: .linear, engine: window.engine) { view.alpha = 0 }
        animator.pausesOnCompletion = true
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        window.step(clock, frames: 40)
        #expect(position == nil && animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && view.presentationAlpha == 0)
        animator.isReversed = true
        animator.startAnimation()
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        animator.pausesOnCompletion = false
        window.step(clock, frames: 15)
        #expect(position == .start)
    }

    /// UIKit: UIViewPropertyAnimator(duration:dampingRatio:animations:) runs a spring that settles at the
    /// duration; an underdamped one overshoots on the way.
    @Test("a damping-ratio animator overshoots and settles at its duration")
    func springAnimator() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        var position: AnimationPosition?
        let animator = PropertyAnimator(duration: 1, dampingRatio: 0.3, engine: window.engine) {
            view.center = Point(x: 150, y: 50)
        }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        var peak = 0.0
        for _ in 0..<60 {
            window.step(clock)
            peak = max(peak, view.presentationFrame.midX)
        }
        #expect(peak > 150)
        window.step(clock)
        #expect(position == .end)
        #expect(view.presentationFrame.midX == 150)
    }
}
