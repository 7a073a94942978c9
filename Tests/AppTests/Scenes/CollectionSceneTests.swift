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

    /// A frame's minimum x from the tree JSON (an array `[x, y, w, h]` or an object with `x`).
    func minX(_ tree: SeedTree, _ id: String) -> Double? {
        func number(_ v: Any?) -> Double? { (v as? Double) ?? (v as? Int).map(Double.init) }
        let frame = tree.node(id)?["frame"]
        if let a = frame as? [Any] { return number(a.first) }
        return number((frame as? [String: Any])?["x"])
    }

    @Test("the featured row pages sideways one card a flick (group paging), in its own scroller: the page stays")
    func orthogonalRow() throws {
        let h = try Self.run("orthogonal")
        // iPhone 15: 393 pt wide, 16 pt insets, cards 85 % of 361 pt with 10 pt between: one group is 316.85 pt.
        let stride = 0.85 * 361 + 10
        let paged = SeedTree(document: try h.json("paged.json"))
        #expect(abs((minX(paged, "photo-101") ?? 0) - 16) < 1e-6)
        #expect(abs((minX(paged, "photo-100") ?? 0) - (16 - stride)) < 1e-6)
        let visible = try #require(paged.node("collection")?["visibleItems"] as? [Any])
        // The row now shows cards 1 and 2 (and the first, a few points past the edge, in the overscan).
        #expect(indexPath(paged, "photo-102") == [0, 2])
        #expect(visible.count == 18)
        let back = SeedTree(document: try h.json("back.json"))
        #expect(abs((minX(back, "photo-100") ?? 0) - 16) < 1e-6)
        #expect(back.node("photo-102") == nil)
        #expect("\(back.node("collection")?["contentOffset"] ?? "")" == "\(paged.node("collection")?["contentOffset"] ?? "")")
        try expectGoldenFile(h.out + "/paged.png", "iphone-orthogonal-paged", in: "collection")
    }
}
