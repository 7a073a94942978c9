import Render
import Testing
import TestSupport
@testable import Widgets

/// Slow animations live in the engine's timeline alone: durations are never scaled.
@MainActor
@Suite("The engine's timeline")
struct AnimationTimelineTests {
    @Test("at factor 1 the engine's time is the clock's, exactly")
    func unslowedIsTheClock() {
        let (window, clock) = TestSupport.makeWindow()
        window.step(clock, frames: 1000)
        #expect(window.engine.now == clock.now)
    }

    @Test("turning slow animations on mid-animation continues from the same value, ten times slower")
    func toggleContinues() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        view.animate(withDuration: 1, curve: .linear, animations: { view.alpha = 0 })
        window.step(clock, frames: 30)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-9)
        window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        window.step(clock)
        #expect(abs(view.presentationAlpha - (0.5 - 1.0 / 600)) < 1e-9)
        window.step(clock, frames: 298)
        #expect(view.presentationAlpha > 0)
        window.step(clock)
        #expect(view.presentationAlpha == 0)
    }

    @Test("a transition reports its nominal duration under slow animations and takes ten times as long")
    func transitionDurationIsNominal() {
        let (window, clock) = TestSupport.makeWindow()
        window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        let coordinator = TransitionCoordinator(kind: "test", duration: 0.35, curve: .linear, engine: window.engine)
        #expect(coordinator.transitionDuration == 0.35)
        #expect(coordinator.animator.duration == 0.35)
        var frames = 0
        coordinator.start({}, completion: { _ in })
        while !coordinator.isFinished && frames < 1000 {
            window.step(clock)
            frames += 1
        }
        #expect(frames == 210)
    }

    @Test("timers keep clock time under slow animations; the fade they start is slowed")
    func timersAreWallClock() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 300, height: 600))
        window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        scroll.contentSize = Size(width: 300, height: 10_000)
        window.rootView.addSubview(scroll)
        window.step(clock)
        // A slow drag (120 pt/s, no momentum): the indicator shows, waits 0.5 s of clock time, then fades
        // over 0.25 s × 10.
        window.sendPointer(.began, at: Point(x: 150, y: 500), time: clock.now)
        for i in 1...10 {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: 500 - 2 * Double(i)), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: 150, y: 480), time: clock.now)
        window.step(clock, frames: 29)
        #expect(scroll.indicator.presentationAlpha == 1)
        window.step(clock, frames: 75)
        #expect(abs(scroll.indicator.presentationAlpha - 0.5) < 1e-9)
        window.step(clock, frames: 74)
        #expect(scroll.indicator.presentationAlpha > 0)
        window.step(clock)
        #expect(scroll.indicator.presentationAlpha == 0)
    }
}
