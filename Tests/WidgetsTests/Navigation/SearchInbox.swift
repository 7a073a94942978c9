import Render
import TestSupport
@testable import Widgets

/// The search tests' screen: an iPhone 8 (20 pt status bar) whose navigation controller has large titles,
/// with `search` in the Inbox page's navigation item over a long list, laid out once.
@MainActor
enum SearchInbox {
    static func make(_ search: SearchController, hidesWhenScrolling: Bool)
        -> (window: Window, clock: ManualClock, nav: NavigationController, page: ScrollPage) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let page = ScrollPage("Inbox", log: EventLog())
        page.navigationItem.searchController = search
        page.navigationItem.hidesSearchBarWhenScrolling = hidesWhenScrolling
        let nav = NavigationController(rootViewController: page)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.step(clock)
        return (window, clock, nav, page)
    }
}
