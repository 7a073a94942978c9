import Render

/// `hidesBottomBarWhenPushed`: the bar is hidden while the selected navigation stack holds, above its root,
/// a controller that asks for it (UIKit hides it from that controller up). When a push or pop changes
/// that, the bar moves inside the navigation transition, its right edge on the left edge of the page
/// sliding over it (UIKit carries the bar with the page beneath), so a back swipe scrubs it and a cancelled
/// swipe puts it back.
extension TabBarController {
    /// Whether the selected tab's stack hides the bar.
    var stackHidesBar: Bool {
        guard let navigation = selectedViewController as? NavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// A navigation stack in a tab changed (NavigationController calls this from `changeStack`).
    func navigationStackDidChange(_ navigation: NavigationController) {
        guard navigation === selectedViewController else { return }
        updateTabBarVisibility(animated: true)
    }

    func updateTabBarVisibility(animated: Bool) {
        let hide = stackHidesBar
        guard hide != isTabBarHidden, isViewLoaded else { return }
        isTabBarHidden = hide
        let width = view.bounds.width
        let navigation = selectedViewController as? NavigationController
        guard animated, let coordinator = navigation?.ownTransitionCoordinator, !coordinator.isFinished else {
            return settleTabBar()
        }
        let out = Transform.translation(x: -width, y: 0)
        tabBar.performWithoutAnimation {
            tabBar.isHidden = false
            tabBar.transform = hide ? .identity : out
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.tabBar.transform = hide ? out : .identity
        }, completion: { [weak self] context in
            guard let self else { return }
            if context.isCancelled { self.isTabBarHidden = !hide }
            self.settleTabBar()
        })
    }

    /// The bar where the current state has it, without animation; the child's safe area follows.
    func settleTabBar() {
        tabBar.performWithoutAnimation {
            tabBar.transform = .identity
            tabBar.isHidden = isTabBarHidden
        }
        if let child = selectedViewController, child.isViewLoaded, child.view.superview === view { layoutChild(child) }
    }
}
