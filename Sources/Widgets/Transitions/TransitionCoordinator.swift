import Render

/// One container transition: a push or pop, a split view collapsing, a rotation or any size change. It is
/// at once UIKit's context (`UIViewControllerContextTransitioning`: from/to controllers, container,
/// progress, `completeTransition(_:)`) and its coordinator (`UIViewControllerTransitionCoordinator`, which
/// `viewWillTransition(to:with:)` and `willTransition(to:with:)` receive), so every party follows one
/// progress.
///
/// The container picks an animator (`ViewControllerAnimatedTransitioning`) and, for a gesture, an
/// interaction controller, then calls `start`. Animations the animator makes and every alongside block run
/// inside one `PropertyAnimator`: the clock's curve when animated, scrubbed by the pointer when
/// interactive, reversed on cancel. The animator calls `completeTransition(_:)`; then the controllers'
/// completions run, then the container's.
///
/// Ending early has one rule, `finishImmediately()`: an interactive transition is cancelled (the user had
/// not let go, so nothing was decided), any other jumps to where it was heading. Containers call it when a
/// new change must apply now: a push or pop asked for while one runs, a rotation or device switch.
@preconcurrency @MainActor
public final class TransitionCoordinator: ViewControllerContextTransitioning {
    public let isAnimated: Bool
    public private(set) var isInteractive: Bool
    public private(set) var isCancelled = false
    public let transitionDuration: Double
    /// The curve the transition runs with when not scrubbed: the animator's, kept for a transition whose
    /// interaction controller does not want an interactive start (it runs on the clock until taken over).
    private let curve: TimingCurve
    /// What kind of transition this is (push, pop, rotation…); its `name` is what the tree JSON prints.
    public let kind: TransitionKind
    public private(set) weak var containerView: View?
    /// Weak, as the controllers name their coordinator (`transitionCoordinator`): the containers hold
    /// them while the transition runs, and a window ending mid-transition must free both.
    private weak var fromController: ViewController?
    private weak var toController: ViewController?

    let animator: PropertyAnimator
    private unowned let engine: AnimationEngine
    private var alongside: [(TransitionContext) -> Void] = []
    private var completions: [(TransitionContext) -> Void] = []
    private var interactionHandlers: [(TransitionContext) -> Void] = []
    private var containerCompletion: ((TransitionContext) -> Void)?
    private var waitingRequests: [() -> Void] = []
    private weak var transitionAnimator: ViewControllerAnimatedTransitioning?
    private var retainedAnimator: ViewControllerAnimatedTransitioning?
    private var interaction: ViewControllerInteractiveTransitioning?
    /// Whether `start` has run (the container's changes and the alongside blocks are in the animator).
    public private(set) var hasStarted = false
    public private(set) var isFinished = false

    /// A transition of `kind` over `duration` seconds with `curve`; `interactive` starts it paused for a
    /// gesture. `from` and `to` are the controllers leaving and arriving, `container` where it happens.
    public init(kind: TransitionKind, duration: Double, curve: TimingCurve, animated: Bool = true,
                interactive: Bool = false, engine: AnimationEngine, container: View? = nil,
                from: ViewController? = nil, to: ViewController? = nil) {
        self.kind = kind
        self.engine = engine
        isAnimated = animated
        isInteractive = interactive
        transitionDuration = duration
        self.curve = curve
        containerView = container
        fromController = from
        toController = to
        animator = PropertyAnimator(duration: duration, curve: interactive ? .linear : curve, engine: engine)
    }

    public var percentComplete: Double { animator.progress }

    public func viewController(forKey key: TransitionContextKey) -> ViewController? {
        key == .from ? fromController : toController
    }

    public func view(forKey key: TransitionContextKey) -> View? {
        viewController(forKey: key)?.view
    }

    /// The frames the container declared with `setFrames`, keyed by controller.
    private var initialFrames: [ObjectIdentifier: Rect] = [:]
    private var finalFrames: [ObjectIdentifier: Rect] = [:]

