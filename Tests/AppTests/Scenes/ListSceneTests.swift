import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator
import HandheldDemos
import TestSupport

/// The `list` scene run from `scripts/list/`: an inset-grouped list collection view whose folders expand
/// and collapse, read back through the tree JSON (`visibleItems`, each row's `expanded` and accessories);
/// the shots are compared with `Tests/Goldens/list/`.
@MainActor
@Suite("Scene: list")
struct ListSceneTests {
    static func run(_ name: String) throws -> HeadlessHarness {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/list/\(name).txt").path
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog", scale: 1)
        try harness.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/list/\(name).txt")
        return harness
    }

    static func visibleCount(_ tree: SeedTree) -> Int { (tree.node("list")?["visibleItems"] as? [Any])?.count ?? -1 }

    @Test("folders expand and collapse on an iPhone: rows inserted and removed, chevrons turned, a checkmark untick, a file swiped and deleted")
    func iPhone() throws {
        let h = try Self.run("list")
        let start = SeedTree(document: try h.json("start.json"))
        // Three folders and three options.
        #expect(Self.visibleCount(start) == 6)
        #expect(start.node("row-documents")?["expanded"] as? Bool == false)
        #expect(start.node("row-report.pdf") == nil)
        let expanded = SeedTree(document: try h.json("expanded.json"))
        #expect(Self.visibleCount(expanded) == 9)
        #expect(expanded.node("row-documents")?["expanded"] as? Bool == true)
        #expect(expanded.node("row-report.pdf")?["indentationLevel"] as? Double == 1)
        let nested = SeedTree(document: try h.json("nested.json"))
        #expect(Self.visibleCount(nested) == 11)
        #expect(nested.node("row-beach.jpg")?["indentationLevel"] as? Double == 2)
        let unticked = SeedTree(document: try h.json("unticked.json"))
        #expect(unticked.node("row-show-hidden-files")?["accessories"] == nil)
        #expect((start.node("row-show-hidden-files")?["accessories"] as? [Any])?.first as? String == "checkmark")
        let collapsed = SeedTree(document: try h.json("collapsed.json"))
        #expect(Self.visibleCount(collapsed) == 6)
        let swiped = SeedTree(document: try h.json("swiped.json"))
        #expect((swiped.node("row-report.pdf")?["swipeOffset"] as? Double ?? 0) < -40)
        let deleted = SeedTree(document: try h.json("deleted.json"))
        #expect(deleted.node("row-report.pdf") == nil)
        // Documents expanded again with Photos still open inside: 11 rows, less the deleted file.
        #expect(Self.visibleCount(deleted) == 10)
        for shot in ["start", "expanding", "expanded", "nested", "dark", "collapsed", "swiped"] {
            try expectGoldenFile(h.out + "/\(shot).png", "iphone-\(shot)", in: "list")
        }
    }

    @Test("on an iPad the expanded list stands 20 pt in, light and dark")
    func iPad() throws {
        let h = try Self.run("list-ipad")
        let tree = SeedTree(document: try h.json("expanded.json"))
        #expect(Self.visibleCount(tree) == 9)
        let frame = try #require(tree.node("row-documents")?["frame"] as? [Double])
        #expect(frame[0] == 20)
        for shot in ["light", "dark"] {
            try expectGoldenFile(h.out + "/\(shot).png", "ipad-\(shot)", in: "list")
        }
    }
}
