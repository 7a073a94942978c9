import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Large titles")
struct LargeTitleTests {
    /// An iPhone 8 with a navigation stack whose root is a scrolling page, large titles on.
    func make() -> (Window, ManualClock, NavigationController, ScrollPage, EventLog) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let log = EventLog()
        let page = ScrollPage("List", log: log)
        let nav = NavigationController(rootViewController: page)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.step(clock)
        return (window, clock, nav, page, log)
    }

    @Test("expanded: a 52 pt area below the 44 pt bar, the list inset by 116 pt, the inline title hidden")
    func expanded() {
        let (_, _, nav, page, _) = make()
        #expect(nav.largeTitleView.presentationFrameInWindow == Rect(x: 0, y: 64, width: 375, height: 52))
        #expect(page.scroll.adjustedContentInset.top == 116)
        #expect(page.scroll.contentOffset.y == -116)
        #expect(nav.largeTitleView.titleLabel.text == "List")
        #expect(nav.largeTitleView.titleLabel.font.size == 34)
        #expect(nav.navigationBar.contentView?.titleLabel.alpha == 0)
        #expect(nav.navigationBar.scrollEdgeProgress == 0)
    }

    @Test("the area follows the scroll position: 52 − scrolled, then the inline title and the bar's background")
    func tracksScroll() {
        let (window, clock, nav, page, _) = make()
        page.scroll.contentOffset = Point(x: 0, y: -116 + 30)
        window.step(clock)
        #expect(nav.largeTitleView.frame.height == 22)
        #expect(nav.navigationBar.contentView?.titleLabel.alpha == 0)
        page.scroll.contentOffset = Point(x: 0, y: -116 + 60)
        window.step(clock)
        #expect(nav.largeTitleView.frame.height == 0)
        #expect(nav.navigationBar.contentView?.titleLabel.alpha == 1)
        #expect(nav.navigationBar.scrollEdgeProgress == 1)
        // Pulled down 40 pt: the area stretches, the title at its bottom.
        page.scroll.contentOffset = Point(x: 0, y: -116 - 40)
        window.step(clock)
        #expect(nav.largeTitleView.frame.height == 92)
        #expect(Double(nav.largeTitleView.titleLabel.frame.maxY) == 92 - 8)
    }

    @Test("largeTitleDisplayMode never on a pushed page collapses the area with the push; a pop brings it back")
    func acrossPushAndPop() {
        let (window, clock, nav, _, log) = make()
        let detail = ScrollPage("Detail", log: log)
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: true)
        window.step(clock, frames: 10)
        let mid = nav.largeTitleView.presentationFrame.height
        #expect(mid > 0 && mid < 52)
        window.step(clock, frames: 30)
        #expect(nav.largeTitleView.frame.height == 0)
        #expect(detail.scroll.adjustedContentInset.top == 64)
        #expect(nav.navigationBar.contentView?.titleLabel.alpha == 1)
        nav.popViewController(animated: true)
        window.step(clock, frames: 40)
        #expect(nav.largeTitleView.frame.height == 52)
        #expect(nav.navigationBar.contentView?.titleLabel.alpha == 0)
    }

    @Test("an automatic pushed page keeps the large title with its own text")
    func automaticInherits() {
        let (window, clock, nav, _, log) = make()
        let detail = ScrollPage("Detail", log: log)
        nav.pushViewController(detail, animated: true)
        window.step(clock, frames: 40)
        #expect(nav.showsLargeTitle(detail))
        #expect(nav.largeTitleView.frame.height == 52 && nav.largeTitleView.titleLabel.text == "Detail")
    }

    @Test("a back swipe scrubs the large title back and a cancel collapses it again")
    func interactivePop() {
        let (window, clock, nav, _, log) = make()
        let detail = ScrollPage("Detail", log: log)
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        window.step(clock, frames: 2)
        #expect(nav.largeTitleView.frame.height == 0)
        func at(_ x: Double, _ phase: Touch.Phase) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: Point(x: x, y: 300), time: clock.now)
            window.advanceFrame()
        }
        at(5, .began)
        for i in 1...20 { at(5 + Double(i) * 9.375, .moved) }  // to 192.5: half of 375
        let half = nav.largeTitleView.presentationFrame.height
        #expect(abs(half - 26) < 1)
        for i in 1...20 { at(192.5 - Double(i) * 9, .moved) }
        window.step(clock, frames: 10)
        at(12.5, .ended)
        window.step(clock, frames: 40)
        #expect(nav.viewControllers.count == 2)
        #expect(nav.largeTitleView.frame.height == 0 && nav.largeTitleView.presentationFrame.height == 0)
    }

    @Test("no large title at compact height (a landscape iPhone)")
    func compactHeight() {
        let (window, clock, nav, page, _) = make()
        window.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2)
        window.size = Size(width: 667, height: 375)
        window.step(clock)
        #expect(!nav.showsLargeTitle(page))
        #expect(nav.largeTitleView.frame.height == 0)
    }
}
