import Render

/// What a transition reports to the code taking part in it (UIViewControllerTransitionCoordinatorContext).
@MainActor
public protocol TransitionContext: AnyObject {
    var isAnimated: Bool { get }
    /// Driven by a gesture right now (percent follows the pointer).
    var isInteractive: Bool { get }
    /// Ended back where it started (an interactive pop let go too early).
    var isCancelled: Bool { get }
    /// 0…1, the transition's progress this frame.
    var percentComplete: Double { get }
    var transitionDuration: Double { get }
}

/// Runs one container transition (push, pop, rotation, a split view collapsing) and lets controllers join
/// it (UIViewControllerTransitionCoordinator). It is built on a `PropertyAnimator`: the container's own
/// changes and every alongside block run inside it, so they all follow one progress — scrubbed by the
/// pointer when interactive, reversed on cancel — and completions learn whether it was cancelled.
@MainActor
public final class TransitionCoordinator: TransitionContext {
    public let isAnimated: Bool
    public private(set) var isInteractive: Bool
    public private(set) var isCancelled = false
    /// The nominal duration, as UIKit reports it: under slow animations the transition takes ten times as
    /// long on the clock because the engine's timeline runs slower, but this still reads 0.35 s for a push.
    public let transitionDuration: Double
    /// What kind of transition this is, for the tree JSON and the inspector ("push", "pop", "rotation"…).
    public let kind: String

    let animator: PropertyAnimator
    private var alongside: [(TransitionContext) -> Void] = []
    private var completions: [(TransitionContext) -> Void] = []
    private var interactionHandlers: [(TransitionContext) -> Void] = []
    /// Whether `start` has run (the container's changes and the alongside blocks are in the animator).
    public private(set) var hasStarted = false
    public private(set) var isFinished = false

    public init(kind: String, duration: Double, curve: TimingCurve, animated: Bool = true,
                interactive: Bool = false, engine: AnimationEngine) {
        self.kind = kind
        isAnimated = animated
        isInteractive = interactive
        transitionDuration = duration
        animator = PropertyAnimator(duration: duration, curve: interactive ? .linear : curve, engine: engine)
    }

    public var percentComplete: Double { animator.progress }

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

    /// Called when an interactive transition is let go (UIKit's notifyWhenInteractionChanges).
    public func notifyWhenInteractionChanges(_ handler: @escaping (TransitionContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: Driving (the container calls these)

    /// Runs the container's own `changes` and the queued alongside blocks inside the animator, then starts
    /// it (a non-interactive transition) or leaves it at 0 for the pointer (interactive). `completion` runs
    /// after the controllers' completions, with the final context.
    public func start(_ changes: () -> Void, completion: @escaping (TransitionContext) -> Void) {
        hasStarted = true
        animator.addAnimations(changes)
        let queued = alongside
        alongside.removeAll()
        for block in queued { animator.addAnimations { block(self) } }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            self.isCancelled = position == .start
            self.isFinished = true
            let list = self.completions
            self.completions.removeAll()
            for c in list { c(self) }
            completion(self)
        }
        if isAnimated && !isInteractive {
            animator.startAnimation()
        } else if !isAnimated {
            animator.finishAnimation(at: .end)
        } else {
            animator.fractionComplete = 0
        }
    }

    /// Moves an interactive transition to `percent` (clamped to 0…1).
    public func update(_ percent: Double) {
        guard isInteractive, !isFinished else { return }
        animator.fractionComplete = percent
    }

    /// Ends a started transition now, before returning: every property jumps to where the transition was
    /// heading (back to the start if it was cancelled) and the completions run. One the pointer still
    /// drives is cancelled, since the user has not let go. Containers use it when they must change at once
    /// (a navigation stack set without animation while a push runs, a split view collapsing mid-swipe).
    public func finishImmediately() {
        guard hasStarted, !isFinished else { return }
        if isInteractive {
            isInteractive = false
            isCancelled = true
            for h in interactionHandlers { h(self) }
        }
        animator.finishAnimation(at: isCancelled ? .start : .end)
        animator.runCompletions()
    }

    /// Lets go: runs the rest toward the end (`finish`) or back to the start, over
    /// `remaining fraction × duration × durationFactor` with `curve`.
    public func endInteraction(finish: Bool, curve: TimingCurve, durationFactor: Double = 1) {
        guard isInteractive, !isFinished else { return }
        isInteractive = false
        if !finish { isCancelled = true }
        for h in interactionHandlers { h(self) }
        animator.isReversed = !finish
        animator.continueAnimation(withTiming: .curve(curve, duration: animator.duration), durationFactor: durationFactor)
    }
}
