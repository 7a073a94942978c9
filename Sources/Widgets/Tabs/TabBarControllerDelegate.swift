/// What a tab bar controller asks and tells about tab taps (UITabBarControllerDelegate), and where a
/// tab switch gets its animation. Every method has a default: allow the tap, ignore it, no animation.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator for a switch from `fromVC` to `toVC` (UIKit's
    /// `tabBarController(_:animationControllerForTransitionFrom:to:)`), asked for taps and for selections
    /// made in code alike; nil, the default, keeps UIKit's instant switch. An animator makes the switch a
    /// `TransitionCoordinator` transition, as a navigation delegate's animator does for a push.
    func tabBarController(_ tabBarController: TabBarController,
                          animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The interaction controller that drives `animationController` from a gesture
    /// (`tabBarController(_:interactionControllerFor:)`); nil runs it on the clock. Asked only when the
    /// animator is not nil.
    func tabBarController(_ tabBarController: TabBarController,
                          interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(_ tabBarController: TabBarController,
                                 animationControllerForTransitionFrom fromVC: ViewController,
                                 to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        nil
    }
    public func tabBarController(_ tabBarController: TabBarController,
                                 interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        nil
    }
}

extension ViewController {
    /// The nearest ancestor that is a tab bar controller (UIViewController.tabBarController).
    public var tabBarController: TabBarController? {
        var ancestor = parent
        while let current = ancestor {
            if let tabs = current as? TabBarController { return tabs }
            ancestor = current.parent
        }
        return nil
    }
}
