import Render
import Testing
import TestSupport
@testable import Widgets

/// Logs the search bar delegate's calls and the updater's, in one sequence.
@MainActor
private final class SearchLogger: SearchBarDelegate, SearchResultsUpdating {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.add("didBeginEditing") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.add("didEndEditing") }
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.add("textDidChange \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.add("searchButtonClicked") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.add("cancelButtonClicked") }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.add("scope \(selectedScope)") }
    func updateSearchResults(for searchController: SearchController) {
        log.add("update active=\(searchController.isActive) text=\(searchController.searchBar.text ?? "")")
    }
}

@MainActor
@Suite("Search controller")
struct SearchControllerTests {
    @MainActor
    struct Fixture {
        let window: Window
        let clock: ManualClock
        let nav: NavigationController
        let page: ScrollPage
        let search: SearchController
        let log: EventLog
        fileprivate let logger: SearchLogger

        /// An iPhone 8 (20 pt status bar) with large titles and a search controller on a long list.
        init(hides: Bool = true) {
            let search = SearchController(), log = EventLog()
            let logger = SearchLogger(log: log)
            search.searchBar.delegate = logger
            search.searchResultsUpdater = logger
            (window, clock, nav, page) = SearchInbox.make(search, hidesWhenScrolling: hides)
            (self.search, self.log, self.logger) = (search, log, logger)
        }

        func tap(_ view: View) {
            let r = view.presentationFrameInWindow
            tap(at: Point(x: r.midX, y: r.midY))
        }

