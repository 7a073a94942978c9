import Render

/// The scroll view a controller's bars follow (iOS 15's content scroll view): a navigation bar its top edge,
/// a toolbar and a tab bar its bottom edge (ScrollEdge). "The view controller identifies a scroll view to
/// observe by analyzing the view hierarchy"; `setContentScrollView(_:for:)` names another, and nil goes back
/// to the automatic one [DOC: UIViewController.setContentScrollView(_:for:)].
///
/// The automatic one is the first scroll view in the view tree, depth first: the one the large title
/// already followed here (NavigationController+LargeTitles). UIKit's own heuristic is narrower, following
/// only the first-subview chain (the root view, its first subview, that one's first subview…: what
/// react-native-screens' maintainers describe working around, "UIKit requires ScrollView to be at index 0"),
/// so a page whose list is not on that chain keeps its bar at the scroll-edge look on iOS; Handheld still
/// finds it.
extension ViewController {
    /// The scroll views set per edge, held weakly as UIKit holds them.
    private struct ContentScrollViews {
        weak var top: ScrollView?
        weak var bottom: ScrollView?
    }

    /// UIViewController.setContentScrollView(_:for:): `scrollView` for `.top`, `.bottom` or both (`.all`);
    /// nil returns the edge to the automatic one. The bars showing this controller update at once.
    public func setContentScrollView(_ scrollView: ScrollView?, for edge: DirectionalRectEdge) {
        var views = extensionStorage[ContentScrollViews.self] ?? ContentScrollViews()
        if edge.contains(.top) { views.top = scrollView }
        if edge.contains(.bottom) { views.bottom = scrollView }
        extensionStorage[ContentScrollViews.self] = views
        contentScrollViewsDidChange()
    }

    /// UIViewController.setContentScrollView(_:): the same scroll view for every edge.
    public func setContentScrollView(_ scrollView: ScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// The set scroll view for `edge`, else the first one in the loaded view's tree (none before it loads).
    func storedOrFoundContentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        let views = extensionStorage[ContentScrollViews.self]
        if edge.contains(.top), let top = views?.top { return top }
        if edge.contains(.bottom), let bottom = views?.bottom { return bottom }
        guard isViewLoaded else { return nil }
        return NavigationController.trackedScrollView(in: view)
    }

    /// Tells the containers showing this controller to look at its scroll views again: one was named, or
    /// one joined the window inside its view.
    func contentScrollViewsDidChange() {
        var container = parent
        while let c = container {
            if let navigation = c as? NavigationController { navigation.updateScrollEdge() }
            if let tabs = c as? TabBarController { tabs.updateTabBarScrollEdge() }
            container = c.parent
        }
    }
}
