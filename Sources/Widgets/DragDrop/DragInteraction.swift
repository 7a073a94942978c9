import Render

/// UIDragInteraction: makes a view a drag source. A touch held still for `liftDelay` lifts the view (its
/// preview follows the finger from then on), drop targets under the finger are asked for proposals as it
/// moves, and lifting the finger drops or cancels. The phases are `DragDropDriver`'s state machine, timed
/// on the window's clock.
///
/// The view keeps the interaction (`interactions`) and its lift recogniser; the delegate is weak, as in UIKit.
@preconcurrency @MainActor
public final class DragInteraction: Interaction {
    /// How long a touch is held before the lift. Apple does not publish it: the lift is driven by a
    /// long-press recogniser on the view (it shows in the view's `gestureRecognizers` as a
    /// UILongPressGestureRecognizer subclass, which apps shorten through `minimumPressDuration`), so its
    /// default applies: UILongPressGestureRecognizer's documented 0.5 s.
    public static let liftDelay = 0.5
    /// UIDragInteraction.isEnabledByDefault: UIKit's is true on iPad and false on iPhone. The toolkit does
    /// not know the device family (the simulator does), so it is true everywhere: a drag an app set up works
    /// on every preset, where an iPhone would need `isEnabled = true`.
    public static var isEnabledByDefault: Bool { true }

    public private(set) weak var delegate: DragInteractionDelegate?
    public private(set) weak var view: View?
    public var isEnabled = DragInteraction.isEnabledByDefault
    /// UIDragInteraction.allowsSimultaneousRecognitionDuringLift: stored; other recognisers here fail as
    /// with UIKit's default (false) either way.
    public var allowsSimultaneousRecognitionDuringLift = false
    /// The drag under way from this interaction, while one lasts.
    public internal(set) var driver: DragDropDriver?
    private weak var recognizer: LongPressGestureRecognizer?

    public init(delegate: DragInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {
        if let recognizer, let old = self.view { old.removeGestureRecognizer(recognizer) }
        recognizer = nil
    }

    public func didMove(to view: View?) {
        self.view = view
        guard let view else { return }
        let lift = LongPressGestureRecognizer { [weak self] recognizer in
            self?.liftRecognizerChanged(recognizer)
        }
        lift.minimumPressDuration = Self.liftDelay
        view.addGestureRecognizer(lift)
        recognizer = lift
    }

    private func liftRecognizerChanged(_ recognizer: GestureRecognizer) {
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .began:
            guard isEnabled, driver == nil else { return }
            driver = DragDropDriver.lift(from: self, at: location)
        case .changed:
            driver?.move(to: location)
        case .ended:
            driver?.release()
        case .cancelled, .failed:
            driver?.cancel()
        default:
            break
        }
    }

    /// Called by the driver when the session is over (after `didEndWith`).
    func sessionEnded() { driver = nil }
}

/// UIDropInteraction: makes a view a drop target. The view is a target while the finger is over it (or over
/// a subview without a drop interaction of its own) and its delegate can handle the session.
@preconcurrency @MainActor
public final class DropInteraction: Interaction {
    public private(set) weak var delegate: DropInteractionDelegate?
    public private(set) weak var view: View?
    /// UIDropInteraction.allowsSimultaneousDropSessions: stored; one finger means one session at a time here.
    public var allowsSimultaneousDropSessions = false

    public init(delegate: DropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {}
    public func didMove(to view: View?) { self.view = view }
}
