import Foundation
import Widgets

/// The `mail-sliding-tabs` scene's tab bar controller: the mail scene's tabs, with its own delegate handing
/// out `TabSlideAnimator` for every switch, as an iOS app opts into animated tabs with
/// `UITabBarControllerDelegate.tabBarController(_:animationControllerForTransitionFrom:to:)`. The plain
/// `mail` scene keeps UIKit's instant switch.
final class SlidingTabBarController: TabBarController, TabBarControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        // Its own delegate: a tab bar controller holds its delegate weakly, as UIKit's does.
        delegate = self
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    /// The mail scene's tabs, sliding.
    static func mail() -> SlidingTabBarController {
        let tabs = SlidingTabBarController()
        tabs.viewControllers = MailScene.tabs()
        return tabs
    }

    func tabBarController(_ tabBarController: TabBarController,
                          animationControllerForTransitionFrom fromVC: ViewController,
                          to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        guard let from = tabs.firstIndex(where: { $0 === fromVC }), let to = tabs.firstIndex(where: { $0 === toVC }) else {
            return nil
        }
        return TabSlideAnimator(towardsTrailing: to > from)
    }
}
