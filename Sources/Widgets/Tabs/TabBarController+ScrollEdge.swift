import Render

/// iOS 15's tab bar at the scroll edge (ScrollEdge): the bar follows the selected page's bottom content
/// scroll view, the top page's when the tab holds a navigation stack ("When a tab bar controller contains a
/// tab bar and a scroll view … If the edge of the scrolled content reaches that bar, UIKit applies the
/// appearance settings in this property" [DOC: UITabBar.scrollEdgeAppearance]). A page with no scroll view,
/// or one whose content ends above the bar, is at the edge: the bar shows its scroll-edge look, transparent
/// by default. Switching tabs sets the new page's progress at once, as UIKit's tab switch has no animation.
extension TabBarController: ScrollViewTracker {
    /// The page whose scroll view the bar follows: the selected one, or the top of its navigation stack.
    var scrollEdgePage: ViewController? {
        guard let selected = selectedViewController else { return nil }
        return (selected as? NavigationController)?.topViewController ?? selected
    }

    /// Sets the bar's progress from the selected page's scroll view, and follows a page's own scroll view
    /// (a navigation stack's top page is followed by its navigation controller, which calls this).
    func updateTabBarScrollEdge() {
        guard isViewLoaded else { return }
        guard let page = scrollEdgePage, page.isViewLoaded else { return tabBar.scrollEdgeProgress = 0 }
        let scroll = page.contentScrollView(for: .bottom)
        if !(selectedViewController is NavigationController) { scroll?.largeTitleTracker = self }
        if let navigation = selectedViewController as? NavigationController, navigation.transition != nil { return }
        tabBar.scrollEdgeProgress = ScrollEdge.bottomProgress(of: scroll)
    }

    func trackedScrollViewDidScroll(_ scrollView: ScrollView) {
        guard let page = scrollEdgePage, page.isViewLoaded, scrollView.isDescendant(of: page.view) else { return }
        updateTabBarScrollEdge()
    }

    func trackedScrollViewContentDidChange(_ scrollView: ScrollView) { trackedScrollViewDidScroll(scrollView) }
}
