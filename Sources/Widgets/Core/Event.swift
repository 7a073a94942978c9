import Render

/// The event a touch belongs to (UIEvent), handed to `hitTest(_:with:)` and `point(inside:with:)` so an
/// override can look at it as UIKit code does. A touch event carries the touches down at the time (UIKit's
/// `allTouches`); hit testing called from code, outside any event, passes nil, as `hitTest(_:with: nil)` does
/// in UIKit.
@preconcurrency @MainActor
public final class Event {
    /// UIEvent.EventType: Handheld delivers touches only (no presses, motion or remote-control events).
    public enum EventType: Sendable { case touches }

    public let type: EventType = .touches
    /// When the event happened, in the window's clock seconds (UIEvent.timestamp).
    public internal(set) var timestamp: Double
    /// The fingers down, in the order they landed (a finger that lifted leaves after its ended delivery).
    var touches: [Touch]

    public init(timestamp: Double, touches: [Touch]) {
        self.timestamp = timestamp
        self.touches = touches
    }

    /// Every touch of the event (UIEvent.allTouches, nil when it has none, as UIKit's is for a non-touch event).
    public var allTouches: Set<Touch>? { touches.isEmpty ? nil : Set(touches) }

    /// The touches of the event that belong to `view` (UIEvent.touches(for:)).
    public func touches(for view: View) -> Set<Touch>? {
        let mine = touches.filter { $0.view === view }
        return mine.isEmpty ? nil : Set(mine)
    }
}

/// A touch is one object for its whole life, so it is equal only to itself (UITouch, an NSObject, compares
/// by identity), which lets events hand touches out as a set.
extension Touch: Hashable {
    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
