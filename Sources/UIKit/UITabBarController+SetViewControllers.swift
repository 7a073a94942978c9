import HandheldKit

extension UITabBarController {
    /// UITabBarController.setViewControllers(_:animated:): replaces the tabs, as assigning `viewControllers`
    /// does (nil removes every tab). UIKit animates only the tab bar's items when `animated` is true;
    /// Handheld's tab bar rebuilds its items at once either way.
    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}
