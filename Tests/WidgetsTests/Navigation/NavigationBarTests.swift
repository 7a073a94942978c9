import Render
import Testing
import TestSupport
@testable import Widgets

/// The bar and the pages' layout: 44 pt below the safe area, pages filling the container
/// with the bar's bottom as their safe-area top, the title centred, the back button's text, bar items.
@MainActor
@Suite("Navigation bar")
struct NavigationBarTests {
    @Test("the bar sits below the status bar and pages fill the container with the bar's bottom as safe top")
    func layout() {
        let f = NavigationFixture(["A", "B"])
        let bar = f.nav.navigationBar
        #expect(bar.frame == Rect(x: 0, y: 20, width: 375, height: 44))
        #expect(bar.backgroundExtension == 20)
        let page: View = f.page(1).view
        #expect(page.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(page.safeAreaInsets == EdgeInsets(top: 64))
        f.window.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        f.frame()
        #expect(bar.frame.minY == 44 && page.safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
    }

    @Test("the title is centred; the back button names the page beneath, or says Back, or shows only the chevron")
    func backTitles() throws {
        let f = NavigationFixture(["Inbox", "Message"])
        let content = try #require(f.nav.navigationBar.contentView)
        #expect(content.titleLabel.text == "Message")
        #expect(content.titleLabel.frame.midX == 187.5)
        #expect(content.backButton?.title == "Inbox")
        #expect(f.nav.navigationBar.backIndicator.alpha == 1)
        f.page(0).title = "All the messages in every mailbox"
        f.frame()
        #expect(content.backButton?.title == "Back")
        f.page(1).title = "A subject line long enough to fill the bar"
        f.frame()
        #expect(content.backButton?.title == "")
        #expect(content.titleLabel.frame.minX >= NavigationBarContentView.backTitleInset + NavigationBarContentView.titleSpacing)
    }

    @Test("the root shows no back button; bar items sit at the edges and fire their actions")
    func barItems() throws {
        let f = NavigationFixture(["A"])
        var tapped: [String] = []
        f.page(0).navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", action: { tapped.append("edit") })
        f.page(0).navigationItem.leftBarButtonItem = BarButtonItem(glyph: .plus, action: { tapped.append("add") })
        f.frame()
        let content = try #require(f.nav.navigationBar.contentView)
        #expect(content.backButton == nil && f.nav.navigationBar.backIndicator.alpha == 0)
        let right = try #require(content.rightButtons.first), left = try #require(content.leftButtons.first)
        #expect(right.frame.maxX == 375 - 8 && left.frame.minX == 8)
        f.tap(right)
        f.tap(left)
        #expect(tapped == ["edit", "add"])
    }

    @Test("a push cross-fades the titles and fades in the back chevron with the pages")
    func barTransition() throws {
        let f = NavigationFixture(["A"])
        f.nav.pushViewController(PageController("B", log: f.log), animated: true)
        f.frames(10)
        let transition = try #require(f.nav.navigationBar.transition)
        let p = try #require(f.nav.transitionStatus?.percentComplete)
        #expect(abs(transition.arriving.presentationAlpha - p) < 1e-9)
        #expect(abs((transition.leaving?.presentationAlpha ?? -1) - (1 - p)) < 1e-9)
        #expect(abs(f.nav.navigationBar.backIndicator.presentationAlpha - p) < 1e-9)
        let slide = transition.arriving.titleLabel.presentationTransform.translation.x
        #expect(abs(slide - 375 * 0.5 * (1 - p)) < 1e-9)
        f.settle()
        #expect(f.nav.navigationBar.subviews.filter { $0 is NavigationBarContentView }.count == 1)
    }

    @Test("the tree JSON lists the stack and, while one runs, the transition")
    func treeJSON() throws {
        let f = NavigationFixture(["A"])
        f.nav.pushViewController(PageController("B", log: f.log), animated: true)
        f.frames(10)
        let node = ViewTree.node(for: f.nav.view)
        #expect(node["stack"] == .array([.string("A"), .string("B")]))
        let transition = try #require(node["transition"])
        #expect(transition["kind"] == .string("push") && transition["interactive"] == .bool(false))
        #expect(transition["percent"] == .number(f.nav.transitionStatus!.percentComplete))
        let pageNode = try #require(ViewTree.node(for: f.page(0).view)["frame"])
        #expect(pageNode == .rect(f.page(0).view.presentationFrameInWindow))
        f.settle()
        #expect(ViewTree.node(for: f.nav.view)["transition"] == nil)
    }
}
