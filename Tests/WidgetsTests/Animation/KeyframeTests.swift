import Render
import Testing
import TestSupport
import Widgets

/// UIView.animateKeyframes and addKeyframe(withRelativeStartTime:relativeDuration:animations:).
@MainActor
@Suite("Keyframe animations")
struct KeyframeTests {
    /// UIKit: "frameStartTime: The time at which to start the specified animations. This value must be in
    /// the range 0 to 1, where 0 represents the start of the overall animation and 1 represents the end";
    /// relativeDuration likewise. A property set in two keyframes moves through both values in turn, each
    /// keyframe linear within its part (calculationModeLinear, the default).
    @Test("keyframes animate each change over its part of the duration, one after the other")
    func keyframesInTurn() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        var finished: Bool?
        view.animateKeyframes(withDuration: 1, options: .curveLinear, animations: {
            view.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center = Point(x: 150, y: 50) }
            view.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center = Point(x: 150, y: 150) }
            view.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: { finished = $0 })
        window.step(clock, frames: 15)
        #expect(abs(view.presentationFrame.midX - 100) < 1e-6)
        #expect(view.presentationFrame.midY == 50)
        #expect(view.presentationAlpha == 1)
        window.step(clock, frames: 15)
        #expect(abs(view.presentationFrame.midX - 150) < 1e-6)
        #expect(abs(view.presentationFrame.midY - 50) < 1e-6)
        window.step(clock, frames: 8)
        #expect(view.presentationFrame.midY > 50 && view.presentationFrame.midY < 150)
        window.step(clock, frames: 7)
        #expect(abs(view.presentationFrame.midY - 150) < 1e-6)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        #expect(finished == nil)
        window.step(clock, frames: 15)
        #expect(finished == true)
        #expect(view.presentationAlpha == 0)
        #expect(view.center == Point(x: 150, y: 150))
    }

    /// Observed on iOS: a keyframe block's time is bent by ease-in-ease-out unless its options carry another
    /// curve (`UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)` makes
    /// it linear; StackOverflow 68056506). A keyframe from 0 to 0.5 is half done when the bent time is 0.25.
    @Test("a keyframe block follows ease-in-ease-out over its whole duration by default")
    func keyframesDefaultCurve() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        var finished: Bool?
        view.animateKeyframes(withDuration: 1, animations: {
            view.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
            view.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 1 }
        }, completion: { finished = $0 })
        window.step(clock, frames: 15)
        let bent = TimingCurve.easeInOut.value(at: 0.25)
        #expect(abs(view.presentationAlpha - (1 - bent / 0.5)) < 1e-6)
        // The first keyframe ends at the time the bent fraction reaches 0.5: half way, by symmetry.
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha) < 1e-6)
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - (TimingCurve.easeInOut.value(at: 0.75) - 0.5) / 0.5) < 1e-6)
        window.step(clock, frames: 15)
        #expect(finished == true)
        #expect(view.presentationAlpha == 1)
    }

    /// UIKit: the keyframes start after the block's delay.
    @Test("keyframes start after the block's delay")
    func keyframesDelay() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        view.animateKeyframes(withDuration: 1, delay: 0.5, options: .curveLinear, animations: {
            view.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        window.step(clock, frames: 60)
        #expect(abs(view.presentationAlpha - 1) < 1e-9)
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
    }
}
