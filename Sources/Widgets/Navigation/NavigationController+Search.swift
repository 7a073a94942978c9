import Render

/// The top item's search bar (UINavigationItem.searchController) under the large title: the page's safe
/// area includes it, so the list starts below it. With `hidesSearchBarWhenScrolling` (the default) it is
/// the first thing to collapse as the list scrolls up (then the large title), a released drag never leaves
/// it half shown, and it starts scrolled out of sight until the list is pulled down, as in Mail; without,
/// it stays while the large title collapses. While search is active the content below it is dimmed when the
/// controller obscures it.
extension NavigationController {
    /// The search controller the top page (or `controller`) shows.
    func searchController(for controller: ViewController?) -> SearchController? {
        controller?.navigationItem.searchController
    }

    /// The search area's full height for `controller` (0 without search).
    func searchAreaHeight(for controller: ViewController) -> Double {
        guard let search = searchController(for: controller) else { return 0 }
        return search.searchBar.intrinsicContentSize.height
    }

    /// How far the large title counts as scrolled when the page is `scrolled` from its top: a hiding search
    /// bar takes the first part of the scroll.
    func largeTitleScroll(for controller: ViewController, scrolled: Double) -> Double {
        guard searchController(for: controller) != nil, controller.navigationItem.hidesSearchBarWhenScrolling,
              scrolled > 0 else { return scrolled }
        return max(0, scrolled - searchAreaHeight(for: controller))
    }

    /// The visible height of the search area as the page's list stands.
    func searchVisibleHeight(for controller: ViewController) -> Double {
        let full = searchAreaHeight(for: controller)
        guard full > 0, controller.navigationItem.hidesSearchBarWhenScrolling, controller.isViewLoaded,
              let scroll = controller.contentScrollView(for: .top) else { return full }
        let scrolled = scroll.contentOffset.y + scroll.adjustedContentInset.top
        return min(full, max(0, full - scrolled))
    }

    /// Where a released drag may rest (scrolled distances from the top) so neither a hiding search bar nor
    /// a large title is left part way: the ends of each band that collapses.
    func collapsingBands(for controller: ViewController) -> [ClosedRange<Double>] {
        var bands: [ClosedRange<Double>] = []
        var start = 0.0
        if searchController(for: controller) != nil, controller.navigationItem.hidesSearchBarWhenScrolling {
            let search = searchAreaHeight(for: controller)
            bands.append(0...search)
            start = search
        }
        if showsLargeTitle(controller) { bands.append(start...(start + largeTitleExpandedHeight)) }
        return bands
    }

    /// Whether `view` is one of the container's own views rather than a page: the bar, the toolbar, and the
    /// top page's search bar and its dimming (a check that the container shows only its top page leaves
    /// these out).
    package func isContainerChrome(_ view: View) -> Bool {
        let search = searchController(for: topViewController)
        return view === navigationBar || view === toolbar || view === search?.searchBar || view === search?.dimmingView
            || (search?.searchResultsController?.isViewLoaded == true && view === search?.searchResultsController?.view)
    }

    /// How far the top page's active search has slid the bar away (0 without search, or while a push or pop
    /// runs): UISearchController.hidesNavigationBarDuringPresentation moves the bar and the large title up
    /// out of view and the search bar to the top.
    var searchHiddenFraction: Double {
        guard transition == nil, let search = searchController(for: topViewController) else { return 0 }
        return search.navigationBarHiddenFraction
    }

    /// While an active search hides the bar, the top page moves up with it (UIKit shrinks the page's top
    /// inset; a translation does the same on screen without moving its scroll position or safe area, so
    /// the rows stay just under the search bar). Left alone while a push or pop moves pages.
    func shiftPageForSearch(_ controller: ViewController) {
        guard transition == nil, controller === topViewController else { return }
        let hidden = searchHiddenFraction
        let shift = hidden * (NavigationBar.height(for: traitCollection) + largeTitleHeight(for: controller))
        let transform = shift > 0 ? Transform.translation(x: 0, y: -shift) : .identity
        if controller.view.transform != transform { view.performWithoutAnimation { controller.view.transform = transform } }
    }

