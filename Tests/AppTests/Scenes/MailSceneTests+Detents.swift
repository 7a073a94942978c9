import Foundation
import Render
import Testing
import Widgets
import HandheldDemos
import HandheldSimulator
import TestSupport

extension MailSceneTests {
    @Test("detents: the Filter sheet at medium (undimmed, grabber), dragged to large, back, dragged down to dismiss")
    func detents() throws {
        let h = try Self.run("detents")
        func tree(_ file: String) throws -> SeedTree { try h.tree(file) }
        func frame(_ file: String, _ id: String) throws -> Rect { try h.frame(file, id) }
        func presented(_ file: String) throws -> [String: Any]? { Self.presented(try tree(file)).first?.1 }

        // Medium: half of the 637 pt large detent, the grabber 5 pt below the top, the tabs behind neither
        // scaled nor dimmed.
        let medium = try #require(try presented("medium.json"))
        #expect(medium["controller"] as? String == "FilterSheetController" && medium["detent"] as? String == "medium")
        #expect(try frame("medium.json", "filter-sheet") == Rect(x: 0, y: 348.5, width: 375, height: 318.5))
        #expect(try frame("medium.json", "sheet-grabber") == Rect(x: 169.5, y: 353.5, width: 36, height: 5))
        #expect(try frame("medium.json", "tabs") == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(try tree("medium.json").node("presentation-dimming")?["alpha"] as? Double == 0)
        #expect((try tree("medium.json").node("filter-summary")?["text"] as? String)?.hasSuffix("medium") == true)

        // The list behind took the tap: Accounts pushed under the sheet, which stays at medium.
        #expect(try tree("behind.json").stacks.contains(["Settings", "Accounts"]))
        #expect(try presented("behind.json")?["detent"] as? String == "medium")
        #expect(try frame("behind.json", "filter-sheet") == Rect(x: 0, y: 348.5, width: 375, height: 318.5))

        // Held 160 pt up: the card's top follows; the tabs part way to scaled back.
        let up = try frame("dragging-up.json", "filter-sheet")
        #expect(abs(up.minY - (348.5 - 160)) < 0.01 && abs(up.maxY - 667) < 0.01)
        let tabsWidth = try frame("dragging-up.json", "tabs").width
        #expect(tabsWidth < 375 && tabsWidth > 375 * PresentationController.presenterScale)
        #expect(try presented("dragging-up.json")?["detent"] as? String == "medium")

        #expect(try presented("large.json")?["detent"] as? String == "large")
        #expect(try frame("large.json", "filter-sheet") == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect((try tree("large.json").node("filter-summary")?["text"] as? String)?.hasSuffix("large") == true)
        #expect(try presented("back-to-medium.json")?["detent"] as? String == "medium")

        // Down from medium: the interactive dismissal, 120 pt of the 318.5 pt card.
        let transition = try #require(try presented("dismissing.json")?["transition"] as? [String: Any])
        #expect(transition["kind"] as? String == "dismiss" && transition["interactive"] as? Bool == true)
        #expect(abs((transition["percent"] as? Double ?? 0) - 120 / 318.5) < 0.002)
        #expect(try presented("dismissed.json") == nil)
        #expect(try frame("dismissed.json", "tabs") == Rect(x: 0, y: 0, width: 375, height: 667))

        try Self.expectGolden(h, "medium.png", "detents-medium")
        try Self.expectGolden(h, "large.png", "detents-large")
        try Self.expectGolden(h, "dismissing.png", "detents-dismissing")
    }
}
