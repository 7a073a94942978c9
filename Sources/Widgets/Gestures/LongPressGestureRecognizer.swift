import Render

/// Begins once a press has been held `minimumPressDuration` without moving more than `allowableMovement`
/// (UILongPressGestureRecognizer: 0.5 s and 10 pt are UIKit's documented defaults), then reports changed
/// on every move and ended on release. The hold is timed on the window's clock, so it is exact in scripts.
@preconcurrency @MainActor
public final class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    /// Fingers the press needs (UILongPressGestureRecognizer.numberOfTouchesRequired, default 1).
    public var numberOfTouchesRequired = 1
    private var timer: DisplayLink?

    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
        timer?.invalidate()
        guard touch.numberOfTouches == numberOfTouchesRequired else { return transition(to: .failed) }
        timer = view?.window?.schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.touch != nil else { return }
            self.transition(to: .began)
        }
    }

    public override func touchMoved(_ touch: Touch) {
        switch state {
        case .possible:
            if touch.locationInWindow.distance(to: touch.startLocationInWindow) > allowableMovement {
                timer?.invalidate()
                transition(to: .failed)
            }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    public override func touchEnded(_ touch: Touch) {
        timer?.invalidate()
        endContinuousGesture()
    }

    public override func touchCancelled(_ touch: Touch) {
        timer?.invalidate()
        super.touchCancelled(touch)
    }

    public override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
    }
}
