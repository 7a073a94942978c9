import Render
import TestSupport
import Widgets

/// A picker in a window on a manual clock, with helpers that drag a wheel the way a finger does: one
/// pointer event per frame (or every few frames), the clock stepping between them.
@MainActor
struct PickerFixture {
    let window: Window
    let clock: ManualClock
    let picker: PickerView
    /// (row, component) pairs in the order `onValueChanged` reported them.
    let changes = ChangeLog()

    @MainActor
    final class ChangeLog {
        var entries: [[Int]] = []
    }

    init(picker: PickerView = PickerView(columns: [(0..<40).map { "Row \($0)" }]),
         frame: Rect = Rect(x: 0, y: 100, width: 375, height: PickerView.standardHeight)) {
        (window, clock) = TestSupport.makeWindow()
        self.picker = picker
        picker.frame = frame
        window.rootView.addSubview(picker)
        let log = changes
        picker.onValueChanged = { _, row, component in log.entries.append([row, component]) }
    }

    /// The centre of `component`'s wheel in window coordinates.
    func wheelCenter(_ component: Int = 0) -> Point {
        let frame = picker.componentFrames()[component]
        return picker.convert(Point(x: frame.midX, y: picker.bounds.midY), to: nil)
    }

    /// Presses at `start`, moves by `dy` in `moves` equal steps `framesPerMove` frames apart, then lifts
    /// (after `holdFrames` more frames without moving, when given).
    func drag(from start: Point, dy: Double, moves: Int, framesPerMove: Int = 1, holdFrames: Int = 0) {
        window.sendPointer(.began, at: start, time: clock.now)
        var point = start
        for i in 1...moves {
            window.step(clock, frames: framesPerMove)
            point = Point(x: start.x, y: start.y + dy * Double(i) / Double(moves))
            window.sendPointer(.moved, at: point, time: clock.now)
        }
        if holdFrames > 0 { window.step(clock, frames: holdFrames) }
        window.sendPointer(.ended, at: point, time: clock.now)
    }

    /// A press and release without movement.
    func tap(at point: Point) {
        window.sendPointer(.began, at: point, time: clock.now)
        window.step(clock, frames: 3)
        window.sendPointer(.ended, at: point, time: clock.now)
    }

    func run(seconds: Double) {
        window.step(clock, frames: Int((seconds * 60).rounded()))
    }

    func offset(_ component: Int = 0) -> Double { picker.contentOffset(inComponent: component) }
}
