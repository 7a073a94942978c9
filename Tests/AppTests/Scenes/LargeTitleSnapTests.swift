import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator

/// A large title let go part way: UINavigationBar snaps it to expanded or collapsed when the finger lifts.
/// The bug was an inbox dragged up about 45 pt and released: the title stayed squeezed to a few points and
/// the inline title transparent.
@MainActor
@Suite("Scene: mail, large title snapping")
struct LargeTitleSnapTests {
    /// Drags the inbox up by `points` (the 10 pt slop included), holds still, lets go and waits.
    static func released(after points: Int) throws -> SeedTree { try run(points).tree("rest.json") }

    static func run(_ points: Int) throws -> HeadlessHarness {
        let h = try HeadlessHarness(device: "iphone-8", scene: "mail")
        try h.run("""
        press 187 400
        move 187 390 0.05
        move 187 \(400 - points) 0.2
        wait 0.3
        tree held.json
        release
        wait 1
        tree rest.json
        """)
        return h
    }

    static func inlineAlpha(_ tree: SeedTree) -> [Double] {
        tree.nodes.filter { $0["id"] as? String == "navigation-title" }.compactMap { $0["alpha"] as? Double }
    }

    @Test("released 45 pt up, the large title collapses and the inline title shows")
    func collapsesPastHalf() throws {
        let tree = try Self.released(after: 45)
        #expect(SeedTree.frame(try #require(tree.node("large-title"))).height == 0)
        #expect(Self.inlineAlpha(tree) == [1])
    }

    @Test("released 15 pt up, the large title expands again and the inline title stays hidden")
    func expandsShortOfHalf() throws {
        let tree = try Self.released(after: 15)
        #expect(SeedTree.frame(try #require(tree.node("large-title"))).height == 52)
        #expect(Self.inlineAlpha(tree) == [0])
    }

    @Test("released past the band (90 pt up), the list stays where it was let go")
    func leavesScrolledListAlone() throws {
        let h = try Self.run(90)
        let tree = try h.tree("rest.json")
        #expect(SeedTree.frame(try #require(tree.node("large-title"))).height == 0)
        func offset(_ t: SeedTree) -> [Double]? { t.node("inbox-table")?["contentOffset"] as? [Double] }
        // The table's resting top is -(64 + 52) = -116; 90 pt scrolled leaves it at -26, held and let go.
        #expect(offset(try h.tree("held.json")) == [0, -26])
        #expect(offset(tree) == [0, -26])
    }
}
