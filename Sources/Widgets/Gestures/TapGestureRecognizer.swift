import Render

/// Recognises a press and release that stays within `allowableMovement` of where it began and does not
/// last longer than `maximumDuration` (UITapGestureRecognizer with one tap).
@MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander and still tap; UIKit uses about 10 pt.
    public var allowableMovement = 10.0
    public var maximumDuration = 1.5

    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
    }

    public override func touchMoved(_ touch: Touch) {
        guard state == .possible else { return }
        if touch.locationInWindow.distance(to: touch.startLocationInWindow) > allowableMovement { transition(to: .failed) }
    }

    public override func touchEnded(_ touch: Touch) {
        guard state == .possible else { return }
        let inside = view.map { $0.point(inside: touch.location(in: $0)) } ?? true
        transition(to: inside ? .ended : .failed)
    }
}
