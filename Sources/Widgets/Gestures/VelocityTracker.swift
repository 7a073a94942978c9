import Render

/// Estimates pointer velocity from the samples of the last `window` seconds (about 100 ms, as UIKit's pan
/// velocity and Flutter's VelocityTracker): displacement over elapsed time between the oldest and newest
/// samples in the window, so one jittery event cannot spike it.
public struct VelocityTracker: Sendable {
    public static let window = 0.1
    /// A lift at the last move's position this soon after it carries no new information: the pointer
    /// events of one frame were just split into a move and an up. Flutter assumes the pointer has stopped
    /// only after 40 ms without a move (`_assumePointerMoveStoppedMilliseconds`); counting such a lift as
    /// a sample would dilute a drag at 1 width/s to about 0.86 width/s one frame later, where UIKit
    /// reports the velocity at lift-off.
    public static let liftTolerance = 0.04
    private var samples: [(time: Double, point: Point)] = []

    public init() {}

    public mutating func add(_ point: Point, at time: Double) {
        samples.append((time, point))
        let cutoff = time - Self.window
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }), firstKept > 0 {
            // Keep one sample just before the window so a slow drag still has a baseline.
            samples.removeFirst(firstKept - 1)
        }
    }

    /// The pointer lifted at `point`: a sample like any other, unless it is where the last move left the
    /// pointer, no more than `liftTolerance` later (then the velocity stays the one at the last move). A
    /// pointer that rested longer counts the rest, and after `window` has no velocity at all.
    public mutating func addLift(_ point: Point, at time: Double) {
        if let last = samples.last, last.point == point, time - last.time <= Self.liftTolerance { return }
        add(point, at: time)
    }

    /// Points per second; zero with fewer than two samples or no elapsed time, and zero when asked at
    /// `now` more than `window` after the last sample.
    public func velocity(at now: Double? = nil) -> Point {
        guard let last = samples.last else { return .zero }
        let t = now ?? last.time
        // A pointer that has rested longer than the window has no velocity left.
        if t - last.time > Self.window { return .zero }
        let recent = samples.filter { $0.time >= last.time - Self.window }
        guard let first = (samples.count > recent.count ? samples[samples.count - recent.count - 1] : recent.first),
              last.time - first.time > 1e-6 else { return .zero }
        let dt = last.time - first.time
        return Point(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }

    public mutating func reset() { samples.removeAll() }
}
