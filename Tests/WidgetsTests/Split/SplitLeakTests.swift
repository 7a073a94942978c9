import Render
import Testing
import TestSupport
@testable import Widgets

/// Controllers that leave a split — discarded placeholders, details replaced or popped, emptied
/// navigation controllers — are freed: nothing in the split, the coordinators or the animations keeps them.
@MainActor
@Suite("Split view: no leaks")
struct SplitLeakTests {
    @Test("no controller outlives 100 rotations with a new detail shown and dismissed each time")
    func hundredRotations() {
        let f = SplitFixture(.plusPortrait)
        var details: [WeakController] = []
        for i in 0..<100 {
            f.rotate(to: .plusLandscape)
            let detail = f.makeDetail("Detail \(i)")
            details += [WeakController(detail.page), WeakController(detail.navigation)]
            f.list.showDetailViewController(detail.navigation, sender: nil)
            f.rotate(to: .plusPortrait)
            f.primaryNavigation.popViewController(animated: false)
            if i % 10 == 0 { #expect(f.inconsistencies == []) }
        }
        f.settle()
        #expect(f.stacks == "[List]")
        let alive = details.filter { $0.controller != nil }.map { $0.controller?.title ?? "navigation" }
        // Only the last detail's emptied navigation controller, which the collapsed split keeps to put
        // a detail back into when it separates.
        #expect(alive == ["navigation"])
        #expect(f.split.collapsedSecondaryNavigation === details.last?.controller)
        let placeholders = f.delegate?.placeholders ?? []
        #expect(placeholders.count == 200)
        #expect(placeholders.allSatisfy { $0.controller == nil })
    }

    @Test("the split and every column are freed once the window lets go of them")
    func splitFreed() {
        var f: SplitFixture? = SplitFixture(.plusLandscape)
        f!.selectDetail("Detail B")
        f!.rotate(to: .plusPortrait)
        weak let split = f!.split
        weak let list = f!.list
        weak let primary = f!.primaryNavigation
        let window = f!.window, clock = f!.clock
        f = nil
        window.rootViewController = ViewController()
        window.step(clock, frames: 2)
        #expect(split == nil)
        #expect(list == nil)
        #expect(primary == nil)
    }
}
