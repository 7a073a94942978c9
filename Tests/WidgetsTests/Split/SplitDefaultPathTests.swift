import Render
import Testing
import TestSupport
import Widgets

/// The same four rotations with no delegate at all: UIKit's defaults. Collapsing pushes whatever the
/// secondary holds onto the primary's stack — the placeholder too, so an iPhone launches on "No
/// Selection" (the Master-Detail template's well-known behaviour) — and separating pops the detail part
/// of the primary's stack into the secondary, leaving the secondary column empty when there is none.
@MainActor
@Suite("Split view: the four rotations with UIKit's defaults (no delegate)")
struct SplitDefaultPathTests {
    @Test("with no delegate an iPhone launches on the placeholder pushed over the list")
    func launchPortrait() {
        let f = SplitFixture(.plusPortrait, withDelegate: false)
        #expect(f.split.isCollapsed)
        #expect(f.stacks == "[List, No Selection]")
        #expect(f.primaryNavigation.topViewController?.appearanceState == .appeared)
        #expect(f.list.appearanceState == .disappeared)
    }

    @Test("(a) the list in portrait, rotated to landscape, leaves the secondary column empty")
    func listPortraitToLandscape() {
        let f = SplitFixture(.plusPortrait, withDelegate: false)
        f.primaryNavigation.popViewController(animated: false)
        #expect(f.stacks == "[List]")
        f.rotate(to: .plusLandscape)
        #expect(!f.split.isCollapsed)
        #expect(f.stacks == "[List]")
        #expect(f.primaryNavigation.view.frame == Rect(x: 0, y: 0, width: 736 * 0.4, height: 414))
        #expect(f.split.dividerView.alpha == 1)
    }

    @Test("(b) a detail in portrait, rotated to landscape, is popped off the list into the secondary")
    func detailPortraitToLandscape() {
        let f = SplitFixture(.plusPortrait, withDelegate: false)
        f.primaryNavigation.popViewController(animated: false)
        let detail = f.selectDetail("Detail A")
        #expect(f.stacks == "[List, Detail A]")
        f.rotate(to: .plusLandscape)
        #expect(f.stacks == "[List] | [Detail A]")
        #expect(f.secondaryNavigation === detail.navigation)
    }

    @Test("(c) the placeholder in landscape, rotated to portrait, is pushed onto the list")
    func placeholderLandscapeToPortrait() {
        let f = SplitFixture(.plusLandscape, withDelegate: false)
        f.rotate(to: .plusPortrait)
        #expect(f.split.isCollapsed)
        #expect(f.stacks == "[List, No Selection]")
    }

    @Test("(d) a detail in landscape, rotated to portrait, is pushed onto the list")
    func detailLandscapeToPortrait() {
        let f = SplitFixture(.plusLandscape, withDelegate: false)
        f.selectDetail("Detail B")
        f.rotate(to: .plusPortrait)
        #expect(f.stacks == "[List, Detail B]")
    }

    @Test("a secondary that is not a navigation controller is pushed as it is, and popped back as the detail")
    func plainSecondary() {
        let (window, clock) = TestSupport.makeWindow(size: SplitScreen.plusLandscape.size,
                                                     traits: SplitScreen.plusLandscape.traits)
        let list = SplitPage("List")
        let detail = SplitPage("Plain")
        let primary = NavigationController(rootViewController: list)
        let split = SplitViewController(primary: primary, secondary: detail)
        window.rootViewController = split
        SplitFixture.rotate(window, clock, to: .plusPortrait)
        #expect(SplitFixture.describe(primary) == "[List, Plain]")
        #expect(detail.appearanceState == .appeared)
        SplitFixture.rotate(window, clock, to: .plusLandscape)
        #expect(split.viewControllers.map(SplitFixture.describe) == ["[List]", "[Plain]"])
        #expect(detail.navigationController?.parent === split)
    }
}
