import Render
import Testing
import TestSupport
import Widgets

/// `schedule(after:)` is an NSTimer, not a display link: waiting for it draws nothing, and the host can
/// sleep until it is due.
@MainActor
@Suite("Window timers")
struct WindowTimerTests {
    @Test("a pending timer does not make frames draw, and fires once when due")
    func pendingTimerIsIdle() {
        let (window, clock) = TestSupport.makeWindow()
        window.step(clock)
        window.draw(in: RecordingCanvas())
        var fired = 0
        window.schedule(after: 1) { fired += 1 }
        #expect(abs((window.nextTimerDue ?? 0) - (clock.now + 1)) < 1e-6)
        #expect(!window.isBusy)
        var drawn = 0
        for _ in 0..<90 {
            clock.advance(by: 1.0 / 60)
            if window.advanceFrame() {
                drawn += 1
                window.draw(in: RecordingCanvas())
            }
        }
        #expect(fired == 1)
        #expect(drawn == 0)
        #expect(window.nextTimerDue == nil)
    }

    @Test("a timer whose work changes a view draws that one frame")
    func timerThatChangesSomethingDraws() {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        window.step(clock)
        window.draw(in: RecordingCanvas())
        window.schedule(after: 0.5) { view.backgroundColor = .systemBlue }
        var drawnAt: [Int] = []
        for frame in 1...60 {
            clock.advance(by: 1.0 / 60)
            if window.advanceFrame() {
                drawnAt.append(frame)
                window.draw(in: RecordingCanvas())
            }
        }
        #expect(drawnAt == [30])
    }

    @Test("an invalidated timer never fires and is not waited for")
    func invalidated() {
        let (window, clock) = TestSupport.makeWindow()
        var fired = false
        let link = window.schedule(after: 0.1) { fired = true }
        link.invalidate()
        #expect(window.nextTimerDue == nil)
        window.step(clock, frames: 20)
        #expect(!fired)
    }
}
