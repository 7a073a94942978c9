import Render
import Testing
import TestSupport
import Widgets

/// An iPad in landscape moving between multitasking panes (reference: multitasking widths): the
/// two-thirds pane (694 pt) is regular and keeps both columns, the half pane (507 pt) is compact and
/// collapses; `showDetailViewController` replaces the detail or pushes it, depending on which.
@MainActor
@Suite("Split view: iPad multitasking and showing a detail")
struct SplitIPadTests {
    @Test("full screen and two-thirds keep both columns, the primary 320 pt but at most 40 % of the width")
    func primaryWidths() {
        let f = SplitFixture(.iPadFull)
        #expect(f.split.primaryColumnWidth == 320)
        #expect(f.primaryNavigation.view.frame == Rect(x: 0, y: 0, width: 320, height: 768))
        f.rotate(to: .iPadTwoThirds, kind: "multitasking")
        #expect(!f.split.isCollapsed)
        #expect(f.split.primaryColumnWidth == 694 * 0.4)
        #expect(f.secondaryNavigation?.view.frame == Rect(x: 277.6 + 0.5, y: 0, width: 694 - 277.6 - 0.5, height: 768))
    }

    @Test("the half pane collapses and the two-thirds pane separates again")
    func halfCollapsesTwoThirdsExpands() {
        let f = SplitFixture(.iPadTwoThirds)
        let detail = f.selectDetail("Detail A")
        #expect(f.stacks == "[List] | [Detail A]")
        f.rotate(to: .iPadHalf, kind: "multitasking")
        #expect(f.split.isCollapsed)
        #expect(f.stacks == "[List, Detail A]")
        #expect(f.primaryNavigation.view.frame == Rect(x: 0, y: 0, width: 507, height: 768))
        f.rotate(to: .iPadTwoThirds, kind: "multitasking")
        #expect(!f.split.isCollapsed)
        #expect(f.stacks == "[List] | [Detail A]")
        #expect(f.secondaryNavigation === detail.navigation)
    }

    @Test("expanded, showDetail replaces the secondary: the old one disappears and leaves, the new one appears")
    func showDetailExpanded() {
        let f = SplitFixture(.iPadFull, logging: true)
        weak let placeholder = f.secondaryNavigation
        f.log.clear()
        let detail = f.makeDetail("Detail A")
        f.list.showDetailViewController(detail.navigation, sender: nil)
        #expect(f.log.entries == [
            "No Selection willDisappear", "No Selection didDisappear",
            "Detail A traits regular/regular", "Detail A willAppear", "Detail A didAppear",
        ])
        #expect(f.stacks == "[List] | [Detail A]")
        #expect(detail.navigation.view.frame == Rect(x: 320.5, y: 0, width: 703.5, height: 768))
        #expect(f.split.view.subviews.map(\.identifier) == ["navigation", "split-divider", "navigation"])
        f.settle()
        #expect(placeholder == nil)
    }

    @Test("collapsed, showDetail pushes the detail onto the primary's stack with an animated push")
    func showDetailCollapsed() {
        let f = SplitFixture(.iPadHalf, logging: true)
        #expect(f.stacks == "[List]")
        f.log.clear()
        let detail = f.makeDetail("Detail A")
        f.list.showDetailViewController(detail.navigation, sender: nil)
        #expect(f.primaryNavigation.isTransitioning)
        f.settle()
        #expect(f.stacks == "[List, Detail A]")
        #expect(f.log.entries == [
            "Detail A traits compact/regular",
            "List willDisappear", "Detail A willAppear", "List didDisappear", "Detail A didAppear",
        ])
        #expect(detail.navigation.viewControllers.isEmpty)
        #expect(detail.page.splitViewController === f.split)
    }

    @Test("show pushes onto the primary navigation controller whether expanded or collapsed")
    func showPushes() {
        for screen in [SplitScreen.iPadFull, .iPadHalf] {
            let f = SplitFixture(screen)
            f.split.show(SplitPage("Sub-list"), sender: nil)
            f.settle()
            #expect(SplitFixture.describe(f.primaryNavigation) == "[List, Sub-list]")
        }
    }

    @Test("a controller outside any split shows a detail by pushing it onto its navigation controller")
    func showDetailOutsideSplit() {
        let (window, clock) = TestSupport.makeWindow()
        let root = SplitPage("Root")
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.step(clock)
        root.showDetailViewController(SplitPage("Pushed"), sender: nil)
        window.step(clock, frames: 30)
        #expect(SplitFixture.describe(navigation) == "[Root, Pushed]")
        #expect(root.splitViewController == nil)
    }
}
