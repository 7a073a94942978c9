/// An interaction controller a gesture drives by percent (UIPercentDrivenInteractiveTransition): it runs
/// the animator paused at 0 and moves it to whatever `update(_:)` says; `finish()` and `cancel()` let go,
/// the rest animating over `(remaining fraction × duration) ÷ completionSpeed` with `completionCurve`.
///
/// Calls made before the transition started (a gesture that began before the container asked for the
/// interaction controller) are remembered and applied when it starts, as UIKit's does.
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// UIKit's default completion speed is 1 and its default completion curve easeInOut.
    public var completionSpeed = 1.0
    public var completionCurve = TimingCurve.easeInOut
    public var wantsInteractiveStart = true

    public private(set) weak var context: ViewControllerContextTransitioning?
    private var pendingPercent = 0.0
    private var pendingEnd: Bool?

    public init() {}

    /// The transition's duration (UIKit's `duration`), 0 before it started.
    public var duration: Double { context?.transitionDuration ?? 0 }
    /// Where the transition is, 0…1.
    public var percentComplete: Double { context?.percentComplete ?? pendingPercent }

    open func startInteractiveTransition(_ context: ViewControllerContextTransitioning) {
        self.context = context
        guard let coordinator = context as? TransitionCoordinator else { return }
        coordinator.runAnimatorPaused()
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
            return
        }
        context.updateInteractiveTransition(p)
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
