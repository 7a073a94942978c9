import Render
import Testing
import TestSupport
@testable import Widgets

/// The large title used to stop at Extra Large (36 pt) in a fixed 52 pt area; UIKit's is the `.largeTitle`
/// text style at every size and its area grows with it (the title's leading, plus the 11 pt Large leaves).
@MainActor
@Suite("Large titles follow the text size")
struct LargeTitleTextSizeTests {
    /// An iPhone 8 with a navigation stack whose root is a scrolling page, large titles on.
    func make() -> (Window, ManualClock, NavigationController, ScrollPage) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let page = ScrollPage("List", log: EventLog())
        let nav = NavigationController(rootViewController: page)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.step(clock)
        return (window, clock, nav, page)
    }

    @Test("the expanded area is the title's leading plus 11 pt at every text size: 49 at xS, 52 at L, 81 at AX5")
    func expandedHeights() {
        #expect(LargeTitleView.expandedHeight(for: .extraSmall) == 49)
        #expect(LargeTitleView.expandedHeight(for: .large) == 52)
        #expect(LargeTitleView.expandedHeight(for: .unspecified) == 52)
        #expect(LargeTitleView.expandedHeight(for: .extraExtraExtraLarge) == 59)
        #expect(LargeTitleView.expandedHeight(for: .accessibilityExtraExtraExtraLarge) == 81)
    }

    @Test("at AX5 the title is 60 pt in an 81 pt area, the list starts below it and the inline title stays 17 pt")
    func accessibilitySize() throws {
        let (window, clock, nav, page) = make()
        window.transition(toContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        window.step(clock)
        #expect(nav.largeTitleView.titleLabel.font.size == 60)
        #expect(nav.largeTitleView.presentationFrameInWindow == Rect(x: 0, y: 64, width: 375, height: 81))
        // 20 + 44 + 81: the list, which was at its top, stays at its top.
        #expect(page.scroll.adjustedContentInset.top == 145)
        #expect(page.scroll.contentOffset.y == -145)
        let label = nav.largeTitleView.titleLabel
        #expect(Double(label.frame.maxY) == 81 - 8)
        // The whole line is inside the area (it is clipped to it).
        #expect(label.frame.minY >= 0)
        #expect(nav.navigationBar.contentView?.titleLabel.font.size == 17)
    }

    @Test("the area follows a text size change both ways, and scrolling collapses the larger area completely")
    func followsChanges() {
        let (window, clock, nav, page) = make()
        window.transition(toContentSizeCategory: .extraExtraExtraLarge)
        window.step(clock)
        #expect(nav.largeTitleView.frame.height == 59)
        #expect(nav.largeTitleView.titleLabel.font.size == 40)
        page.scroll.contentOffset = Point(x: 0, y: -123 + 30)
        window.step(clock)
        #expect(nav.largeTitleView.frame.height == 29)
        page.scroll.contentOffset = Point(x: 0, y: -123 + 59)
        window.step(clock)
        #expect(nav.largeTitleView.frame.height == 0)
        #expect(nav.navigationBar.contentView?.titleLabel.alpha == 1)
        page.scroll.contentOffset = Point(x: 0, y: -123)
        window.transition(toContentSizeCategory: .extraSmall)
        window.step(clock)
        #expect(nav.largeTitleView.frame.height == 49)
        #expect(nav.largeTitleView.titleLabel.font.size == 31)
        #expect(page.scroll.contentOffset.y == -113)
    }
}
