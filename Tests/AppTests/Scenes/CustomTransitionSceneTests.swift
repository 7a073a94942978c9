import Foundation
import Render
import Testing
import Widgets
import HandheldDemos
import HandheldSimulator
import TestSupport

/// The `custom-transition` scene run from its script: the delegate's animator drives push and pop, and a
/// vertical drag drives its interaction controller, cancelled and then finished.
@MainActor
@Suite("Scene: custom-transition")
struct CustomTransitionSceneTests {
    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/transitions/custom-transition.txt").path
    }

    func alpha(_ tree: SeedTree, _ id: String) -> Double? { tree.node(id)?["alpha"] as? Double }

    @Test("tap pushes with the cross-fade; a drag scrubs the pop, cancels when taken back, pops when past half way")
    func scenario() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog")
        try harness.run(try String(contentsOfFile: Self.script, encoding: .utf8), file: "custom-transition.txt")
        let midPush = SeedTree(document: try harness.json("mid-push.json"))
        #expect(midPush.stacks == [["Cards", "Blue"]])
        let push = try #require(midPush.nodes.compactMap { $0["transition"] as? [String: Any] }.first)
        #expect(push["kind"] as? String == "push" && push["interactive"] as? Bool == false)
        // The animator's own fade is captured by the transition: the arriving page's alpha is its progress,
        // part way along the 0.4 s easeInOut.
        let pushPercent = try #require(push["percent"] as? Double)
        #expect(pushPercent > 0.3 && pushPercent < 0.8)
        #expect(abs((alpha(midPush, "card-page") ?? -1) - pushPercent) < 0.002)

        let pushed = SeedTree(document: try harness.json("pushed.json"))
        #expect(pushed.stacks == [["Cards", "Blue"]] && alpha(pushed, "card-page") == 1)

        let dragging = SeedTree(document: try harness.json("dragging.json"))
        let pop = try #require(dragging.nodes.compactMap { $0["transition"] as? [String: Any] }.first)
        #expect(pop["kind"] as? String == "pop" && pop["interactive"] as? Bool == true)
        let percent = try #require(pop["percent"] as? Double)
        // The finger is 150 pt below where the pan began (slop 10 pt included) of 333.5 pt for the whole pop.
        #expect(percent > 0.35 && percent < 0.5)
        #expect(abs((alpha(dragging, "card-page") ?? -1) - (1 - percent)) < 0.01)

        let cancelled = SeedTree(document: try harness.json("cancelled.json"))
        #expect(cancelled.stacks == [["Cards", "Blue"]])
        #expect(alpha(cancelled, "card-page") == 1)
        #expect(cancelled.nodes.allSatisfy { $0["transition"] == nil })

        let popped = SeedTree(document: try harness.json("popped.json"))
        #expect(popped.stacks == [["Cards"]])
        #expect(popped.node("card-page") == nil)
        #expect(alpha(popped, "card-blue") == 1)
    }
}
