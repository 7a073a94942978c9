import Render
import Testing
import TestSupport
import Widgets

/// Whole event logs of a collapse and a separation inside a rotation: the delegate's calls, the
/// appearance callbacks, trait changes and the coordinator's alongside blocks and completions, in order.
@MainActor
@Suite("Split view: event logs inside a rotation")
struct SplitEventLogTests {
    @Test("collapsing inside a rotation: delegate, appearance, traits, then alongside blocks, then completions")
    func collapseLog() {
        let f = SplitFixture(.plusLandscape, logging: true)
        f.selectDetail("Detail B")
        f.log.clear()
        f.rotate(to: .plusPortrait)
        #expect(f.log.entries == [
            // viewWillTransition reaches each column's pages before the transition starts.
            "List willTransition", "Detail B willTransition",
            // Inside the coordinator's start block: the traits change and the split collapses.
            "delegate collapse [Detail B] onto [List] -> false",
            "Detail B willDisappear", "Detail B didDisappear",      // leaves the secondary navigation controller
            "Detail B traits compact/compact",                     // joins the primary column
            "List willDisappear", "Detail B willAppear", "List didDisappear", "Detail B didAppear",
            "List traits compact/regular", "Detail B traits compact/regular",
            // The alongside blocks queued in viewWillTransition, then the completions.
            "List alongside", "Detail B alongside",
            "List completion", "Detail B completion",
            "transition done",
        ])
    }

    @Test("separating inside a rotation: the delegate, the popped detail's move, and its did-appear after the transition")
    func separateLog() {
        let f = SplitFixture(.plusPortrait, logging: true)
        f.selectDetail("Detail A")
        f.log.clear()
        f.rotate(to: .plusLandscape)
        #expect(f.log.entries == [
            "List willTransition", "Detail A willTransition",
            "delegate separate from [List, Detail A] -> default",
            "Detail A willDisappear", "List willAppear", "Detail A didDisappear", "List didAppear",
            "Detail A traits regular/compact",
            "Detail A willAppear",
            "List traits compact/compact",
            "List alongside", "Detail A alongside",
            // The split's completion was registered first, in its viewWillTransition: the detail has
            // appeared before the pages' completions run.
            "Detail A didAppear",
            "List completion", "Detail A completion",
            "transition done",
        ])
    }

    @Test("the placeholder the delegate discards disappears with the rotation and leaves after it")
    func discardLog() {
        let f = SplitFixture(.plusLandscape, logging: true)
        f.log.clear()
        f.rotate(to: .plusPortrait)
        #expect(f.log.entries == [
            "List willTransition", "No Selection willTransition",
            "delegate collapse [No Selection] onto [List] -> true",
            "No Selection willDisappear",
            "List traits compact/regular",
            "List alongside", "No Selection alongside",
            "No Selection didDisappear",
            "List completion", "No Selection completion",
            "transition done",
        ])
    }

    @Test("a list reading isCollapsed in its rotation completion sees the new state (seed 1)")
    func isCollapsedInCompletion() {
        let f = SplitFixture(.plusPortrait)
        var seen: [Bool] = []
        f.list.onTransitionCompletion = { [weak list = f.list] in
            seen.append(list?.splitViewController?.isCollapsed ?? true)
        }
        f.rotate(to: .plusLandscape)
        f.rotate(to: .plusPortrait)
        #expect(seen == [false, true])
    }

    @Test("during the rotation the columns find the rotation's coordinator, and lose it after")
    func coordinatorDuringRotation() {
        let f = SplitFixture(.plusPortrait)
        let coordinator = TransitionCoordinator(kind: "rotation", duration: 0.4, curve: .easeInOut, engine: f.window.engine)
        f.split.viewWillTransition(to: SplitScreen.plusLandscape.size, with: coordinator)
        #expect(f.list.transitionCoordinator === coordinator)
        coordinator.start({
            f.window.size = SplitScreen.plusLandscape.size
            f.window.traitCollection = SplitScreen.plusLandscape.traits
        }, completion: { _ in })
        #expect(f.secondaryNavigation?.topViewController?.transitionCoordinator === coordinator)
        f.settle()
        #expect(f.list.transitionCoordinator == nil)
    }
}
