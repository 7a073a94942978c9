import Render

extension ViewController {
    /// The nearest ancestor that is a navigation controller (UIViewController.navigationController).
    public var navigationController: NavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? NavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The coordinator of the transition this controller or an ancestor is running, if any.
    public var transitionCoordinator: TransitionCoordinator? {
        if let own = ownTransitionCoordinator, !own.isFinished { return own }
        return parent?.transitionCoordinator
    }
}
