/// The animator of transitions whose work is a block of changes (a size change relaying out the tree, a
/// split view collapsing): the block runs in one animation, and the transition completes when it ends.
@MainActor
final class BlockTransitionAnimator: ViewControllerAnimatedTransitioning {
    private let changes: () -> Void
    private let duration: Double
    private unowned let engine: AnimationEngine

    init(changes: @escaping () -> Void, duration: Double, engine: AnimationEngine) {
        self.changes = changes
        self.duration = duration
        self.engine = engine
    }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        engine.animate(timing: .curve(.linear, duration: duration), animations: changes) { _ in
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