        func tap(at p: Point) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(.began, at: p, time: clock.now)
            window.advanceFrame()
            clock.advance(by: 1.0 / 60)
            window.sendPointer(.ended, at: p, time: clock.now)
            window.advanceFrame()
        }
    }

    @Test("the list starts below the search bar, which starts scrolled out of sight under the large title")
    func startsHidden() {
        let f = Fixture()
        // 20 status bar + 44 bar + 52 large title + 56 search area.
        #expect(Double(f.page.scroll.adjustedContentInset.top) == 172)
        #expect(Double(f.page.scroll.contentOffset.y) == -172 + 56)
        #expect(Double(f.nav.largeTitleView.frame.height) == 52)
        #expect(Double(f.search.searchBar.frame.height) == 0)
        #expect(f.search.searchBar.superview === f.nav.view)
    }

    @Test("pulled down, the search bar shows under the large title, then collapses before the title")
    func pullToShow() {
        let f = Fixture()
        f.page.scroll.contentOffset = Point(x: 0, y: -172)
        f.window.step(f.clock)
        let bar = f.search.searchBar
        #expect(Double(bar.frame.height) == 56)
        #expect(abs(Double(bar.presentationFrameInWindow.minY) - (20 + 44 + 52)) < 1e-9)
        #expect(bar.field.presentationFrameInWindow == Rect(x: 16, y: 126, width: 375 - 32, height: 36))
        f.page.scroll.contentOffset = Point(x: 0, y: -172 + 20)
        f.window.step(f.clock)
        #expect(Double(bar.frame.height) == 36)
        #expect(Double(f.nav.largeTitleView.frame.height) == 52)
        f.page.scroll.contentOffset = Point(x: 0, y: -172 + 56 + 30)
        f.window.step(f.clock)
        #expect(Double(bar.frame.height) == 0)
        #expect(Double(f.nav.largeTitleView.frame.height) == 22)
    }

    @Test("a release with the search bar part shown snaps it to shown or hidden")
    func snaps() {
        let f = Fixture()
        func snapped(_ proposed: Double) -> Double { f.nav.snappedLargeTitleTarget(for: f.page.scroll, proposed: proposed) ?? .nan }
        #expect(abs(snapped(-172 + 20) - -172) < 1e-9)
        #expect(abs(snapped(-172 + 40) - (-172 + 56)) < 1e-9)
        #expect(abs(snapped(-172 + 56 + 40) - (-172 + 56 + 52)) < 1e-9)
        #expect(f.nav.snappedLargeTitleTarget(for: f.page.scroll, proposed: -172 + 56) == nil)
    }

    @Test("hidesSearchBarWhenScrolling false: the bar shows from the start and stays while the title collapses")
    func staysWhenNotHiding() {
        let f = Fixture(hides: false)
        #expect(Double(f.page.scroll.contentOffset.y) == -172)
        f.page.scroll.contentOffset = Point(x: 0, y: -172 + 30)
        f.window.step(f.clock)
        #expect(Double(f.search.searchBar.frame.height) == 56)
        #expect(Double(f.nav.largeTitleView.frame.height) == 22)
    }

    @Test("search begins, types, searches and is cancelled in UIKit's order: the bar's delegate, then the updater")
    func eventOrder() {
        let f = Fixture(hides: false)
        f.search.obscuresBackgroundDuringPresentation = false
        f.tap(f.search.searchBar.field)
        #expect(f.search.isActive)
        #expect(f.window.firstResponder === f.search.searchBar.field)
        #expect(f.log.entries == ["didBeginEditing", "update active=true text="])
        f.log.clear()
        _ = f.window.sendText("a")
        _ = f.window.sendText("b")
        _ = f.window.sendKey(KeyCombo(.return))
        #expect(f.log.entries == ["textDidChange a", "update active=true text=a",
                                  "textDidChange ab", "update active=true text=ab", "searchButtonClicked"])
        f.log.clear()
        f.window.step(f.clock, frames: 20)
        f.tap(f.search.searchBar.cancelButton)
        #expect(!f.search.isActive)
        #expect(f.log.entries == ["cancelButtonClicked", "textDidChange ", "didEndEditing", "update active=false text="])
        #expect(f.window.firstResponder !== f.search.searchBar.field)
    }

    @Test("the cancel button slides in from the trailing edge while active and out after")
    func cancelSlides() {
        let f = Fixture(hides: false)
        let bar = f.search.searchBar
        #expect(bar.cancelButton.isHidden)
        #expect(Double(bar.field.frame.width) == 375 - 32)
        f.search.isActive = true
        #expect(bar.showsCancelButton)
        f.window.step(f.clock, frames: 6)
        let mid = bar.cancelButton.presentationFrame.minX
        #expect(mid < 375 && mid > bar.cancelButton.frame.minX)
        f.window.step(f.clock, frames: 20)
        let cancelWidth = bar.cancelButton.frame.width
        #expect(Double(bar.field.frame.width) == 375 - 32 - cancelWidth - SearchBar.cancelGap)
        #expect(Double(bar.cancelButton.frame.maxX) == 375 - 16)
        f.search.isActive = false
        f.window.step(f.clock, frames: 20)
        #expect(bar.cancelButton.isHidden)
        #expect(Double(bar.field.frame.width) == 375 - 32)
    }

    @Test("obscuring dims the content below the bar while active; a tap on the dimming ends the search")
    func dimming() {
        let f = Fixture(hides: false)
        let dim = f.search.dimmingView
        #expect(dim.isHidden)
        f.search.isActive = true
        f.window.step(f.clock, frames: 20)
        #expect(!dim.isHidden)
        #expect(Double(dim.presentationAlpha) == 1)
        // The bar and large title slid away (hidesNavigationBarDuringPresentation): the dimming starts under
        // the 56 pt search bar, which rose to the status bar.
        #expect(Double(dim.frame.minY) == 20 + 56)
        // Near its top, clear of the keyboard.
        f.tap(at: Point(x: 187, y: dim.presentationFrameInWindow.minY + 20))
        #expect(!f.search.isActive)
        f.window.step(f.clock, frames: 20)
        #expect(dim.isHidden)
    }

    @Test("scope buttons show under the field while active and report their changes")
    func scopes() throws {
        let f = Fixture(hides: false)
        f.search.searchBar.scopeButtonTitles = ["All", "Unread"]
        f.window.step(f.clock)
        #expect(Double(f.search.searchBar.intrinsicContentSize.height) == SearchBar.height)
        f.search.isActive = true
        f.window.step(f.clock, frames: 20)
        #expect(f.search.searchBar.showsScopeBar)
        #expect(Double(f.search.searchBar.intrinsicContentSize.height) == SearchBar.height + SearchBar.scopeBarHeight)
        #expect(Double(f.page.scroll.adjustedContentInset.top) == 172 + SearchBar.scopeBarHeight)
        f.log.clear()
        let scope = try #require(f.search.searchBar.scopeControl)
        let segment = scope.segmentFrame(1)
        let origin = scope.presentationFrameInWindow.origin
        f.tap(at: Point(x: origin.x + segment.midX, y: origin.y + segment.midY))
        #expect(f.search.searchBar.selectedScopeButtonIndex == 1)
        #expect(f.log.entries == ["scope 1", "update active=true text="])
    }

    @Test("a search bar on its own is 56 pt with a 36 pt field, a glass and the placeholder Search")
    func standalone() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        let bar = SearchBar()
        #expect(Double(bar.sizeThatFits(Size(width: 375, height: 100)).height) == 56)
        bar.frame = Rect(x: 0, y: 100, width: 375, height: 56)
        window.rootView.addSubview(bar)
        window.step(clock)
        #expect(bar.field.frame == Rect(x: 8, y: 10, width: 359, height: 36))
        #expect(bar.placeholder == "Search")
        let canvas = RecordingCanvas()
        bar.field.draw(in: canvas)
        #expect(canvas.commands.contains { command in
            if case .roundedRect(_, let radius, _) = command { return radius == 10 }
            return false
        })
    }
}
