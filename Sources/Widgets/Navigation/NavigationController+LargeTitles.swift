import Render

/// Large titles (UINavigationBar.prefersLargeTitles, UINavigationItem.largeTitleDisplayMode): the top
/// item's title in 34 pt bold in a 52 pt area below the bar, whose height follows the top page's scroll
/// view, not a timer: scrolled up by y points from the top, the area is 52 − y tall (the title slides under
/// the bar, clipped by it) and the 17 pt inline title appears once it is gone; pulled down, the area grows
/// and the title stays at its bottom. The page's safe area includes the expanded 52 pt, so its list starts
/// below the large title (UIKit's 96 pt bar: 44 + 52 [OBS]). While any of the large title shows, the bar
/// keeps its scroll-edge look (NavigationController+ScrollEdge). The 52 pt are the Large text size's: the
/// area follows the reader's text size with its title (`LargeTitleView.expandedHeight(for:)`).
///
/// Across a push or pop the area collapses or expands to what the arriving page shows, inside the
/// transition's animator, so a back swipe scrubs it and a cancel restores it.
extension NavigationController {
    /// Whether `controller`'s item shows the large title now: the bar prefers them, the height is not
    /// compact (UIKit never shows large titles on a landscape iPhone), and the item's mode says so, an
    /// `automatic` item following the one beneath it (the root shows it).
    public func showsLargeTitle(_ controller: ViewController) -> Bool {
        guard navigationBar.prefersLargeTitles, traitCollection.verticalSizeClass != .compact,
              let index = viewControllers.firstIndex(where: { $0 === controller }) ?? transitionIndex(of: controller) else {
            return false
        }
        for c in viewControllers.prefix(index + 1).reversed() {
            switch c.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// A controller leaving in a running pop is no longer in the stack; it kept its place in the old one.
    private func transitionIndex(of controller: ViewController) -> Int? {
        guard let transition, transition.from === controller else { return nil }
        return transition.previousStack.firstIndex { $0 === controller }
    }

    /// The scroll view found in a page's view tree: the first one, depth first (ViewController+ContentScrollView
    /// says how UIKit's heuristic differs). Pages are followed through `contentScrollView(for: .top)`.
    static func trackedScrollView(in view: View) -> ScrollView? {
        if let scroll = view as? ScrollView { return scroll }
        for child in view.subviews {
            if let found = trackedScrollView(in: child) { return found }
        }
        return nil
    }

    /// The large title area's expanded height at the current text size (52 pt at Large).
    var largeTitleExpandedHeight: Double {
        LargeTitleView.expandedHeight(for: traitCollection.preferredContentSizeCategory)
    }

    /// The large title's height for `controller` as its scroll view stands: 52 − how far it is scrolled
    /// from its top, never below 0 (0 when it shows no large title).
    func largeTitleHeight(for controller: ViewController) -> Double {
        guard showsLargeTitle(controller) else { return 0 }
        guard controller.isViewLoaded, let scroll = controller.contentScrollView(for: .top) else {
            return largeTitleExpandedHeight
        }
        scroll.largeTitleTracker = self
        // A search bar that hides when scrolling collapses first (NavigationController+Search).
        let scrolled = largeTitleScroll(for: controller, scrolled: scroll.contentOffset.y + scroll.adjustedContentInset.top)
        return max(0, largeTitleExpandedHeight - scrolled)
    }

    func trackedScrollViewDidScroll(_ scroll: ScrollView) {
        guard transition == nil, let top = topViewController, top.isViewLoaded, scroll.isDescendant(of: top.view) else { return }
        updateLargeTitle()
    }

    /// Where a released drag of the top page's scroll view must come to rest so its large title is either
    /// expanded or collapsed: a resting offset that would leave the title part way (0 < scrolled < 52) moves
    /// to the nearer end, as UINavigationBar snaps it when the finger lifts between the two (UIKit
    /// adjusts the scroll view's target content offset; a flick past the band is left alone). Nil when
    /// `proposed` needs no change.
    func snappedLargeTitleTarget(for scroll: ScrollView, proposed: Double) -> Double? {
        guard transition == nil, let top = topViewController, top.isViewLoaded,
              top.contentScrollView(for: .top) === scroll else { return nil }
        let top0 = -scroll.adjustedContentInset.top
        let scrolled = proposed - top0
        // The large title's band, after a hiding search bar's (NavigationController+Search).
        guard let band = collapsingBands(for: top).first(where: { scrolled > $0.lowerBound && scrolled < $0.upperBound }) else {
            return nil
        }
        return top0 + (scrolled - band.lowerBound < (band.upperBound - band.lowerBound) / 2 ? band.lowerBound : band.upperBound)
    }

    func largeTitlesSettingChanged() {
        guard isViewLoaded else { return }
        for c in viewControllers where c.isViewLoaded && c.view.superview === view { layoutPage(c) }
        view.setNeedsLayout()
    }

    /// Puts the large title where the top page's scroll position has it (no animation).
    func updateLargeTitle() {
        guard isViewLoaded else { return }
        let top = topViewController
        let height = top.map(largeTitleHeight(for:)) ?? 0
        view.performWithoutAnimation { placeLargeTitle(height: height, title: top?.navigationItem.title ?? top?.title) }
        let shows = top.map(showsLargeTitle) ?? false
        // The bar's scroll-edge look follows the same scroll view (NavigationController+ScrollEdge).
        updateScrollEdge()
        navigationBar.contentView?.titleLabel.alpha = shows && height > 0 ? 0 : 1
        // The bar's items and the large title fade as an active search slides them away.
        let hidden = searchHiddenFraction
        if transition == nil {
            view.performWithoutAnimation {
                navigationBar.contentView?.alpha = 1 - hidden
                if hidden > 0 { largeTitleView.alpha *= 1 - hidden }
            }
        }
        placeSearch()
    }

    private func placeLargeTitle(height: Double, title: String?) {
        let bar = navigationBar.bounds
        largeTitleView.frame = Rect(x: bar.minX, y: bar.maxY, width: bar.width, height: height)
        largeTitleView.leadingInset = navigationBar.horizontalInsets.left
        largeTitleView.alpha = height > 0 ? 1 : 0
        if let title, largeTitleView.titleLabel.text != title { largeTitleView.titleLabel.text = title }
        largeTitleView.titleLabel.textColor = navigationBar.largeTitleColor ?? .label
        largeTitleView.layoutIfNeeded()
    }

    /// A push or pop starts: the large title moves to what the arriving page shows, alongside the pages,
    /// and the bar's background and inline title settle when it ends.
    func beginLargeTitleTransition(to: ViewController, coordinator: TransitionCoordinator) {
        let target = largeTitleHeight(for: to)
        let current = largeTitleView.frame.height
        guard target != current || showsLargeTitle(to) else { return updateLargeTitleAfterTransition(coordinator) }
        if target > 0 {
            // The arriving large title is shown from the start (its text, growing or staying).
            view.performWithoutAnimation {
                largeTitleView.titleLabel.text = to.navigationItem.title ?? to.title ?? ""
                if current == 0 { largeTitleView.alpha = 0 }
            }
            navigationBar.allContent.first { $0.item === to.navigationItem }?.titleLabel.alpha = 0
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.placeLargeTitle(height: target, title: nil)
        })
        updateLargeTitleAfterTransition(coordinator)
    }

    private func updateLargeTitleAfterTransition(_ coordinator: TransitionCoordinator) {
        coordinator.animate(alongsideTransition: nil, completion: { [weak self] _ in
            // The container's own completion runs after this and lays out again; settle now as well so
            // the bar's background and inline title match the page shown.
            self?.view.setNeedsLayout()
        })
    }
}
