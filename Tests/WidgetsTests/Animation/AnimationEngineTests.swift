import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Animation engine")
struct AnimationEngineTests {
    @Test("an animate block animates alpha along easeInOut and completes with finished")
    func alphaAlongCurve() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        var finished: Bool?
        view.animate(withDuration: 1, curve: .easeInOut, animations: { view.alpha = 0 }, completion: { finished = $0 })
        #expect(view.alpha == 0)
        #expect(view.presentationAlpha == 1)
        for i in 1...59 {
            window.step(clock)
            let t = Double(i) / 60
            #expect(abs(view.presentationAlpha - (1 - TimingCurve.easeInOut.value(at: t))) < 1e-9)
        }
        #expect(finished == nil)
        window.step(clock)
        #expect(view.presentationAlpha == 0)
        #expect(finished == true)
    }

    @Test("retargeting mid-flight starts from the presented value and interrupts the first animation")
    func retargetingIsContinuous() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        var first: Bool?
        var second: Bool?
        view.animate(withDuration: 0.5, curve: .linear, animations: { view.center = Point(x: 250, y: 50) },
                     completion: { first = $0 })
        window.step(clock, frames: 12)  // 0.2 s: 40 % of the way
        let before = view.presentationFrame.midX
        #expect(abs(before - (50 + 200 * 0.4)) < 1e-6)
        view.animate(withDuration: 0.5, curve: .linear, animations: { view.center = Point(x: 0, y: 50) },
                     completion: { second = $0 })
        // The new animation starts where the old one was on screen: no jump on the switch.
        #expect(abs(view.presentationFrame.midX - before) < 1e-9)
        window.step(clock)
        #expect(first == false)
        let afterOneFrame = view.presentationFrame.midX
        #expect(abs(afterOneFrame - (before + (0 - before) / 30)) < 1e-6)
        window.step(clock, frames: 30)
        #expect(second == true)
        #expect(view.presentationFrame.midX == 0)
    }

    @Test("a retargeted spring inherits the velocity it had")
    func springRetargetCarriesVelocity() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        view.animate(springResponse: 0.5, dampingRatio: 1) { view.center = Point(x: 105, y: 5) }
        window.step(clock, frames: 6)
        let x0 = view.presentationFrame.midX
        window.step(clock)
        let velocity = (view.presentationFrame.midX - x0) * 60
        view.animate(springResponse: 0.5, dampingRatio: 1) { view.center = Point(x: 305, y: 5) }
        window.step(clock)
        let x1 = view.presentationFrame.midX
        window.step(clock)
        let newVelocity = (view.presentationFrame.midX - x1) * 60
        // Still moving right at a speed in the same range, not restarting from rest.
        #expect(velocity > 100)
        #expect(newVelocity > velocity * 0.8)
    }

    @Test("a two-step cascade starts its second step on the frame the first ends")
    func cascadeSampledFrameByFrame() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 44))
        window.rootView.addSubview(view)
        var log: [(frame: Int, alpha: Double, height: Double)] = []
        var secondStartFrame: Int?
        var frame = 0
        view.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { _ in
            secondStartFrame = frame
            view.animate(withDuration: 0.5, animations: { view.frame = Rect(x: 0, y: 0, width: 100, height: 0) })
        })
        for f in 1...50 {
            frame = f
            window.step(clock)
            log.append((f, view.presentationAlpha, view.presentationFrame.height))
        }
        // 0.25 s is 15 frames: the fade ends on frame 15 and the collapse starts on that same frame.
        #expect(secondStartFrame == 15)
        #expect(log[13].alpha > 0)
        #expect(log[14].alpha == 0)
        #expect(log[14].height == 44)
        #expect(log[15].height < 44)
        let expected = 44 * (1 - TimingCurve.easeInOut.value(at: 1.0 / 30))
        #expect(abs(log[15].height - expected) < 1e-6)
        #expect(log[44].height == 0)  // 15 + 30 frames
        #expect(log[43].height > 0)
    }

    @Test("a delayed animation holds its start value until the delay passes")
    func delayHoldsStartValue() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        view.animate(withDuration: 0.25, delay: 0.5, curve: .linear, animations: { view.alpha = 0 })
        window.step(clock, frames: 30)
        #expect(view.presentationAlpha == 1)
        window.step(clock, frames: 6)
        #expect(abs(view.presentationAlpha - (1 - 6.0 / 15)) < 1e-6)
    }

    @Test("slow animations make a 0.25 s animation take ten times the frames")
    func slowAnimations() {
        let (window, clock) = TestSupport.makeWindow()
        window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        var done = false
        view.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { _ in done = true })
        window.step(clock, frames: 149)
        #expect(!done)
        window.step(clock)
        #expect(done)
    }

    @Test("a non-animated set removes the running animation and reports finished false")
    func directSetInterrupts() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        var finished: Bool?
        view.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished = $0 })
        window.step(clock, frames: 3)
        view.alpha = 0.5
        #expect(view.presentationAlpha == 0.5)
        window.step(clock)
        #expect(finished == false)
    }

    @Test("a block that changes nothing still completes, on the next frame")
    func emptyBlockCompletes() {
        let (window, clock) = TestSupport.makeWindow()
        var finished: Bool?
        window.rootView.animate(withDuration: 1, animations: {}, completion: { finished = $0 })
        #expect(finished == nil)
        window.step(clock)
        #expect(finished == true)
    }
}
