/// Animates one container transition (UIViewControllerAnimatedTransitioning): puts the arriving view in the
/// context's container, animates to the end state and calls `completeTransition(_:)` when done.
///
/// Animations the animator makes inside `animateTransition(using:)` with `View.animate` (any timing) are
/// captured by the transition, as UIKit's percent-driven interaction captures the container layer's
/// animations: they follow the transition's progress, its curve and duration, the pointer when it is
/// interactive, and run backwards on a cancel. Changes made outside an `animate` block apply at once (the
/// start state). Their completion blocks run when the transition's animation ends, with `true`.
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// Seconds the transition takes when not interactive.
    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double
    /// The curve of a transition that is not interactive (UIKit animators choose their own with their
    /// `animate` call; here the transition's one animator needs it up front).
    var transitionCurve: TimingCurve { get }
    func animateTransition(using context: ViewControllerContextTransitioning)
    /// Called after `completeTransition(_:)`, once everything has settled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    /// Core Animation's default easeInOut, what `UIView.animate` uses when no curve is given.
    public var transitionCurve: TimingCurve { .easeInOut }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition from a gesture (UIViewControllerInteractiveTransitioning). The shipped
/// implementation is `PercentDrivenInteractiveTransition`.
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition(using:)`; the interaction controller runs the
    /// animator itself, paused at 0.
    func startInteractiveTransition(_ context: ViewControllerContextTransitioning)
    /// How much faster than the nominal duration the rest runs after a finish or cancel (1: the remaining
    /// fraction of the duration).
    var completionSpeed: Double { get }
    /// The curve of the rest after a finish or cancel.
    var completionCurve: TimingCurve { get }
    /// Whether the transition is interactive from the moment it starts (UIKit's default, true). When false
    /// the transition "starts off as noninteractive" (UIKit's documentation of this property): it runs on
    /// the clock with the animator's curve and duration, `isInteractive` false, until the interaction
    /// controller takes it over with the context's `pauseInteractiveTransition()`.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: Double { 1 }
    public var completionCurve: TimingCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
