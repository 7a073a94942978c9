import Render

/// Estimates pointer velocity from the samples of the last `window` seconds (about 100 ms, as UIKit's pan
/// velocity and Flutter's VelocityTracker): displacement over elapsed time between the oldest and newest
/// samples in the window, so one jittery event cannot spike it.
public struct VelocityTracker: Sendable {
    public static let window = 0.1
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

    /// Points per second; zero with fewer than two samples or no elapsed time.
    public func velocity(at now: Double? = nil) -> Point {
        guard let last = samples.last else { return .zero }
        let t = now ?? last.time
        // A pointer that has rested longer than the window has no velocity left.
        if t - last.time > Self.window { return .zero }
        let recent = samples.filter { $0.time >= t - Self.window }
        guard let first = (samples.count > recent.count ? samples[samples.count - recent.count - 1] : recent.first),
              last.time - first.time > 1e-6 else { return .zero }
        let dt = last.time - first.time
        return Point(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }

    public mutating func reset() { samples.removeAll() }
}
