import Render

/// A gesture recogniser as UIKit's: an explicit state machine fed the touches of the views it is attached
/// to and their descendants.
///
///     possible ─▶ began ─▶ changed* ─▶ ended | cancelled      (continuous: pan, edge pan)
///     possible ─▶ ended | failed                              (discrete: tap)
///
/// Arbitration (`GestureArbiter`): the first recogniser to begin or end wins; the others fail, and if the
/// winner `cancelsTouchesInView` the hit view gets `touchesCancelled` (a pan cancels a button's tap). When
/// several would win on the same event, the higher `priority` wins (an edge pan beats a scroll's pan).
@MainActor
open class GestureRecognizer {
    public enum State: String, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// Set through `transition(to:)`, which reports every step (including changed → changed).
    public private(set) var state: State = .possible
    public internal(set) weak var view: View?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    /// Breaks ties between recognisers that would win on the same event; higher wins.
    public var priority = 0
    /// Called on each transition to began, changed, ended or cancelled (UIKit's target-action).
    public var action: ((GestureRecognizer) -> Void)?
    /// Every state change, for tests that compare whole logs.
    public var onStateChange: ((GestureRecognizer, State) -> Void)?

    /// The touch being tracked, if any.
    public internal(set) var touch: Touch?

    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// The touch's position in `view` (nil: window coordinates).
    public func location(in view: View?) -> Point {
        touch?.location(in: view) ?? .zero
    }

    /// Whether the recogniser is done with this touch sequence (it ignores further events until reset).
    public var isFinished: Bool { state == .ended || state == .cancelled || state == .failed }

    /// Whether this state means the gesture has been recognised (it won arbitration).
    public var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    open func touchBegan(_ touch: Touch) {}
    open func touchMoved(_ touch: Touch) {}
    open func touchEnded(_ touch: Touch) {}
    open func touchCancelled(_ touch: Touch) {
        if state == .began || state == .changed { transition(to: .cancelled) } else if state == .possible { transition(to: .failed) }
    }

    /// Returns to `possible` after a sequence; subclasses clear their tracking state. No callback: UIKit
    /// resets silently.
    open func reset() {
        touch = nil
        state = .possible
    }

    /// Another recogniser won: a recogniser still possible fails; one already going is cancelled.
    func lose() {
        switch state {
        case .possible: transition(to: .failed)
        case .began, .changed: transition(to: .cancelled)
        default: break
        }
    }

    /// Moves to `newState` and reports it: `onStateChange` always, `action` for began, changed, ended and
    /// cancelled (UIKit sends no action for failed).
    public func transition(to newState: State) {
        state = newState
        onStateChange?(self, newState)
        switch newState {
        case .began, .changed, .ended, .cancelled: action?(self)
        default: break
        }
    }
}
