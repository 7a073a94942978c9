/// The push or pop a navigation controller is running: which way, between which controllers, on which
/// transition, and what the stack was, so a cancelled back swipe can put it back.
@MainActor
final class NavigationTransition {
    let kind: NavigationTransitionKind
    /// The controller on top before the transition, and the one on top after it (if it finishes).
    let from: ViewController
    let to: ViewController
    let coordinator: TransitionCoordinator
    let animator: ViewControllerAnimatedTransitioning
    /// The stack before the transition, restored if it is cancelled.
    let previousStack: [ViewController]
    /// Controllers leaving the stack (removed from the container when it finishes) and joining it.
    let removed: [ViewController]
    let added: [ViewController]

    init(kind: NavigationTransitionKind, from: ViewController, to: ViewController, coordinator: TransitionCoordinator,
         animator: ViewControllerAnimatedTransitioning, previousStack: [ViewController], removed: [ViewController],
         added: [ViewController]) {
        self.kind = kind
        self.from = from
        self.to = to
        self.coordinator = coordinator
        self.animator = animator
        self.previousStack = previousStack
        self.removed = removed
        self.added = added
    }

    /// Keeps the built-in animator's dimming and shadow the container's size.
    func layout() {
        (animator as? NavigationParallaxAnimator)?.layout()
    }

    /// The public description for the inspector.
    var status: NavigationTransitionStatus {
        NavigationTransitionStatus(kind: kind, isInteractive: coordinator.isInteractive,
                                   percentComplete: coordinator.percentComplete)
    }
}
