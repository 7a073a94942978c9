import Testing
import TestSupport
import UIKitCompat

// Tab bar animators as iOS tutorials write them for UITabBarControllerDelegate, with the README's edits
// ("UIKit names"): no `NSObject` base class; `containerView` is optional here (`containerView!`). A
// controller's `view` is `UIView!` as in UIKit, so the slide binds both views in its `guard` as written.

/// A cross-fade: the arriving view is added over the leaving one at alpha 0 and fades in.
final class FadeTabTransition: UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return }
        toView.alpha = 0.0
        transitionContext.containerView!.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1.0
        }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A slide: the pages move a width one way or the other by the tabs' order, with `initialFrame(for:)`.
final class SlideTabTransition: UIViewControllerAnimatedTransitioning {
    let viewControllers: [UIViewController]?
    let transitionDuration: Double = 0.3

    init(viewControllers: [UIViewController]?) {
        self.viewControllers = viewControllers
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return TimeInterval(transitionDuration)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let fromIndex = getIndex(forViewController: fromVC),
              let toVC = transitionContext.viewController(forKey: .to),
              let toIndex = getIndex(forViewController: toVC),
              let fromView = fromVC.view,
              let toView = toVC.view else {
            transitionContext.completeTransition(false)
            return
        }
        let frame = transitionContext.initialFrame(for: fromVC)
        var fromFrameEnd = frame
        var toFrameStart = frame
        fromFrameEnd.origin.x = toIndex > fromIndex ? frame.origin.x - frame.width : frame.origin.x + frame.width
        toFrameStart.origin.x = toIndex > fromIndex ? frame.origin.x + frame.width : frame.origin.x - frame.width
        toView.frame = toFrameStart
        transitionContext.containerView!.addSubview(toView)
        UIView.animate(withDuration: transitionDuration, animations: {
            fromView.frame = fromFrameEnd
            toView.frame = frame
        }, completion: { success in
            fromView.removeFromSuperview()
            transitionContext.completeTransition(success)
        })
    }

    func getIndex(forViewController vc: UIViewController) -> Int? {
        guard let vcs = self.viewControllers else { return nil }
        for (index, thisVC) in vcs.enumerated() where thisVC === vc {
            return index
        }
        return nil
    }
}

final class TutorialTabBarController: UITabBarController, UITabBarControllerDelegate {
    var slides = false

    init() {
        super.init(nibName: nil, bundle: nil)
        delegate = self
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return slides ? SlideTabTransition(viewControllers: tabBarController.viewControllers) : FadeTabTransition()
    }
}

@MainActor
@Suite("UIKit names: tab bar animators")
struct TabTransitionNamesTests {
    static func make() -> (TutorialTabBarController, UIWindow, ManualClock) {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "First", image: .star)
        second.tabBarItem = UITabBarItem(title: "Second", image: .gear)
        let tabs = TutorialTabBarController()
        tabs.viewControllers = [first, second]
        let (window, clock) = ArticleScreen.window(showing: tabs)
        return (tabs, window, clock)
    }

    @Test("a tutorial's cross-fade runs the switch: the new tab fades in over 0.3 s under the tab bar")
    func crossFade() throws {
        let (tabs, window, clock) = Self.make()
        let second = try #require(tabs.viewControllers)[1]
        tabs.selectedIndex = 1
        #expect(tabs.transitionCoordinator != nil)
        #expect(tabs.view.subviews.last === tabs.tabBar)
        window.step(clock, frames: 9)
        let mid = second.view.presentationAlpha
        #expect(mid > 0.3 && mid < 0.7)
        window.step(clock, frames: 10)
        #expect(tabs.transitionCoordinator == nil && tabs.selectedIndex == 1)
        #expect(second.view.presentationAlpha == 1 && second.appearanceState == .appeared)
        #expect(tabs.viewControllers?[0].view.superview == nil)
    }

    @Test("a tutorial's slide by frames: half way both pages are half a width over, then the new one fills the container")
    func slide() throws {
        let (tabs, window, clock) = Self.make()
        tabs.slides = true
        let pages = try #require(tabs.viewControllers), first = pages[0], second = pages[1]
        let width = tabs.view.bounds.width
        tabs.selectedIndex = 1
        let context = try #require(tabs.transitionCoordinator)
        #expect(context.initialFrame(for: first) == tabs.view.bounds && context.finalFrame(for: second) == tabs.view.bounds)
        #expect(context.initialFrame(for: second) == .zero && context.finalFrame(for: first) == .zero)
        window.step(clock, frames: 9)
        // 0.15 s of 0.3 s, ease-in-ease-out: half way.
        #expect(abs(second.view.presentationFrameInWindow.minX - width / 2) < 0.5)
        #expect(abs(first.view.presentationFrameInWindow.minX + width / 2) < 0.5)
        window.step(clock, frames: 10)
        #expect(tabs.transitionCoordinator == nil)
        #expect(second.view.frame == tabs.view.bounds && first.view.superview == nil)
        tabs.selectedIndex = 0
        window.step(clock, frames: 20)
        #expect(first.view.frame == tabs.view.bounds && second.view.superview == nil)
    }
}
