import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Seed 4, "Smarter animated row deselection", through `scripts/seeds/4-smart-row-deselection.txt`.
@MainActor
@Suite("Seed 4: smart row deselection")
struct SmartRowDeselectionSceneTests {
    static let first = "2016-08-12 20:04:00"
    static let second = "2016-08-12 18:50:00"

    /// The row's highlight and the navigation transition's percent in one tree.
    static func fade(_ tree: SeedTree, row: String = first) throws -> (alpha: Double, selected: Bool, percent: Double?) {
        let cell = try #require(tree.cell(text: row))
        return (cell["highlightAlpha"] as! Double, cell["selected"] as! Bool, tree.navigationPercent)
    }

    @Test("during a back swipe the selected row's highlight is 1 − the transition's percent")
    func highlightFollowsTheSwipe() throws {
        let run = try SeedRun("4-smart-row-deselection")
        #expect(try run.tree("1-pushed.json").stacks == [["Master", "Detail"]])
        for (file, expected) in [("2-swipe-quarter.json", 0.25), ("3-swipe-half.json", 0.5), ("4-swipe-back.json", 0.07)] {
            let tree = try run.tree(file)
            let fade = try Self.fade(tree)
            let percent = try #require(fade.percent, "\(file): no transition")
            #expect(abs(percent - expected) < 0.03, "\(file): percent \(percent)")
            #expect(abs(fade.alpha - (1 - percent)) < 0.02, "\(file): highlight \(fade.alpha) at \(percent)")
            // Deselected alongside the transition, as viewWillAppear does in the article.
            #expect(fade.selected == false)
            #expect(tree.stacks == [["Master"]])
        }
    }

    @Test("a cancelled swipe keeps the detail and reselects the row, so the next swipe fades it again")
    func cancelReselects() throws {
        let cancelled = try SeedRun("4-smart-row-deselection", through: "tree 5-cancelled.json")
        #expect(try cancelled.tree("5-cancelled.json").stacks == [["Master", "Detail"]])
        // The list is off screen now, so ask its table directly.
        let split = try #require(cancelled.harness.simulator.window.rootViewController as? SplitViewController)
        let master = try #require((split.viewControllers.first as? NavigationController)?.viewControllers.first as? MasterViewController)
        let path = try #require(master.tableView.indexPathForSelectedRow)
        #expect(master.entries[path.row] == Self.first)
        #expect(master.tableView.cellForRow(at: path)?.highlightAlpha == 1)

        let run = try SeedRun("4-smart-row-deselection")
        for file in ["6-second-swipe.json", "7-swipe-past-half.json"] {
            let fade = try Self.fade(try run.tree(file))
            let percent = try #require(fade.percent, "\(file): no transition")
            #expect(abs(fade.alpha - (1 - percent)) < 0.02, "\(file): highlight \(fade.alpha) at \(percent)")
        }
        #expect(try #require(try Self.fade(try run.tree("7-swipe-past-half.json")).percent) > 0.5)
    }

    @Test("a finished swipe and the back button leave the row deselected")
    func popDeselects() throws {
        let run = try SeedRun("4-smart-row-deselection")
        let popped = try run.tree("9-popped.json")
        #expect(popped.stacks == [["Master"]])
        #expect(popped.navigationPercent == nil)
        let fade = try Self.fade(popped)
        #expect(fade.alpha == 0 && fade.selected == false)

        // The back button: an animated pop, the same fade.
        let mid = try run.tree("10-back-button-mid.json")
        let midFade = try Self.fade(mid, row: Self.second)
        let percent = try #require(midFade.percent)
        #expect(percent > 0.05 && percent < 0.95)
        #expect(abs(midFade.alpha - (1 - percent)) < 0.02)
        let done = try Self.fade(try run.tree("11-back-button-done.json"), row: Self.second)
        #expect(done.alpha == 0 && done.selected == false)
        #expect(try run.tree("11-back-button-done.json").nodes(type: "EntryCell").allSatisfy { $0["selected"] as? Bool == false })
    }

    @Test("frames: half way through the swipe, and the list after the pop")
    func goldens() throws {
        let run = try SeedRun("4-smart-row-deselection")
        try run.expectGolden("strip/2-swipe-half.png", "seed4-swipe-half")
        try run.expectGolden("strip/5-popped.png", "seed4-popped")
    }
}
