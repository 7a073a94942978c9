import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Scroll view")
struct ScrollViewTests {
    func makeScroll() -> (Window, ManualClock, ScrollView) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 300, height: 600))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 600))
        scroll.contentSize = Size(width: 300, height: 10_000)
        window.rootView.addSubview(scroll)
        window.step(clock)
        return (window, clock, scroll)
    }

    /// Drags from y0 to y1 in `frames` frames of 1/60 s and releases.
    func drag(_ window: Window, _ clock: ManualClock, from y0: Double, to y1: Double, frames: Int) {
        window.sendPointer(.began, at: Point(x: 150, y: y0), time: clock.now)
        for i in 1...frames {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: y0 + (y1 - y0) * Double(i) / Double(frames)), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: 150, y: y1), time: clock.now)
    }

    @Test("dragging tracks the pointer 1:1")
    func dragTracks() {
        let (window, clock, scroll) = makeScroll()
        window.sendPointer(.began, at: Point(x: 150, y: 400), time: clock.now)
        for y in stride(from: 390.0, through: 300, by: -10) {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: y), time: clock.now)
            // The pan begins past the 10 pt slop; from then on the content sits under the pointer.
            #expect(Double(scroll.contentOffset.y) == (y < 390 ? 400 - y : 0))
        }
    }

    @Test("momentum travel after a release matches the deceleration formula")
    func momentumMatchesFormula() {
        let (window, clock, scroll) = makeScroll()
        drag(window, clock, from: 500, to: 300, frames: 10)  // 1200 pt/s upward
        let releaseOffset = scroll.contentOffset.y
        let releaseTime = clock.now
        let v0 = 1200.0
        for _ in 0..<30 {
            window.step(clock)
            let t = clock.now - releaseTime
            let expected = Deceleration.normal.position(at: t, from: releaseOffset, initialVelocity: v0)
            #expect(abs(scroll.contentOffset.y - expected) < 1e-6)
        }
        #expect(scroll.isDecelerating)
        window.step(clock, frames: 600)
        #expect(!scroll.isDecelerating)
        let destination = Deceleration.normal.destination(from: releaseOffset, initialVelocity: v0)
        #expect(abs(scroll.contentOffset.y - destination) < 0.5)
    }

    @Test("no momentum below 0.25 pt/ms")
    func slowReleaseStops() {
        let (window, clock, scroll) = makeScroll()
        drag(window, clock, from: 500, to: 480, frames: 10)  // 120 pt/s
        let offset = scroll.contentOffset.y
        window.step(clock, frames: 10)
        #expect(scroll.contentOffset.y == offset)
        #expect(!scroll.isDecelerating)
    }

    @Test("dragging past the top rubber-bands by the formula and bounces back")
    func rubberBand() {
        let (window, clock, scroll) = makeScroll()
        window.sendPointer(.began, at: Point(x: 150, y: 100), time: clock.now)
        for i in 1...20 {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 150, y: 100 + Double(i) * 10), time: clock.now)
            let x = i > 1 ? Double(i) * 10 : 0  // the pan begins past the 10 pt slop
            let expected = -(1 - 1 / (x * 0.55 / 600 + 1)) * 600
            #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
        }
        window.step(clock, frames: 20)  // rest, so the release has no velocity
        window.sendPointer(.ended, at: Point(x: 150, y: 300), time: clock.now)
        window.step(clock, frames: 5)
        #expect(scroll.contentOffset.y < 0)
        window.step(clock, frames: 120)
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.isDecelerating)
    }

    @Test("the wheel scrolls smoothly to the clamped target")
    func wheel() {
        let (window, clock, scroll) = makeScroll()
        _ = scroll.handleWheel(dx: 0, dy: 120)
        window.step(clock, frames: 6)
        #expect(scroll.presentationBounds.minY > 0 && scroll.presentationBounds.minY < 120)
        window.step(clock, frames: 6)
        #expect(scroll.presentationBounds.minY == 120)
        _ = scroll.handleWheel(dx: 0, dy: -500)
        window.step(clock, frames: 12)
        #expect(scroll.presentationBounds.minY == 0)
    }

    @Test("the indicator shows while scrolling and fades 0.5 s after it stops")
    func indicatorFades() {
        let (window, clock, scroll) = makeScroll()
        drag(window, clock, from: 500, to: 480, frames: 10)
        #expect(scroll.indicator.presentationAlpha == 1)
        window.step(clock, frames: 29)
        #expect(scroll.indicator.presentationAlpha == 1)
        window.step(clock, frames: 16)
        #expect(scroll.indicator.presentationAlpha == 0)
    }
}
