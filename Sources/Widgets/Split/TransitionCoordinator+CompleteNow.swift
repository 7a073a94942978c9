/// Ending a container's transition at once, for a split that must move controllers between navigation
/// stacks while one of them is still pushing or popping (a row tapped just before a rotation). A
/// navigation controller queues stack changes during a transition, so moving its controllers then would
/// leave it holding a controller another stack has taken; finishing the push first keeps both consistent.
///
/// It lives here, not in Controllers, because the split is its only user so far.
extension TransitionCoordinator {
    /// Jumps to where the transition is heading — its end, or its start when it was cancelled or is an
    /// interactive one held less than half way — and runs the completions now instead of on the next
    /// frame. Does nothing once the transition has finished.
    func completeNow() {
        guard !isFinished else { return }
        let backToStart = isCancelled || (isInteractive && percentComplete < 0.5)
        animator.finishAnimation(at: backToStart ? .start : .end)
        animator.runCompletions()
    }
}

extension SplitViewController {
    /// Ends the pushes and pops running in the columns' navigation controllers, and those they had
    /// queued, so their stacks can be changed now (see `TransitionCoordinator.completeNow`).
    func completeColumnTransitions() {
        for case let navigation as NavigationController in [primary, secondary] {
            var rounds = 0
            while navigation.isTransitioning, let coordinator = navigation.ownTransitionCoordinator, rounds < 16 {
                coordinator.completeNow()
                rounds += 1
            }
        }
    }
}
