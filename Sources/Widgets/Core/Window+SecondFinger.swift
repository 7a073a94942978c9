import Render

extension Window {
    /// Delivers one event of a second finger that lands while the first (`sendPointer`) is down, moves on
    /// its own and lifts (window points, seconds). UIKit adds each new finger to the sequence's one event:
    /// the view under it gets `touchesBegan(_:with:)` with that finger only, and pinch and rotation
    /// recognisers measure between the two. Ignored with no first finger down, and for a first touch
    /// that is already an emulated pair (Alt+drag).
    public func sendSecondFinger(_ phase: Touch.Phase, at point: Point, time: Double) {
        takeTurn()
        switch phase {
        case .began: touches.secondFingerDown(at: point, time: time, root: rootView)
        case .moved: touches.secondFingerMoved(to: point, time: time)
        case .ended: touches.secondFingerUp(at: point, time: time)
        case .cancelled: touches.cancel()
        }
        setNeedsDisplay()
    }

    /// Whether a second finger is down.
    public var isTrackingSecondFinger: Bool { touches.extra != nil }
}
