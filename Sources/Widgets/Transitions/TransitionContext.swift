import Render

/// Which side of a container transition a controller or view is on (UITransitionContextViewControllerKey
/// and UITransitionContextViewKey): `from` was on screen when it started, `to` will be if it completes.
public enum TransitionContextKey: Sendable {
    case from, to
}

/// What a transition reports to the code taking part in it (UIViewControllerTransitionCoordinatorContext):
/// controllers that join it with `animate(alongsideTransition:)` and read it in their completions.
@preconcurrency @MainActor
public protocol TransitionContext: AnyObject {
    var isAnimated: Bool { get }
    /// Driven by a gesture right now (percent follows the pointer).
    var isInteractive: Bool { get }
    /// Ended back where it started (an interactive pop let go too early).
    var isCancelled: Bool { get }
    /// 0…1, the transition's progress this frame.
    var percentComplete: Double { get }
    /// The nominal duration in seconds, as the animator gave it; slow animations stretch the clock, not
    /// this number (UIKit reports the duration the animator returned).
    var transitionDuration: Double { get }
    /// The view the transition happens in (the navigation container, the window's root for a rotation).
    var containerView: View? { get }
    func viewController(forKey key: TransitionContextKey) -> ViewController?
    func view(forKey key: TransitionContextKey) -> View?
}

/// What an animator and an interaction controller drive (UIViewControllerContextTransitioning). The same
/// object is the coordinator the controllers see, so an animator's work, the container's own changes and
/// every alongside block share one progress.
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: TransitionContext {
    /// UIKit's name for `isCancelled`, which the animator reads in its completion.
    var transitionWasCancelled: Bool { get }
    /// Moves an interactive transition to `percent` (0…1).
    func updateInteractiveTransition(_ percent: Double)
    /// Lets go toward the end, over the rest of the duration divided by the interaction's completion speed.
    func finishInteractiveTransition()
    /// Lets go back toward the start.
    func cancelInteractiveTransition()
    /// The animator says it is done: `didComplete` false when it ended at the start. Must be called exactly
    /// once; the container then settles its controllers and the completions run.
    func completeTransition(_ didComplete: Bool)
    /// Where `viewController`'s view is when the transition starts, in the container's coordinates
    /// (UIKit's `initialFrame(for:)`); `.zero` when the container does not say (UIKit: "CGRectZero if the
    /// frame is not known or the view is not visible"), as for the arriving controller.
    func initialFrame(for viewController: ViewController) -> Rect
    /// Where `viewController`'s view should be when the transition ends (UIKit's `finalFrame(for:)`);
    /// `.zero` when the container does not say, as for the leaving controller.
    func finalFrame(for viewController: ViewController) -> Rect
}

extension ViewControllerContextTransitioning {
    public var transitionWasCancelled: Bool { isCancelled }
}
