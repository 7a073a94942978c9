/// The state machine UIKit documents for continuous gestures (pan, pinch, rotation, long press): from
/// `.possible` a gesture begins once its threshold is passed, each later move is a change, and lifting the
/// finger ends one under way or fails one that never began.
extension GestureRecognizer {
    /// A move: begin when `pastThreshold` (or fail when `failed`, before beginning); change once begun.
    func advanceContinuousGesture(pastThreshold: Bool, failed: Bool = false) {
        switch state {
        case .possible:
            if pastThreshold { transition(to: .began) } else if failed { transition(to: .failed) }
        case .began, .changed:
            transition(to: .changed)
        default: break
        }
    }

    /// The lift: a gesture under way ends, one that never began fails.
    func endContinuousGesture() {
        switch state {
        case .began, .changed: transition(to: .ended)
        case .possible: transition(to: .failed)
        default: break
        }
    }
}
