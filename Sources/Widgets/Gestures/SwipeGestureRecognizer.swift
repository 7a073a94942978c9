import Render

/// Recognises a quick stroke in `direction` (UISwipeGestureRecognizer, a discrete gesture: it ends, it
/// never begins). UIKit's thresholds are private; here a swipe travels at least `minimumDistance` along
/// its direction, at most half as far across it, within `maximumDuration`.
@preconcurrency @MainActor
public final class SwipeGestureRecognizer: GestureRecognizer {
    public enum Direction: Sendable { case right, left, up, down }
    /// UIKit's default direction is right.
    public var direction = Direction.right
    public var minimumDistance = 50.0
    public var maximumDuration = 0.5

    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
    }

    public override func touchMoved(_ touch: Touch) {
        guard state == .possible else { return }
        let (along, across) = travel(touch)
        if along < -PanGestureRecognizer.slop || abs(across) > max(PanGestureRecognizer.slop, abs(along) / 2)
            || touch.timestamp - touch.startTimestamp > maximumDuration {
            transition(to: .failed)
        } else if along >= minimumDistance {
            transition(to: .ended)
        }
    }

    public override func touchEnded(_ touch: Touch) {
        guard state == .possible else { return }
        let (along, across) = travel(touch)
        let quick = touch.timestamp - touch.startTimestamp <= maximumDuration
        transition(to: along >= minimumDistance && abs(across) <= along / 2 && quick ? .ended : .failed)
    }

    /// Distance along the direction and across it, since the press.
    private func travel(_ touch: Touch) -> (along: Double, across: Double) {
        let d = touch.locationInWindow - touch.startLocationInWindow
        switch direction {
        case .right: return (d.x, d.y)
        case .left: return (-d.x, d.y)
        case .down: return (d.y, d.x)
        case .up: return (-d.y, d.x)
        }
    }
}
