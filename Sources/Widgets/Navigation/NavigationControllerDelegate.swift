/// Told when a navigation controller changes the controller it shows (UINavigationControllerDelegate's
/// `navigationController(_:willShow:animated:)` and `…didShow…`). Both have empty defaults.
///
/// `willShow` comes before the appearance callbacks of a push or pop, `didShow` after the transition's
/// completions and the `did` appearance callbacks. A back swipe calls `willShow` for the controller
/// beneath when it starts; if the swipe is cancelled, `didShow` names the controller that stayed on top,
/// so every `willShow` is answered by exactly one `didShow` naming what is on screen.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
    /// The animator for a push or pop (UINavigationControllerDelegate's
    /// `navigationController(_:animationControllerFor:from:to:)`); nil keeps the built-in parallax.
    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationTransitionKind,
                              from fromViewController: ViewController,
                              to toViewController: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animationController` from a gesture; nil runs it on the
    /// clock. For the built-in animator during a back swipe, nil means the edge swipe drives it, as UIKit's
    /// `interactivePopGestureRecognizer` does. A custom animator with no interaction controller runs
    /// unanimated by the swipe: UIKit's back swipe does not drive a custom animator either.
    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController,
                                     willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     didShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     animationControllerFor operation: NavigationTransitionKind,
                                     from fromViewController: ViewController,
                                     to toViewController: ViewController) -> ViewControllerAnimatedTransitioning? {
        nil
    }
    public func navigationController(_ navigationController: NavigationController,
                                     interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        nil
    }
}
