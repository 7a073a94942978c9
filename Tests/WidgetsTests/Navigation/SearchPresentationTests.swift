import Render
import Testing
import TestSupport
@testable import Widgets

/// Logs a search controller delegate's calls.
@MainActor
private final class SearchPresentationLogger: SearchControllerDelegate {
    let log = EventLog()
    func willPresentSearchController(_ searchController: SearchController) { log.add("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { log.add("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { log.add("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { log.add("didDismiss") }
}

/// Search activated as iOS presents it: the navigation bar and large title slide away, the search bar
/// rises under the status bar, the delegate hears will/did present and dismiss, and a results controller
/// covers the content once there is text.
@MainActor
@Suite("Search presentation")
struct SearchPresentationTests {
    @MainActor
    struct Fixture {
        let window: Window
        let clock: ManualClock
        let nav: NavigationController
        let page: ScrollPage
        let search: SearchController
        fileprivate let logger = SearchPresentationLogger()

        /// An iPhone 8 (20 pt status bar) with large titles and a shown search bar on a long list.
        init(results: ViewController? = nil) {
            let search = SearchController(searchResultsController: results)
            (window, clock, nav, page) = SearchInbox.make(search, hidesWhenScrolling: false)
            self.search = search
            search.delegate = logger
        }
    }

    @Test("active, the bar and large title slide up out of view and the search bar rises under the status bar; Cancel reverses it")
    func hidesBar() {
        let f = Fixture()
        let bar = f.search.searchBar
        #expect(Double(bar.frame.minY) == 20 + 44 + 52)
        f.search.isActive = true
        f.window.step(f.clock, frames: 9)
        // Part way along the 0.3 s presentation.
        #expect(Double(bar.frame.minY) > 20 && Double(bar.frame.minY) < 20 + 44 + 52)
        #expect(f.search.presentationProgress > 0 && f.search.presentationProgress < 1)
        f.window.step(f.clock, frames: 15)
        #expect(f.search.presentationProgress == 1)
        #expect(Double(bar.frame.minY) == 20)
        #expect(Double(f.nav.navigationBar.frame.maxY) == 20)
        #expect(Double(f.nav.navigationBar.contentView?.alpha ?? 1) == 0)
        // The page moved up with the chrome, so its first row stays just under the search bar.
        #expect(Double(f.page.view.transform.ty) == -(44 + 52))
        f.search.isActive = false
        f.window.step(f.clock, frames: 24)
        #expect(f.search.presentationProgress == 0)
        #expect(Double(bar.frame.minY) == 20 + 44 + 52)
        #expect(Double(f.nav.navigationBar.frame.minY) == 20)
        #expect(f.page.view.transform.isIdentity)
    }

    @Test("hidesNavigationBarDuringPresentation false: the bar and large title stay while search is active")
    func keepsBar() {
        let f = Fixture()
        f.search.hidesNavigationBarDuringPresentation = false
        f.search.isActive = true
        f.window.step(f.clock, frames: 24)
        #expect(Double(f.search.searchBar.frame.minY) == 20 + 44 + 52)
        #expect(Double(f.nav.navigationBar.frame.minY) == 20)
        #expect(f.page.view.transform.isIdentity)
    }

    @Test("the delegate hears willPresent, didPresent once the bar has arrived, then willDismiss and didDismiss")
    func delegateOrder() {
        let f = Fixture()
        f.search.isActive = true
        #expect(f.logger.log.entries == ["willPresent"])
        f.window.step(f.clock, frames: 10)
        #expect(f.logger.log.entries == ["willPresent"])
        f.window.step(f.clock, frames: 14)
        #expect(f.logger.log.entries == ["willPresent", "didPresent"])
        f.search.isActive = false
        #expect(f.logger.log.entries == ["willPresent", "didPresent", "willDismiss"])
        f.window.step(f.clock, frames: 24)
        #expect(f.logger.log.entries == ["willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    @Test("dismissed part way, the interrupted presentation never says didPresent")
    func interrupted() {
        let f = Fixture()
        f.search.isActive = true
        f.window.step(f.clock, frames: 6)
        f.search.isActive = false
        f.window.step(f.clock, frames: 30)
        #expect(f.logger.log.entries == ["willPresent", "willDismiss", "didDismiss"])
        #expect(Double(f.nav.navigationBar.frame.minY) == 20)
    }

    @Test("a results controller covers the content below the bar once text is typed, and leaves when it is cleared")
    func resultsController() {
        let results = ViewController()
        let f = Fixture(results: results)
        f.search.isActive = true
        f.window.step(f.clock, frames: 24)
        #expect(!f.search.showsResults)
        #expect(!results.isViewLoaded || results.view.superview == nil)
        f.search.searchBar.text = "ada"
        f.window.step(f.clock)
        #expect(f.search.showsResults)
        #expect(results.view.superview === f.nav.view)
        #expect(results.view.frame == Rect(x: 0, y: 20 + 56, width: 375, height: 667 - 76))
        #expect(results.view.identifier == SearchController.resultsIdentifier)
        #expect(f.nav.isContainerChrome(results.view))
        f.search.searchBar.text = ""
        f.window.step(f.clock)
        #expect(results.view.superview == nil)
        f.search.showsSearchResultsController = true
        f.window.step(f.clock)
        #expect(results.view.superview === f.nav.view)
        f.search.isActive = false
        f.window.step(f.clock, frames: 24)
        #expect(results.view.superview == nil)
    }

    @Test("a prominent search bar on its own draws its bar background; a minimal one none; in a navigation bar neither")
    func styles() {
        func fills(_ bar: SearchBar) -> Bool {
            let canvas = RecordingCanvas()
            bar.draw(in: canvas)
            return canvas.commands.contains { if case .fill = $0 { return true } else { return false } }
        }
        let bar = SearchBar(frame: Rect(x: 0, y: 0, width: 375, height: 56))
        #expect(bar.searchBarStyle == .default)
        #expect(fills(bar))
        bar.searchBarStyle = .minimal
        #expect(!fills(bar))
        #expect(bar.treeAttributes().contains { $0.0 == "searchBarStyle" })
        bar.searchBarStyle = .prominent
        bar.showsCancelButton = true
        #expect(bar.showsCancelButton)
        #expect(!bar.cancelButton.isHidden)
        let f = Fixture()
        #expect(!fills(f.search.searchBar))
    }
}
