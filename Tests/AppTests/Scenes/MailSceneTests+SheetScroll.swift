import Foundation
import Render
import Testing
import Widgets
import HandheldDemos
import HandheldSimulator
import TestSupport

extension MailSceneTests {
    /// UIKit: with `prefersScrollingExpandsWhenScrolledToEdge` (default true), "if the sheet can expand to a
    /// larger detent than selectedDetentIdentifier, scrolling up in the sheet increases its detent instead of
    /// scrolling the sheet's content. After the sheet reaches its largest detent, scrolling begins" [DOC:
    /// UISheetPresentationController]; down from the top edge the sheet moves down [EST]; undimmed, "the
    /// undimmed area around the sheet responds to user interaction" [DOC: largestUndimmedDetentIdentifier].
    @Test("sheet scroll: up on the list expands the sheet, then scrolls it; down at its top, back to medium; a tap above")
    func sheetScroll() throws {
        let h = try Self.run("sheet-scroll")
        func tree(_ file: String) throws -> SeedTree { try h.tree(file) }
        func frame(_ file: String, _ id: String) throws -> Rect { try h.frame(file, id) }
        func offset(_ file: String) throws -> [Double]? { try tree(file).node("filter-list")?["contentOffset"] as? [Double] }
        func detent(_ file: String) throws -> String? { Self.presented(try tree(file)).first?.1["detent"] as? String }

        #expect(try detent("medium.json") == "medium" && offset("medium.json") == [0, 0])
        #expect(try frame("medium.json", "filter-list") == Rect(x: 0, y: 396.5, width: 375, height: 226.5))
        // 160 pt up on the list (the move from 560 to 400): the card's top follows, the list stays at its top.
        #expect(try frame("expanding.json", "filter-sheet") == Rect(x: 0, y: 348.5 - 160, width: 375, height: 318.5 + 160))
        #expect(try offset("expanding.json") == [0, 0] && detent("expanding.json") == "medium")
        #expect(try detent("large.json") == "large" && frame("large.json", "filter-sheet") == Rect(x: 0, y: 30, width: 375, height: 637))
        // At large the same drag (120 pt) scrolls the list; the card stays.
        #expect(try offset("scrolling.json") == [0, 120])
        #expect(try frame("scrolling.json", "filter-sheet") == Rect(x: 0, y: 30, width: 375, height: 637))
        #expect(try offset("scrolled.json") == [0, 120])
        // Dragged down from 120 pt: back at the top (past it and bounced), still large.
        #expect(try offset("top.json") == [0, 0] && detent("top.json") == "large")
        // Down on the list at its top: the card follows 220 pt down, the list stays; let go, medium.
        #expect(try frame("pulling-down.json", "filter-sheet") == Rect(x: 0, y: 250, width: 375, height: 417))
        #expect(try offset("pulling-down.json") == [0, 0])
        #expect(try detent("back-to-medium.json") == "medium")
        #expect((try tree("back-to-medium.json").node("filter-summary")?["text"] as? String)?.hasSuffix("medium") == true)
        // Above the undimmed card the list behind took the tap: Notifications pushed under the sheet.
        #expect(try tree("behind.json").stacks.contains(["Settings", "Notifications"]))
        #expect(try detent("behind.json") == "medium")

        try Self.expectGolden(h, "expanding.png", "sheet-scroll-expanding")
        try Self.expectGolden(h, "scrolling.png", "sheet-scroll-scrolling")
        try Self.expectGolden(h, "pulling-down.png", "sheet-scroll-pulling-down")
        try Self.expectGolden(h, "behind.png", "sheet-scroll-behind")
    }
}