    /// The container says where `viewController`'s view starts and should end (nil: not known, `.zero`).
    public func setFrames(for viewController: ViewController, initial: Rect?, final: Rect?) {
        initialFrames[ObjectIdentifier(viewController)] = initial
        finalFrames[ObjectIdentifier(viewController)] = final
    }

    public func initialFrame(for viewController: ViewController) -> Rect {
        initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    public func finalFrame(for viewController: ViewController) -> Rect {
        finalFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    // MARK: Coordinator (what controllers taking part call)

    /// Runs `animation` with the transition (now, if it has started; at the start otherwise) and
    /// `completion` after it ends. Returns false when the transition has already finished.
    @discardableResult
    public func animate(alongsideTransition animation: ((TransitionContext) -> Void)?,
                        completion: ((TransitionContext) -> Void)? = nil) -> Bool {
        guard !isFinished else { return false }
        if let animation {
            if hasStarted { animator.addAnimations { animation(self) } } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Called when an interactive transition is let go, and when a transition that started animated is taken
    /// over by its interaction controller (UIKit's notifyWhenInteractionChanges: "from interactive to
    /// non-interactive or vice versa", UIViewControllerTransitionCoordinator.h, iOS 10).
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Starting (the container calls these)

    /// Starts the transition with `animator`: the queued alongside blocks join, then the interaction
    /// controller runs the animator paused (interactive) or the animator runs on the clock. An interaction
    /// controller whose `wantsInteractiveStart` is false is still handed the transition, but the transition
    /// is not interactive until it takes over (`pauseInteractiveTransition()`), as UIKit's "starts off as
    /// noninteractive ... may become interactive later". `completion` runs after `completeTransition(_:)`
    /// and the controllers' completions, with the final context.
    public func start(animator transitionAnimator: ViewControllerAnimatedTransitioning,
                      interactionController: ViewControllerInteractiveTransitioning? = nil,
                      completion: @escaping (TransitionContext) -> Void) {
        precondition(!hasStarted, "a transition starts once")
        hasStarted = true
        engine.transitionDidStart(self)
        self.transitionAnimator = transitionAnimator
        retainedAnimator = transitionAnimator
        containerCompletion = completion
        if isInteractive, let interactionController {
            interaction = interactionController
            isInteractive = interactionController.wantsInteractiveStart
            engine.capturingAnimations(into: animator) {
                interactionController.startInteractiveTransition(self)
            }
            addQueuedAlongsideAnimations()
            return
        }
        isInteractive = false
        runAnimator()
        addQueuedAlongsideAnimations()
        if isAnimated {
            animator.startAnimation()
        } else {
            animator.finishAnimation(at: .end)
        }
    }

    /// Lets go of every block, the animators and the interaction controller without running anything:
    /// the engine that would have ended this transition is gone (AnimationEngine's deinit).
    func abandon() {
        alongside.removeAll()
        completions.removeAll()
        interactionHandlers.removeAll()
        containerCompletion = nil
        waitingRequests.removeAll()
        retainedAnimator = nil
        interaction = nil
        animator.abandonCompletions()
    }

    /// The alongside blocks given before the start run after the animator's own changes, so they see the
    /// new state (the traits of a rotation, as UIKit logs `traitCollectionDidChange` before them).
    private func addQueuedAlongsideAnimations() {
        let queued = alongside
        alongside.removeAll()
        for block in queued { animator.addAnimations { block(self) } }
    }

    /// Starts a transition whose only work is `changes` (a size change, a collapse): they run inside the
    /// transition's animator, and the transition completes when its animation ends.
    public func start(_ changes: @escaping () -> Void, completion: @escaping (TransitionContext) -> Void) {
        start(animator: BlockTransitionAnimator(changes: changes, duration: transitionDuration, engine: engine),
              interactionController: isInteractive ? PercentDrivenInteractiveTransition() : nil,
              completion: completion)
    }

    /// Runs the animator's `animateTransition(using:)` with the engine capturing its `animate` blocks into
    /// this transition's property animator.
    private func runAnimator() {
        guard let transitionAnimator else { return }
        engine.capturingAnimations(into: animator) {
            transitionAnimator.animateTransition(using: self)
        }
    }

    /// What `PercentDrivenInteractiveTransition` does when it starts: the animator's animations are made,
    /// and the transition waits at 0 for the pointer.
    func runAnimatorPaused() {
        runAnimator()
        animator.fractionComplete = 0
    }

    /// What `PercentDrivenInteractiveTransition` does when it starts without `wantsInteractiveStart`: the
    /// animator's animations are made and run on the clock with the animator's curve and duration, as a
    /// transition without an interaction controller would, until the interaction controller takes over.
    func runAnimatorOnClock() {
        runAnimator()
        animator.continueAnimation(withTiming: .curve(curve, duration: transitionDuration))
    }

    // MARK: Context (what animators and interaction controllers call)

    /// The interaction controller takes over a transition that runs on the clock (UIKit's
    /// `pauseInteractiveTransition()`, iOS 10): it stops where it is and becomes interactive, so
    /// `updateInteractiveTransition(_:)` scrubs it and a finish or cancel lets it go again. Only a
    /// transition started with an interaction controller can be taken over (UIKit: a transition not
    /// initially interactive becomes interactive only when interruptible); otherwise nothing happens.
    public func pauseInteractiveTransition() {
        guard hasStarted, !isFinished, !isInteractive, interaction != nil, animator.isRunning else { return }
        isInteractive = true
        animator.pauseAnimation()
        for h in interactionHandlers { h(self) }
    }

    public func updateInteractiveTransition(_ percent: Double) {
        guard isInteractive, !isFinished else { return }
        animator.fractionComplete = percent
    }

    public func finishInteractiveTransition() { endInteraction(finish: true) }

    public func cancelInteractiveTransition() { endInteraction(finish: false) }

    /// Lets go: the rest runs toward the end or back to the start over
    /// `remaining fraction × duration ÷ completionSpeed` with the interaction controller's curve.
    private func endInteraction(finish: Bool) {
        guard isInteractive, !isFinished else { return }
        isInteractive = false
        if !finish { isCancelled = true }
        for h in interactionHandlers { h(self) }
        let speed = max(interaction?.completionSpeed ?? 1, 1e-6)
        let curve = interaction?.completionCurve ?? .easeInOut
        animator.isReversed = !finish
        animator.continueAnimation(withTiming: .curve(curve, duration: animator.duration), durationFactor: 1 / speed)
    }

    public func completeTransition(_ didComplete: Bool) {
        guard hasStarted, !isFinished else { return }
        isCancelled = !didComplete
        isFinished = true
        engine.transitionDidEnd(self)
        let list = completions
        completions.removeAll()
        for c in list { c(self) }
        containerCompletion?(self)
        containerCompletion = nil
        let waiting = waitingRequests
        waitingRequests.removeAll()
        for w in waiting { w() }
        transitionAnimator?.animationEnded(didComplete)
        retainedAnimator = nil
        interaction = nil
    }

    /// Runs `request` once the transition has ended and its container has settled (after the container's
    /// completion), at once when it has ended: how a request `TransitionGate` told to `wait` waits.
    public func afterEnd(_ request: @escaping () -> Void) {
        if isFinished { return request() }
        waitingRequests.append(request)
    }

    // MARK: Ending early

    /// Ends a started transition now, before returning, by the one rule (see the type's comment): every
    /// property jumps to where the transition ends and the completions run.
    public func finishImmediately() {
        guard hasStarted, !isFinished else { return }
        if isInteractive {
            isInteractive = false
            isCancelled = true
            for h in interactionHandlers { h(self) }
        }
        animator.finishAnimation(at: isCancelled ? .start : .end)
        animator.runCompletions()
        // An animator that waits for something else before completing is overruled.
        if !isFinished { completeTransition(!isCancelled) }
    }
}
