import Render
import Testing
import TestSupport
import Widgets

/// A rotation that arrives while a column is still pushing or popping (a row tapped just before the
/// device turns): the push is finished before the rotation starts, so the controllers move between
/// consistent stacks.
@MainActor
@Suite("Split view: rotating during a push")
struct SplitInterruptionTests {
    @Test("rotating to landscape during the list's push of a detail finishes the push, then separates")
    func separateDuringPush() {
        let f = SplitFixture(.plusPortrait, logging: true)
        let detail = f.makeDetail("Detail A")
        f.list.showDetailViewController(detail.navigation, sender: nil)
        f.window.step(f.clock, frames: 5)
        #expect(f.primaryNavigation.isTransitioning)
        f.log.clear()
        f.rotate(to: .plusLandscape)
        #expect(f.stacks == "[List] | [Detail A]")
        #expect(!f.primaryNavigation.isTransitioning)
        #expect(detail.page.parent === detail.navigation)
        #expect(detail.page.appearanceState == .appeared)
        #expect(f.list.appearanceState == .appeared)
        #expect(f.list.view.transform == .identity)
        // The rotation ends the push first (the transition contract's one rule), so the controllers hear of
        // the rotation with a settled stack.
        #expect(Array(f.log.entries.prefix(6)) == [
            "List didDisappear", "Detail A didAppear",                 // the push, finished at once
            "List willTransition", "Detail A willTransition",
            "delegate separate from [List, Detail A] -> default",
            "Detail A willDisappear",
        ])
        f.settle()
        #expect(f.stacks == "[List] | [Detail A]")
        #expect(f.inconsistencies == [])
    }

    @Test("rotating to portrait during a push in the secondary column finishes it, then collapses both pages")
    func collapseDuringPush() {
        let f = SplitFixture(.plusLandscape)
        let detail = f.selectDetail("Detail B")
        detail.page.show(SplitPage("Deeper"), sender: nil)
        f.window.step(f.clock, frames: 5)
        #expect(detail.navigation.isTransitioning)
        f.rotate(to: .plusPortrait)
        #expect(f.stacks == "[List, Detail B, Deeper]")
        #expect(f.inconsistencies == [])
        #expect(f.primaryNavigation.topViewController?.appearanceState == .appeared)
        f.rotate(to: .plusLandscape)
        #expect(f.stacks == "[List] | [Detail B, Deeper]")
        #expect(f.inconsistencies == [])
    }
}
