/// An interaction controller a gesture drives by percent (UIPercentDrivenInteractiveTransition): it runs
/// the animator paused at 0 and moves it to whatever `update(_:)` says; `finish()` and `cancel()` let go,
/// the rest animating over `(remaining fraction × duration) ÷ completionSpeed` with `completionCurve`.
///
/// Calls made before the transition started (a gesture that began before the container asked for the
/// interaction controller) are remembered and applied when it starts, as UIKit's does.
///
/// With `wantsInteractiveStart` false the transition starts animated, on the clock (UIKit: "start your
/// animations without interactivity"), and the gesture takes it over with `pauseInteractiveTransition()` or
/// its first `update(_:)`: it stops where it got to and follows the percents from then on. UIKit documents
/// only the pause; taking over on the first update too is Handheld's choice, so a gesture written for an
/// interactive start works unchanged. A `finish()` or `cancel()` before the take-over changes nothing: the
/// transition is already running to its end.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// UIKit's default completion speed is 1 and its default completion curve easeInOut.
    public var completionSpeed = 1.0
    public var completionCurve = TimingCurve.easeInOut
    public var wantsInteractiveStart = true

    public private(set) weak var context: ViewControllerContextTransitioning?
    private var pendingPercent = 0.0
    private var pendingEnd: Bool?
    /// An `update(_:)` came before the start: the gesture is already driving, so even without
    /// `wantsInteractiveStart` the transition starts taken over.
    private var pendingUpdate = false
    /// Started without `wantsInteractiveStart` and not yet taken over: the next `update(_:)` takes over.
    private var runsUntilTakenOver = false

    public init() {}

    /// The transition's duration (UIKit's `duration`), 0 before it started.
    public var duration: Double { context?.transitionDuration ?? 0 }
    /// Where the transition is, 0…1.
    public var percentComplete: Double { context?.percentComplete ?? pendingPercent }

    open func startInteractiveTransition(_ context: ViewControllerContextTransitioning) {
        self.context = context
        guard let coordinator = context as? TransitionCoordinator else { return }
        if !wantsInteractiveStart, !pendingUpdate, pendingEnd == nil {
            runsUntilTakenOver = true
            return coordinator.runAnimatorOnClock()
        }
        if !context.isInteractive {
            // Asked to start animated, but the gesture moved first: it starts taken over, at 0.
            coordinator.runAnimatorOnClock()
            coordinator.pauseInteractiveTransition()
        } else {
            coordinator.runAnimatorPaused()
        }
        context.updateInteractiveTransition(pendingPercent)
        if let end = pendingEnd {
            pendingEnd = nil
            end ? context.finishInteractiveTransition() : context.cancelInteractiveTransition()
        }
    }

    /// Moves the transition to `percent`, clamped to 0…1.
    open func update(_ percent: Double) {
        let p = min(1, max(0, percent))
        guard let context else {
            pendingPercent = p
            pendingUpdate = true
            return
        }
        if runsUntilTakenOver { pauseInteractiveTransition() }
        context.updateInteractiveTransition(p)
    }

    /// Takes over a transition that started animated (UIKit's `pauseInteractiveTransition()`): it stops
    /// where it is and becomes interactive. Nothing happens once it is interactive or has ended.
    open func pauseInteractiveTransition() {
        runsUntilTakenOver = false
        (context as? TransitionCoordinator)?.pauseInteractiveTransition()
    }

    open func finish() {
        guard let context else { return pendingEnd = true }
        context.finishInteractiveTransition()
    }

    open func cancel() {
        guard let context else { return pendingEnd = false }
        context.cancelInteractiveTransition()
    }
}