    /// Puts the top page's search bar under the large title, its dimming over the content, and scrolls a
    /// hiding bar out of sight the first time its page shows.
    func placeSearch() {
        let top = topViewController
        let search = searchController(for: top)
        for case let bar as SearchBar in view.subviews where bar !== search?.searchBar { bar.removeFromSuperview() }
        for sub in view.subviews where sub.identifier == "search-dimming" && sub !== search?.dimmingView { sub.removeFromSuperview() }
        let results = search?.showsResults == true ? search?.searchResultsController?.view : nil
        for sub in view.subviews where sub.identifier == SearchController.resultsIdentifier && sub !== results { sub.removeFromSuperview() }
        if let shown = search?.searchResultsController, shown.isViewLoaded, shown.view !== results, shown.view.superview === view {
            shown.view.removeFromSuperview()
        }
        guard let top, let search else { return }
        search.onLayoutChange = { [weak self] in self?.view.setNeedsLayout() }
        let bar = search.searchBar
        // In the container just above the bar (not inside it as the large title is: the field takes touches,
        // and a touch is only offered to views inside their parent's bounds).
        if bar.superview !== view { view.insertSubview(bar, aboveSubview: navigationBar) }
        bar.isHostedByNavigation = true
        hideSearchBarInitially(search, in: top)
        let full = searchAreaHeight(for: top)
        // A bar scrolled out of sight comes fully into view as search is presented.
        let progress = search.presentationProgress
        let visible = searchVisibleHeight(for: top) * (1 - progress) + full * progress
        let hidden = searchHiddenFraction
        // The large title's room closes as the bar slides away, so the search bar ends under the status bar.
        let y = navigationBar.frame.maxY + largeTitleView.frame.height * (1 - hidden)
        view.performWithoutAnimation {
            bar.horizontalInset = 16 + navigationBar.horizontalInsets.left
            bar.frame = Rect(x: navigationBar.frame.minX, y: y, width: navigationBar.frame.width, height: visible)
            bar.clipsToBounds = visible < full
            // The field fades as it is covered, as UIKit's does.
            bar.alpha = full > 0 ? min(1, max(0, (visible / full - 0.5) * 2)) : 0
            // Risen to the top, the bar has the page's background behind it, as the navigation bar did.
            bar.backgroundColor = hidden > 0 ? Color.systemBackground.withAlpha(hidden) : .clear
        }
        bar.layoutIfNeeded()
        let dim = search.dimmingView
        if dim.superview !== view { view.insertSubview(dim, belowSubview: navigationBar) }
        let dimTop = y + visible
        let below = Rect(x: 0, y: dimTop, width: view.bounds.width, height: max(0, view.bounds.height - dimTop))
        view.performWithoutAnimation { dim.frame = below }
        placeResults(of: search, in: below)
    }

    /// The results controller's view over the content below the search bar, while it has results to show.
    private func placeResults(of search: SearchController, in rect: Rect) {
        guard search.showsResults, let results = search.searchResultsController else { return }
        let page: View = results.view
        if page.identifier == nil { page.identifier = SearchController.resultsIdentifier }
        if page.superview !== view { view.insertSubview(page, aboveSubview: search.dimmingView) }
        view.performWithoutAnimation { page.frame = rect }
        page.layoutIfNeeded()
    }

    /// `hidesSearchBarWhenScrolling` starts with the bar out of sight: the first time the page's list rests
    /// at its top with the bar in its safe area, it is scrolled by the bar's height, if it is long enough.
    private func hideSearchBarInitially(_ search: SearchController, in controller: ViewController) {
        guard !search.hidHiddenSearchBarInitially, controller.navigationItem.hidesSearchBarWhenScrolling,
              controller.isViewLoaded, let scroll = controller.contentScrollView(for: .top),
              scroll.bounds.height > 0 else { return }
        search.hidHiddenSearchBarInitially = true
        let top = -scroll.adjustedContentInset.top
        guard scroll.contentOffset.y == top else { return }
        // A list too short to scroll the whole bar away keeps it shown (never left part way).
        let hidden = top + searchAreaHeight(for: controller)
        guard hidden <= scroll.offsetRange.y.upperBound else { return }
        scroll.setContentOffset(Point(x: scroll.contentOffset.x, y: hidden), animated: false)
    }
}

extension NavigationController {
    /// A push or pop to a page with another search controller (or none) fades the leaving page's search bar
    /// out with the transition; the arriving one is placed when it ends. A cancelled back swipe restores it.
    func beginSearchTransition(from: ViewController, to: ViewController, coordinator: TransitionCoordinator) {
        guard let leaving = searchController(for: from), searchController(for: to) !== leaving else { return }
        let bar = leaving.searchBar
        coordinator.animate(alongsideTransition: { _ in bar.alpha = 0 }, completion: { [weak self] _ in
            self?.view.setNeedsLayout()
        })
    }
}
