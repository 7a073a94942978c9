import Render
import Testing
import TestSupport
@testable import Widgets

/// UINavigationItem.titleView: a custom view in the title's place, centred at its own size, kept clear of
/// the bar's items, moving with the title in a push, and the title back when it is removed.
@MainActor
@Suite("Navigation title view")
struct NavigationTitleViewTests {
    @Test("a view given a frame is centred in the bar at that size, in place of the title")
    func framedView() throws {
        let f = NavigationFixture(["A"])
        let custom = View(frame: Rect(x: 0, y: 0, width: 120, height: 30))
        f.page(0).navigationItem.titleView = custom
        f.frame()
        let content = try #require(f.nav.navigationBar.contentView)
        #expect(custom.superview === content)
        #expect(custom.frame == Rect(x: 127.5, y: 7, width: 120, height: 30))
        #expect(content.titleLabel.isHidden)
    }

    @Test("a view with an intrinsic size (a segmented control) takes it, and stays clear of a wide item")
    func intrinsicView() throws {
        let f = NavigationFixture(["A"])
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        let size = segments.intrinsicContentSize
        f.page(0).navigationItem.titleView = segments
        f.frame()
        #expect(Double(segments.frame.width) == Double(size.width))
        #expect(Double(segments.frame.midX) == 187.5)
        f.page(0).navigationItem.rightBarButtonItem = BarButtonItem(title: "A rather long button title")
        f.frame()
        let content = try #require(f.nav.navigationBar.contentView)
        let right = try #require(content.rightButtons.first)
        #expect(segments.frame.maxX <= right.frame.minX - NavigationBarContentView.titleSpacing)
    }

    @Test("removing the title view takes it out of the bar and shows the title again")
    func removed() throws {
        let f = NavigationFixture(["A"])
        let custom = View(frame: Rect(x: 0, y: 0, width: 80, height: 20))
        f.page(0).navigationItem.titleView = custom
        f.frame()
        f.page(0).navigationItem.titleView = nil
        f.frame()
        let content = try #require(f.nav.navigationBar.contentView)
        #expect(custom.superview == nil)
        #expect(!content.titleLabel.isHidden && content.titleLabel.text == "A")
    }
}
