import Render

/// The single touch the mouse emulates: where it is in window points, where it started and when.
@MainActor
public final class Touch {
    public enum Phase: String, Sendable { case began, moved, ended, cancelled }

    public internal(set) var phase: Phase = .began
    public internal(set) var locationInWindow: Point
    public internal(set) var previousLocationInWindow: Point
    public let startLocationInWindow: Point
    /// When the touch began (a tap's duration is measured from it).
    public let startTimestamp: Double
    public internal(set) var timestamp: Double
    /// The view the touch began in (hit-tested once, as UIKit does); it keeps receiving the touch.
    public internal(set) weak var view: View?

    init(location: Point, time: Double, view: View?) {
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        startTimestamp = time
        timestamp = time
        self.view = view
    }

    /// The touch's position in `view`'s coordinates (nil: window coordinates).
    public func location(in view: View?) -> Point {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }
}
