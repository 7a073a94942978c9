import Render
import Testing
import TestSupport
@testable import Widgets

/// Momentum and bounce-back run as simulations of the window's animation engine: visible to
/// `isAnimating`, stopped by a touch-down, and slowed by the engine's timeline.
@MainActor
@Suite("Scroll momentum on the engine")
struct ScrollMomentumTests {
    func makeScroll() -> (Window, ManualClock, ScrollView) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 300, height: 600))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        scroll.contentSize = Size(width: 300, height: 10_000)
        window.rootView.addSubview(scroll)
        window.step(clock)
        return (window, clock, scroll)
    }

    /// A flick upward at 1200 pt/s: 200 pt in 10 frames, lifted on the last move's frame.
    func flick(_ window: Window, _ clock: ManualClock) {
        window.sendPointer(.began, at: Point(x: 150, y: 500), time: clock.now)
        for i in 1...10 {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: 500 - 20 * Double(i)), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
    }

    /// The content offset after each frame from the release until the glide ends.
    func glide(_ window: Window, _ clock: ManualClock, _ scroll: ScrollView, limit: Int = 20_000) -> [Double] {
        var offsets: [Double] = []
        while scroll.isDecelerating && offsets.count < limit {
            window.step(clock)
            offsets.append(scroll.contentOffset.y)
        }
        return offsets
    }

    @Test("momentum ticks while the engine is animating and ends with it")
    func momentumIsAnEngineAnimation() {
        let (window, clock, scroll) = makeScroll()
        flick(window, clock)
        #expect(scroll.isDecelerating)
        #expect(window.engine.runningSimulationCount == 1)
        var frames = 0
        var last = scroll.contentOffset.y
        while scroll.isDecelerating {
            #expect(window.engine.isAnimating)
            window.step(clock)
            #expect(scroll.contentOffset.y >= last)
            last = scroll.contentOffset.y
            frames += 1
        }
        // 1200 pt/s decays to the 1 pt/s stopping speed in ln(1/1200)/(1000·ln 0.998) = 3.54 s.
        let duration = Deceleration.normal.duration(initialVelocity: 1200)
        #expect(frames == Int((duration * 60).rounded(.up)))
        #expect(!window.engine.isAnimating)
        #expect(window.engine.runningSimulationCount == 0)
    }

    @Test("a touch-down during deceleration stops the content where it is")
    func touchDownStops() {
        let (window, clock, scroll) = makeScroll()
        flick(window, clock)
        window.step(clock, frames: 10)
        let caught = scroll.contentOffset.y
        window.sendPointer(.began, at: Point(x: 150, y: 300), time: clock.now)
        #expect(!scroll.isDecelerating)
        #expect(scroll.pressStoppedMotion)
        window.step(clock)
        #expect(!window.engine.isAnimating)
        window.step(clock, frames: 30)
        #expect(scroll.contentOffset.y == caught)
        window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 30)
        #expect(scroll.contentOffset.y == caught)
        // The indicator fades after the catch, as after any scroll.
        window.step(clock, frames: 15)
        #expect(scroll.indicator.presentationAlpha == 0)
    }

    @Test("a press that catches the bounce-back holds the content, and the drag that follows continues from it")
    func catchBounce() {
        let (window, clock, scroll) = makeScroll()
        // Pull 200 pt past the top, rest, and let go: the bounce-back starts from about −93 pt.
        window.sendPointer(.began, at: Point(x: 150, y: 100), time: clock.now)
        for i in 1...20 {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: 100 + Double(i) * 10), time: clock.now)
        }
        window.step(clock, frames: 20)
        window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 6)
        let caught = scroll.contentOffset.y
        #expect(caught < -40)
        window.sendPointer(.began, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 5)
        #expect(scroll.contentOffset.y == caught)
        // 11 pt down: past the slop, the pan begins and pulls the content a little further out.
        window.sendPointer(.moved, at: Point(x: 150, y: 311), time: clock.now)
        #expect(scroll.isDragging)
        #expect(scroll.contentOffset.y < caught && scroll.contentOffset.y > caught - 11)
        let resisted = RubberBand.standard.offset(
            forOverscroll: RubberBand.standard.overscroll(forOffset: -caught, dimension: 600) + 11, dimension: 600)
        #expect(abs(scroll.contentOffset.y + resisted) < 1e-9)
    }

    @Test("slow animations stretch the glide tenfold through the same offsets")
    func slowGlide() {
        let (window, clock, scroll) = makeScroll()
        flick(window, clock)
        let normal = glide(window, clock, scroll)
        let (slowWindow, slowClock, slowScroll) = makeScroll()
        slowWindow.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        flick(slowWindow, slowClock)
        let slowed = glide(slowWindow, slowClock, slowScroll)
        #expect(normal.count == 213)
        #expect(slowed.count > 10 * (normal.count - 1) && slowed.count <= 10 * normal.count)
        for k in stride(from: 1, to: normal.count, by: 7) {
            #expect(abs(slowed[10 * k - 1] - normal[k - 1]) < 1e-6, "frame \(k)")
        }
        #expect(abs(slowed.last! - normal.last!) < 1e-9)
    }

    @Test("turning slow animations on mid-glide continues from where the content is, ten times slower")
    func toggleMidGlide() {
        let (window, clock, scroll) = makeScroll()
        flick(window, clock)
        let release = scroll.contentOffset.y
        window.step(clock, frames: 30)
        let before = scroll.contentOffset.y
        window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier
        window.step(clock)
        // Half a second of glide, then a tenth of a frame.
        let expected = Deceleration.normal.position(at: 0.5 + 1.0 / 600, from: release, initialVelocity: 1200)
        #expect(abs(scroll.contentOffset.y - expected) < 1e-6)
        #expect(scroll.contentOffset.y - before < 1.2)
        window.engine.slowAnimationFactor = 1
        window.step(clock)
        let back = Deceleration.normal.position(at: 0.5 + 1.0 / 600 + 1.0 / 60, from: release, initialVelocity: 1200)
        #expect(abs(scroll.contentOffset.y - back) < 1e-6)
    }

    @Test("the bounce-back past the top is slowed tenfold too")
    func slowBounce() {
        func bounceFrames(slow: Bool) -> Int {
            let (window, clock, scroll) = makeScroll()
            if slow { window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier }
            window.sendPointer(.began, at: Point(x: 150, y: 100), time: clock.now)
            for i in 1...20 {
                window.step(clock)
                window.sendPointer(.moved, at: Point(x: 150, y: 100 + Double(i) * 10), time: clock.now)
            }
            window.step(clock, frames: 20)  // rest, so the release has no velocity
            window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
            return glide(window, clock, scroll).count
        }
        let normal = bounceFrames(slow: false), slowed = bounceFrames(slow: true)
        #expect(normal > 20)
        #expect(slowed > 10 * (normal - 1) && slowed <= 10 * normal)
    }

    @Test("a tap that stops a gliding table selects no row; the next tap does")
    func catchingTapSelectsNothing() {
        let (window, clock, table, rows) = makeTable(rows: 200)
        window.sendPointer(.began, at: Point(x: 150, y: 500), time: clock.now)
        for i in 1...10 {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: 500 - 20 * Double(i)), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 10)
        #expect(table.isDecelerating)
        window.sendPointer(.began, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 3)
        window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 20)
        #expect(rows.log.entries == [])
        #expect(table.indexPathForSelectedRow == nil)
        window.sendPointer(.began, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 3)
        window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
        #expect(rows.log.entries.count == 1)
    }
}

@MainActor
@Suite("Scroll to top")
struct ScrollToTopTests {
    /// Frames from a scroll-to-top during a glide until the content rests at the top.
    func framesToTop(slow: Bool) -> Int {
        let m = ScrollMomentumTests()
        let (window, clock, scroll) = m.makeScroll()
        if slow { window.engine.slowAnimationFactor = AnimationEngine.slowAnimationMultiplier }
        m.flick(window, clock)
        window.step(clock, frames: 5)
        scroll.scrollToTop()
        #expect(!scroll.isDecelerating, "scrolling to the top stops momentum")
        var frames = 0
        while window.engine.isAnimating && frames < 1000 {
            window.step(clock)
            frames += 1
        }
        #expect(scroll.presentationBounds.minY == 0)
        return frames
    }

    @Test("scroll to top stops momentum and animates on the engine: 0.3 s, ten times as long slowed")
    func scrollToTop() {
        #expect(framesToTop(slow: false) == 18)
        #expect(framesToTop(slow: true) == 180)
    }
}
