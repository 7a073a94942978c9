import Render
import Testing
import Widgets

@MainActor
@Suite("Velocity tracker")
struct VelocityTrackerTests {
    static let frame = 1.0 / 60

    /// A drag at `speed` pt/s along x, one sample a frame for `frames` frames; returns the last time and x.
    func drag(_ tracker: inout VelocityTracker, speed: Double, frames: Int) -> (time: Double, x: Double) {
        var t = 0.0, x = 0.0
        for i in 0...frames {
            t = Double(i) * Self.frame
            x = speed * t
            tracker.add(Point(x: x, y: 0), at: t)
        }
        return (t, x)
    }

    @Test("a constant-speed drag released one frame later, where it last moved, reports the drag speed")
    func liftOneFrameLater() {
        var tracker = VelocityTracker()
        let last = drag(&tracker, speed: 375, frames: 20)
        let lift = last.time + Self.frame
        tracker.addLift(Point(x: last.x, y: 0), at: lift)
        let v = tracker.velocity(at: lift).x
        #expect(abs(v - 375) / 375 < 0.01)
        #expect(abs(v - 375) < 1e-6)
    }

    @Test("a lift that moved is a sample like any move")
    func liftThatMoved() {
        var tracker = VelocityTracker()
        let last = drag(&tracker, speed: 300, frames: 20)
        let lift = last.time + Self.frame
        tracker.addLift(Point(x: last.x + 5, y: 0), at: lift)
        #expect(abs(tracker.velocity(at: lift).x - 300) < 1e-6)
    }

    @Test("a pointer that rested before lifting slows, and after the window has no velocity")
    func restBeforeLift() {
        var rested = VelocityTracker()
        var last = drag(&rested, speed: 300, frames: 20)
        // Three frames (50 ms) still: longer than the lift tolerance, so the rest counts.
        rested.addLift(Point(x: last.x, y: 0), at: last.time + 3 * Self.frame)
        let v = rested.velocity(at: last.time + 3 * Self.frame).x
        #expect(v > 0 && v < 300 * 0.8)
        var still = VelocityTracker()
        last = drag(&still, speed: 300, frames: 20)
        let lift = last.time + VelocityTracker.window + Self.frame
        still.addLift(Point(x: last.x, y: 0), at: lift)
        #expect(still.velocity(at: lift) == .zero)
    }
}
