import Render

/// Hiding the navigation bar (UINavigationController.isNavigationBarHidden and
/// setNavigationBarHidden(_:animated:)). The state belongs to the navigation controller, not to a page: a
/// pushed controller finds the bar as the one below left it, as in UIKit, where apps that want a bar-less
/// page hide it in that page's viewWillAppear and show it again in viewWillDisappear.
///
/// A hidden bar sits just above the container's top edge, so the status-bar area shows the page (UIKit
/// keeps the status bar; what shows behind it is the content). The pages' safe area loses the bar at once,
/// and their layout runs inside the slide, so content pinned to the safe area moves up with the bar. The
/// back swipe belongs to the container, not the bar, so it still pops with the bar hidden.
extension NavigationController {
    /// Whether the bar is hidden (UINavigationController.isNavigationBarHidden; false by default). Setting
    /// it is `setNavigationBarHidden(_:animated: false)`, as UIKit's setter.
    public var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar (UINavigationController.setNavigationBarHidden(_:animated:)). Animated, the
    /// bar slides up out of view (or down into place) over `hideShowBarDuration`, 0.2 s, on the window's
    /// animation clock; called while a push or pop runs (from a page's viewWillAppear, the common place), the
    /// slide joins the transition instead, so it follows its progress, a back swipe's finger and a cancel.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        guard isViewLoaded else { return }
        slideBar(navigationBar, animated: animated, joinsTransition: true) { $0.navigationBarHiddenStorage }
    }

    /// What the bar covers of `controller`'s page below the container's safe-area top: the bar, the large
    /// title and the search bar under it, or nothing while the bar is hidden.
    func navigationBarCoverage(for controller: ViewController) -> Double {
        guard !navigationBarHiddenStorage else { return 0 }
        return NavigationBar.height(for: traitCollection)
            + (showsLargeTitle(controller) ? largeTitleExpandedHeight : 0)
            + searchAreaHeight(for: controller)
    }
}
