import Render

/// A horizontal pan that only starts from a press within `edgeWidth` of its view's edge
/// (UIScreenEdgePanGestureRecognizer). It outranks ordinary pans, so the back swipe wins over a table's
/// scroll that would otherwise begin on the same move.
@preconcurrency @MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public enum Edge: Sendable { case left, right }

    /// UIKit's region is private; 20 pt is Flutter's `_kBackGestureWidth` (reference: Navigation).
    public static let defaultEdgeWidth = 20.0

    public var edge: Edge
    public var edgeWidth: Double

    public init(edge: Edge = .left, edgeWidth: Double = ScreenEdgePanGestureRecognizer.defaultEdgeWidth,
                action: ((GestureRecognizer) -> Void)? = nil) {
        self.edge = edge
        self.edgeWidth = edgeWidth
        super.init(action: action)
        axis = .horizontal
        priority = 2
    }

    public override func touchBegan(_ touch: Touch) {
        super.touchBegan(touch)
        guard let view else { return transition(to: .failed) }
        let p = touch.location(in: view)
        let inside = edge == .left ? p.x - view.bounds.minX <= edgeWidth : view.bounds.maxX - p.x <= edgeWidth
        if !inside { transition(to: .failed) }
    }

    override func shouldBegin(with touch: Touch) -> Bool {
        let dx = touch.locationInWindow.x - touch.startLocationInWindow.x
        let toward = edge == .left ? dx : -dx
        return toward > Self.slop / 2 && abs(dx) >= abs(touch.locationInWindow.y - touch.startLocationInWindow.y)
    }

    override func shouldFail(with touch: Touch) -> Bool {
        let d = touch.locationInWindow - touch.startLocationInWindow
        let toward = edge == .left ? d.x : -d.x
        return toward < -Self.slop || (abs(d.y) > Self.slop && abs(d.y) > abs(d.x))
    }
}
