import Render
import Testing
import TestSupport
import Widgets

/// Seed 2's four rotations on an iPhone 8 Plus (compact width in portrait, regular in landscape), with
/// the seed's delegate: the list never hides behind an empty placeholder, and a real detail survives.
@MainActor
@Suite("Split view: seed 2's rotations with its delegate")
struct SplitSeedPathTests {
    @Test("at launch in portrait the delegate discards the placeholder, so the list shows first")
    func launchPortrait() {
        let f = SplitFixture(.plusPortrait)
        #expect(f.split.isCollapsed)
        #expect(f.stacks == "[List]")
        #expect(f.list.appearanceState == .appeared)
        #expect(f.primaryNavigation.view.frame == Rect(x: 0, y: 0, width: 414, height: 736))
        #expect(f.split.view.subviews.map(\.identifier) == ["navigation", "split-divider"])
    }

    @Test("at launch in landscape both columns show, the placeholder as the secondary")
    func launchLandscape() {
        let f = SplitFixture(.plusLandscape)
        #expect(!f.split.isCollapsed)
        #expect(f.stacks == "[List] | [No Selection]")
        #expect(f.split.viewControllers.count == 2)
    }

    @Test("(a) the list in portrait, rotated to landscape, shows the No Selection placeholder as the secondary")
    func listPortraitToLandscape() {
        let f = SplitFixture(.plusPortrait)
        f.rotate(to: .plusLandscape)
        #expect(!f.split.isCollapsed)
        #expect(f.stacks == "[List] | [No Selection]")
        let placeholder = f.secondaryNavigation?.topViewController
        #expect(placeholder?.appearanceState == .appeared)
        #expect(f.list.appearanceState == .appeared)
        #expect(f.secondaryNavigation?.view.frame == Rect(x: 736 * 0.4 + 1.0 / 3, y: 0, width: 736 - (736 * 0.4 + 1.0 / 3), height: 414))
    }

    @Test("(b) a detail in portrait, rotated to landscape, stays on screen as the secondary")
    func detailPortraitToLandscape() {
        let f = SplitFixture(.plusPortrait)
        let detail = f.selectDetail("Detail A")
        #expect(f.stacks == "[List, Detail A]")
        #expect(f.split.isCollapsed)
        f.rotate(to: .plusLandscape)
        #expect(f.stacks == "[List] | [Detail A]")
        #expect(f.secondaryNavigation === detail.navigation)
        #expect(detail.page.appearanceState == .appeared)
        #expect(detail.page.view.superview === detail.navigation.view)
        #expect(f.list.appearanceState == .appeared)
        #expect(f.inconsistencies == [])
    }

    @Test("(c) the placeholder in landscape, rotated to portrait, is discarded and the list shows alone")
    func placeholderLandscapeToPortrait() {
        let f = SplitFixture(.plusLandscape)
        weak let placeholder = f.secondaryNavigation?.topViewController
        weak let placeholderNavigation = f.secondaryNavigation
        f.rotate(to: .plusPortrait)
        #expect(f.split.isCollapsed)
        #expect(f.stacks == "[List]")
        #expect(f.list.appearanceState == .appeared)
        #expect(f.split.view.subviews.map(\.identifier) == ["navigation", "split-divider"])
        #expect(placeholder == nil)
        #expect(placeholderNavigation == nil)
    }

    @Test("(d) a detail in landscape, rotated to portrait, is pushed on top of the list")
    func detailLandscapeToPortrait() {
        let f = SplitFixture(.plusLandscape)
        let detail = f.selectDetail("Detail B")
        #expect(f.stacks == "[List] | [Detail B]")
        f.rotate(to: .plusPortrait)
        #expect(f.split.isCollapsed)
        #expect(f.stacks == "[List, Detail B]")
        #expect(f.primaryNavigation.topViewController === detail.page)
        #expect(detail.page.view.superview === f.primaryNavigation.view)
        #expect(detail.page.appearanceState == .appeared)
        #expect(f.list.appearanceState == .disappeared)
        #expect(detail.page.view.frame == Rect(x: 0, y: 0, width: 414, height: 736))
        #expect(f.inconsistencies == [])
    }

    @Test("a round trip brings the same detail back in the navigation controller it was shown in")
    func roundTrip() {
        let f = SplitFixture(.plusLandscape)
        let detail = f.selectDetail("Detail B")
        f.rotate(to: .plusPortrait)
        f.rotate(to: .plusLandscape)
        #expect(f.stacks == "[List] | [Detail B]")
        #expect(f.secondaryNavigation === detail.navigation)
        f.primaryNavigation.popViewController(animated: false)
        f.rotate(to: .plusPortrait)
        #expect(f.stacks == "[List, Detail B]")
    }
}
