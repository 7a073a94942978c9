import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator
import HandheldDemos
import TestSupport

/// The `collection` scene run from `scripts/collection/`: a compositional photos grid read back through the
/// tree JSON (`visibleItems`, each tile's `indexPath` and `selected`); the shots are compared with
/// `Tests/Goldens/collection/`.
@MainActor
@Suite("Scene: collection")
struct CollectionSceneTests {
    static func run(_ name: String) throws -> HeadlessHarness {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/collection/\(name).txt").path
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog", scale: 1)
        try harness.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/collection/\(name).txt")
        return harness
    }

    func indexPath(_ tree: SeedTree, _ id: String) -> [Int]? {
        (tree.node(id)?["indexPath"] as? [Any])?.compactMap { ($0 as? Int) ?? ($0 as? Double).map(Int.init) }
    }

    @Test("a tile selected, the library shuffled by a diffable snapshot, the header pinned while scrolled")
    func iPhone() throws {
        let h = try Self.run("collection")
        let start = SeedTree(document: try h.json("start.json"))
        let visible = try #require(start.node("collection")?["visibleItems"] as? [Any])
        // Two featured cards side by side (the third is off the row's edge) and five rows of the library.
        #expect(visible.count == 17)
        #expect(indexPath(start, "photo-101") == [0, 1])
        #expect(indexPath(start, "photo-1") == [1, 0])
        #expect(indexPath(start, "photo-2") == [1, 1])

        let shuffled = SeedTree(document: try h.json("shuffled.json"))
        // The library's order is the shuffle's; the cards stay; the selection followed its tile.
        #expect(indexPath(shuffled, "photo-2") == [1, 0])
        #expect(indexPath(shuffled, "photo-101") == [0, 1])
        #expect(shuffled.node("photo-5")?["selected"] as? Bool == true)
        #expect(shuffled.nodes.filter { ($0["selected"] as? Bool) == true }.count == 1)

        let scrolled = SeedTree(document: try h.json("scrolled.json"))
        let offset = try #require(scrolled.node("collection")?["contentOffset"] as? [Any])
        #expect((offset.last as? Double ?? Double(offset.last as? Int ?? 0)) > 300)
        #expect(scrolled.node("photo-100") == nil)
        for shot in ["start", "shuffling", "shuffled", "scrolled"] {
            try expectGoldenFile(h.out + "/\(shot).png", "iphone-\(shot)", in: "collection")
        }
    }
}
