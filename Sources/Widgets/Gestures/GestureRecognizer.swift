import Render

/// A gesture recogniser as UIKit's: an explicit state machine fed the touches of the views it is attached
/// to and their descendants.
///
///     possible ─▶ began ─▶ changed* ─▶ ended | cancelled      (continuous: pan, edge pan)
///     possible ─▶ ended | failed                              (discrete: tap)
///
/// Arbitration (`TouchDispatcher`): the first recogniser to begin or end wins; the others fail — unless the
/// delegate lets them recognise simultaneously — and if the winner `cancelsTouchesInView` the hit view gets
/// `touchesCancelled` (a pan cancels a button's tap). When several would win on the same event, the higher
/// `priority` wins (an edge pan beats a scroll's pan). A recogniser made to `require(toFail:)` another
/// waits in `possible` until that one fails, and fails if it recognises (UIKit's single tap waiting for a
/// double tap); `shouldRequireFailure(of:)` and `shouldBeRequiredToFail(by:)` set up such a wait for one
/// touch sequence only (a sheet's drag that a scroll view's pan must wait for, see
/// GestureRecognizer+FailureRequirements). After a sequence every finished recogniser is reset to
/// `possible`, as UIKit documents.
@preconcurrency @MainActor
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
    package var onStateChange: ((GestureRecognizer, State) -> Void)?
    /// Asked whether to begin, to receive a touch and to recognise alongside another
    /// (UIGestureRecognizerDelegate); held weakly, as UIKit holds it.
    public weak var delegate: GestureRecognizerDelegate?
    /// Whether a recognised gesture holds the touch's `touchesBegan` back from the view until this
    /// recogniser fails (UIKit's `delaysTouchesBegan`, default false).
    public var delaysTouchesBegan = false

    /// The recognisers that must fail before this one may recognise, and the ones waiting on this one.
    private var requiredToFail: [WeakRecognizer] = []
    private var dependents: [WeakRecognizer] = []
    /// The same, for the current touch sequence only (set by the dispatcher, cleared on reset).
    var sequenceRequiredToFail: [WeakRecognizer] = []
    var sequenceDependents: [WeakRecognizer] = []
    /// The recognised state this recogniser reached while a requirement had not failed yet.
    private(set) var deferredState: State?

    /// The touch being tracked, if any.
    public internal(set) var touch: Touch?
    /// A second finger that landed while `touch` was down, in this recogniser's view or below it: UIKit
    /// hands a recogniser every touch hit-tested into its view (see GestureRecognizer+AdditionalTouch).
    public internal(set) var additionalTouch: Touch?

    public init(action: ((GestureRecognizer) -> Void)? = nil) {
        self.action = action
    }

    /// The touch's position in `view` (nil: window coordinates); with two fingers, their centre, as UIKit's.
    public func location(in view: View?) -> Point {
        guard let touch else { return .zero }
        var centre = touch.centroidInWindow
        if let other = liveAdditionalTouch {
            centre = touch.phase == .ended ? other.locationInWindow
                : Point(x: (centre.x + other.locationInWindow.x) / 2, y: (centre.y + other.locationInWindow.y) / 2)
        }
        return view?.convert(centre, from: nil) ?? centre
    }

    /// How many fingers are down on this recogniser (UIGestureRecognizer.numberOfTouches): the tracked
    /// touch's one or two, and a second finger that joined it, while each is down.
    public var numberOfTouches: Int {
        guard let touch else { return 0 }
        return (touch.phase == .ended ? 0 : touch.numberOfTouches) + (liveAdditionalTouch == nil ? 0 : 1)
    }

    /// Finger `index` in `view` (UIGestureRecognizer.location(ofTouch:in:)); index 1 is a finger that joined.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        if index == 1, let other = additionalTouch, touch?.secondLocationInWindow == nil {
            return other.location(in: view)
        }
        return touch?.location(ofTouch: index, in: view) ?? .zero
    }

    /// Whether the recogniser is done with this touch sequence (it ignores further events until reset).
    public var isFinished: Bool { state == .ended || state == .cancelled || state == .failed }

    /// Whether this state means the gesture has been recognised (it won arbitration).
    public var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    open func touchBegan(_ touch: Touch) {}
    open func touchMoved(_ touch: Touch) {}
    open func touchEnded(_ touch: Touch) {}
    /// A second finger landed on this recogniser's view while `touch` is down (`additionalTouch` is set).
    open func additionalTouchBegan(_ touch: Touch) {}
    open func additionalTouchMoved(_ touch: Touch) {}
    /// The second finger lifted; the gesture goes on with the first (UIKit's pinch and rotation end when
    /// both fingers have lifted).
    open func additionalTouchEnded(_ touch: Touch) {}
    open func touchCancelled(_ touch: Touch) {
        if state == .began || state == .changed { transition(to: .cancelled) } else if state == .possible { transition(to: .failed) }
    }

    /// Returns to `possible` after a sequence; subclasses clear their tracking state. No callback: UIKit
    /// resets silently.
    open func reset() {
        touch = nil
        additionalTouch = nil
        state = .possible
        deferredState = nil
        clearSequenceRequirements()
    }

    /// Whether this recogniser still has business after the touch sequence ended (a multi-tap waiting for
    /// its next tap, a recognition deferred until a requirement fails): the dispatcher leaves it alone.
    open var isWaitingBeyondSequence: Bool { deferredState != nil }

    /// Whether this recogniser waits, for the current touch sequence, until `other` fails
    /// (UIGestureRecognizer.shouldRequireFailure(of:), a subclass hook; default false). Asked once per
    /// sequence, after the press reached every recogniser in it.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }

    /// Whether `other` waits, for the current touch sequence, until this recogniser fails
    /// (UIGestureRecognizer.shouldBeRequiredToFail(by:), a subclass hook; default false).
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    /// This recogniser recognises only after `other` has failed (UIGestureRecognizer.require(toFail:)).
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !requiredToFail.contains(where: { $0.value === other }) else { return }
        requiredToFail.append(WeakRecognizer(other))
        other.dependents.append(WeakRecognizer(self))
    }

    /// A requirement changed state: if it failed and none other is pending, the deferred recognition
    /// happens now; if it recognised, this recogniser fails.
    private func requirementChanged(_ requirement: GestureRecognizer) {
        guard let deferred = deferredState else {
            if requirement.hasRecognized, state == .possible, !(requiredToFail.isEmpty && sequenceRequiredToFail.isEmpty) {
                transition(to: .failed)
            }
            return
        }
        if requirement.hasRecognized {
            deferredState = nil
            transition(to: .failed)
        } else if requirementsFailed {
            deferredState = nil
            transition(to: deferred)
        }
    }

    private var requirementsFailed: Bool {
        (requiredToFail + sequenceRequiredToFail).allSatisfy { ($0.value?.state ?? .failed) == .failed }
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
    /// cancelled (UIKit sends no action for failed). Recognising (`began`, or `ended` from `possible`) asks
    /// the delegate's `gestureRecognizerShouldBegin` first and waits for required recognisers to fail.
    public func transition(to newState: State) {
        if state == .possible, newState == .began || newState == .ended {
            if !touchedViewsLetBegin() { return transition(to: .failed) }
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
                return transition(to: .failed)
            }
            if !requirementsFailed {
                deferredState = newState
                return
            }
        }
        // A recognition held back for a requirement is void once this recogniser fails on its own (a pan
        // whose finger lifts before the requirement decided), so the lift cannot revive it.
        if newState == .failed || newState == .cancelled { deferredState = nil }
        state = newState
        onStateChange?(self, newState)
        switch newState {
        case .began, .changed, .ended, .cancelled: action?(self)
        default: break
        }
        if newState == .failed || newState == .began || newState == .ended {
            for dependent in dependents + sequenceDependents { dependent.value?.requirementChanged(self) }
        }
        if newState == .began || newState == .ended { view?.window?.touches.recognizerDidRecognize(self) }
    }
}

extension GestureRecognizer {
    /// Asks the view the touch began in, and each of its superviews below this recogniser's view, whether
    /// this recogniser may begin (UIView.gestureRecognizerShouldBegin(_:)): how a button's own tap wins over
    /// a tap recogniser on its superview (Control).
    func touchedViewsLetBegin() -> Bool {
        var next = view?.window?.touches.touch?.view
        while let v = next, v !== view {
            if !v.gestureRecognizerShouldBegin(self) { return false }
            next = v.superview
        }
        return true
    }
}

/// A weak reference, so recognisers that depend on each other do not keep each other alive.
@MainActor
struct WeakRecognizer {
    weak var value: GestureRecognizer?
    init(_ value: GestureRecognizer) { self.value = value }
}
