/// Told when a navigation controller changes the controller it shows (UINavigationControllerDelegate's
/// `navigationController(_:willShow:animated:)` and `…didShow…`). Both have empty defaults.
///
/// `willShow` comes before the appearance callbacks of a push or pop, `didShow` after the transition's
/// completions and the `did` appearance callbacks. A back swipe calls `willShow` for the controller
/// beneath when it starts; if the swipe is cancelled, `didShow` names the controller that stayed on top,
/// so every `willShow` is answered by exactly one `didShow` naming what is on screen.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController,
                              animated: Bool)
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController,
                              animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(_ navigationController: NavigationController,
                                     willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController,
                                     didShow viewController: ViewController, animated: Bool) {}
}
