import Render

/// The touch the mouse emulates: where it is in window points, where it started and when. With Alt held
/// (or a script's `pinch` and `rotate-fingers`) it is two fingers moving as one sequence, as the iOS
/// Simulator's Option key makes them: `secondLocationInWindow` is the other finger.
@preconcurrency @MainActor
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
    /// The second finger, when there are two.
    public internal(set) var secondLocationInWindow: Point?
    /// The event the touch belongs to while it is down (one UIEvent for the whole touch sequence, as UIKit
    /// reuses it), so a view passing a touch up the chain passes its event too.
    weak var event: Event?
    /// Where the fingers' centre started (the start location with one finger).
    public let startCentroidInWindow: Point

    init(location: Point, second: Point? = nil, time: Double, view: View?) {
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        secondLocationInWindow = second
        startCentroidInWindow = second.map { Point(x: (location.x + $0.x) / 2, y: (location.y + $0.y) / 2) } ?? location
        startTimestamp = time
        timestamp = time
        self.view = view
    }

    /// The touch's position in `view`'s coordinates (nil: window coordinates).
    public func location(in view: View?) -> Point {
        view?.convert(locationInWindow, from: nil) ?? locationInWindow
    }

    /// One finger, or two.
    public var numberOfTouches: Int { secondLocationInWindow == nil ? 1 : 2 }

    /// The centre of the fingers (the location with one), what UIKit's recognisers report as their location.
    public var centroidInWindow: Point {
        guard let second = secondLocationInWindow else { return locationInWindow }
        return Point(x: (locationInWindow.x + second.x) / 2, y: (locationInWindow.y + second.y) / 2)
    }

    /// Finger `index` (0 or 1) in `view`'s coordinates (UIGestureRecognizer.location(ofTouch:in:)).
    public func location(ofTouch index: Int, in view: View?) -> Point {
        let point = index == 1 ? (secondLocationInWindow ?? locationInWindow) : locationInWindow
        return view?.convert(point, from: nil) ?? point
    }
}
