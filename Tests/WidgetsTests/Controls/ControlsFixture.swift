import Render
import TestSupport
import Widgets

/// A window on a manual clock holding one control at a known frame, with pointer helpers that run a frame
/// after each event, as the host does.
@MainActor
struct ControlsFixture {
    let window: Window
    let clock: ManualClock

    init(_ view: View, frame: Rect) {
        (window, clock) = TestSupport.makeWindow()
        view.frame = frame
        window.rootView.addSubview(view)
        window.step(clock)
    }

    func press(_ p: Point) { window.sendPointer(.began, at: p, time: clock.now); window.step(clock) }
    func move(_ p: Point) { window.sendPointer(.moved, at: p, time: clock.now); window.step(clock) }
    func release(_ p: Point) { window.sendPointer(.ended, at: p, time: clock.now); window.step(clock) }
    func tap(_ p: Point) { press(p); release(p) }
    /// Runs frames for `seconds` of clock time (1/60 s each).
    func wait(_ seconds: Double) { window.step(clock, frames: Int((seconds * 60).rounded())) }
}
