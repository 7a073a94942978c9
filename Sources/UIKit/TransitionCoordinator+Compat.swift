import HandheldKit

extension TransitionCoordinator {
    /// UIViewControllerTransitionCoordinator.animateAlongsideTransition(in:animation:completion:). Handheld
    /// runs every alongside block in the one transition whatever view it names, so `view` only documents
    /// which part of the screen the block animates (seed 4 passes the parent's view).
    @discardableResult
    public func animateAlongsideTransition(in view: View?, animation: ((TransitionContext) -> Void)?,
                                           completion: ((TransitionContext) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }
}
