import Render

/// iOS 15's scroll-edge looks in a navigation controller (ScrollEdge): the bar follows its top page's top
/// content scroll view, the toolbar its bottom one, and a tab bar around the stack the same bottom one.
/// Under a large title the bar stays at its scroll-edge look while any of the large title shows, and takes
/// its standard look once the title has collapsed into the bar (UIKit updates the progress only once the
/// bar is back at its inline height, `_observeScrollViewDidScroll:topLayoutType:` in the decompiled UIKit
/// ScrollEdge cites; iOS 13's large-title bars did the same).
///
/// A push or pop moves each bar from the leaving page's progress to the arriving page's inside the
/// transition (ScrollEdgeTransition): a back swipe scrubs it and a cancelled one returns it.
extension NavigationController {
    /// The bar's progress for `controller` as its scroll view stands.
    func navigationBarScrollEdgeProgress(for controller: ViewController) -> Double {
        if showsLargeTitle(controller) { return largeTitleHeight(for: controller) > 0 ? 0 : 1 }
        guard controller.isViewLoaded, let scroll = controller.contentScrollView(for: .top) else { return 0 }
        // A search bar that hides when scrolling is part of the bar's height: it collapses first, then
        // the background comes (as under a large title).
        let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
        return ScrollEdge.clamp(largeTitleScroll(for: controller, scrolled: scrolled) / ScrollEdge.transitionDistance)
    }

    /// The toolbar's (and a surrounding tab bar's) progress for `controller`.
    func bottomScrollEdgeProgress(for controller: ViewController) -> Double {
        guard controller.isViewLoaded else { return 0 }
        return ScrollEdge.bottomProgress(of: controller.contentScrollView(for: .bottom))
    }

    /// Sets the bars' progress from the top page's scroll views and follows them from now on (they tell this
    /// controller when they scroll). Nothing changes while a transition moves the bars.
    func updateScrollEdge() {
        guard isViewLoaded, transition == nil else { return }
        guard let top = topViewController else {
            navigationBar.scrollEdgeProgress = 0
            toolbar.scrollEdgeProgress = 0
            return
        }
        if top.isViewLoaded {
            top.contentScrollView(for: .top)?.largeTitleTracker = self
            top.contentScrollView(for: .bottom)?.largeTitleTracker = self
        }
        navigationBar.scrollEdgeProgress = navigationBarScrollEdgeProgress(for: top)
        toolbar.scrollEdgeProgress = bottomScrollEdgeProgress(for: top)
        if let tabs = parent as? TabBarController, tabs.selectedViewController === self { tabs.updateTabBarScrollEdge() }
    }

    /// The top page's list changed size or insets (rows arriving from a background load): the bars' looks
    /// follow it without waiting for a scroll.
    func trackedScrollViewContentDidChange(_ scroll: ScrollView) {
        guard transition == nil, let top = topViewController, top.isViewLoaded, scroll.isDescendant(of: top.view) else { return }
        updateScrollEdge()
    }

    /// A push or pop starts: every bar moves to the arriving page's progress with the transition.
    func beginScrollEdgeTransition(to: ViewController, coordinator: TransitionCoordinator) {
        let bar = navigationBar, toolbar = self.toolbar
        let barTarget = navigationBarScrollEdgeProgress(for: to)
        let bottomTarget = bottomScrollEdgeProgress(for: to)
        let barFrom = bar.drawnScrollEdgeProgress, toolbarFrom = toolbar.drawnScrollEdgeProgress
        bar.scrollEdgeTransition = ScrollEdgeTransition(from: barFrom, to: barTarget, coordinator: coordinator)
        toolbar.scrollEdgeTransition = ScrollEdgeTransition(from: toolbarFrom, to: bottomTarget, coordinator: coordinator)
        let tabBar = (parent as? TabBarController).flatMap { $0.selectedViewController === self ? $0.tabBar : nil }
        let tabFrom = tabBar?.drawnScrollEdgeProgress ?? 1
        tabBar?.scrollEdgeTransition = ScrollEdgeTransition(from: tabFrom, to: bottomTarget, coordinator: coordinator)
        coordinator.animate(alongsideTransition: nil, completion: { context in
            let cancelled = context.isCancelled
            bar.scrollEdgeTransition = nil
            bar.scrollEdgeProgress = cancelled ? barFrom : barTarget
            toolbar.scrollEdgeTransition = nil
            toolbar.scrollEdgeProgress = cancelled ? toolbarFrom : bottomTarget
            tabBar?.scrollEdgeTransition = nil
            tabBar?.scrollEdgeProgress = cancelled ? tabFrom : bottomTarget
        })
    }
}
