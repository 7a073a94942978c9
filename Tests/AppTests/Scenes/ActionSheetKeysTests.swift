import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// The compose sheet's action sheet (Cancel with a draft). The bugs: Escape did not cancel it, and nothing
/// parted "Delete Draft" from "Save Draft".
@MainActor
@Suite("Scene: mail, the draft's action sheet")
struct ActionSheetKeysTests {
    @Test("Escape cancels the action sheet and leaves the compose sheet up; a hairline parts its two buttons")
    func escapeCancels() throws {
        let h = try HeadlessHarness(device: "iphone-8", scene: "mail")
        try h.run("""
        tap #compose
        wait 0.7
        tap #draft-body
        key h
        key i
        tap #compose-cancel
        wait 0.6
        tree asking.json
        key escape
        wait 0.6
        tree cancelled.json
        """)
        let asking = try h.tree("asking.json")
        #expect(MailSceneTests.presented(asking).map(\.0) == ["TabBarController", "NavigationController"])
        let rules = asking.nodes.filter { $0["id"] as? String == "action-sheet-separator" }
        #expect(rules.count == 1)
        let delete = try #require(asking.nodes.first { $0["text"] as? String == "Delete Draft" })
        let save = try #require(asking.nodes.first { $0["text"] as? String == "Save Draft" })
        let rule = SeedTree.frame(try #require(rules.first))
        #expect(rule.height == 0.5 && rule.maxY == SeedTree.frame(save).minY && rule.minY < SeedTree.frame(delete).maxY)
        #expect(abs(rule.width - SeedTree.frame(save).width) < 0.01)

        let cancelled = try h.tree("cancelled.json")
        #expect(MailSceneTests.presented(cancelled).map(\.0) == ["TabBarController"])
        #expect(cancelled.node("compose-sheet") != nil && cancelled.node("action-sheet") == nil)
        #expect(cancelled.node("draft-body")?["text"] as? String == "hi")
    }
}
