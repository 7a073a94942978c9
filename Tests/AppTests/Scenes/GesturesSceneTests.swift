import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator
@testable import HandheldDemos
import TestSupport

/// The `gestures` scene run from `scripts/scenes/gestures.txt`: pinch-to-zoom with its bounce, a
/// two-finger rotation, a long press and a paging scroll view with a page control.
@MainActor
@Suite("Scene: gestures")
struct GesturesSceneTests {
    static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/scenes/gestures.txt").path
    }

    func number(_ tree: SeedTree, _ id: String, _ key: String) -> Double? { tree.node(id)?[key] as? Double }
    func frame(_ tree: SeedTree, _ id: String) -> [Double]? {
        (tree.node(id)?["frame"] as? [Any])?.compactMap { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
    }

    @Test("pinch zooms and bounces at the limits, the card turns, the box is held, the pages follow the control")
    func scenario() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog")
        try harness.run(try String(contentsOfFile: Self.script, encoding: .utf8), file: "gestures.txt")
        let tree = { (name: String) in SeedTree(document: try harness.json(name)) }

        let start = try tree("start.json")
        #expect(number(start, "zoom", "zoomScale") == 1)
        // The card's shadow and the box's border are layer properties, listed under "layer" (item 7).
        #expect((start.node("rotor")?["layer"] as? [String: Any])?["shadowOpacity"] as? Double == 0.15)
        #expect((start.node("hold")?["layer"] as? [String: Any])?["borderWidth"] as? Double == 2)
        #expect(frame(start, "picture") == [16, 76, 343, 200])

        // Fingers 100 pt apart spread to 250: the picture is 2.5 times larger, zoomed about its centre.
        let zoomed = try tree("zoomed.json")
        #expect(number(zoomed, "zoom", "zoomScale") == 2.5)
        #expect(frame(zoomed, "picture")?[2] == 857.5)
        // Past the maximum of 4 the picture shows more than 4× for a moment, then settles at 4.
        let over = try tree("over.json")
        #expect((frame(over, "picture")?[2] ?? 0) > 343 * 4)
        let bounced = try tree("bounced.json")
        #expect(number(bounced, "zoom", "zoomScale") == 4)
        #expect(frame(bounced, "picture")?[2] == 1372)
        let unzoomed = try tree("unzoomed.json")
        #expect(number(unzoomed, "zoom", "zoomScale") == 1)
        #expect(frame(unzoomed, "picture") == [16, 76, 343, 200])

        #expect(number(try tree("rotated.json"), "rotor", "rotation") == 90)

        // UILongPressGestureRecognizer's 0.5 s: not yet at 0.3 s, held at 0.6 s, ended on release.
        let texts = { (t: SeedTree) in SeedTree.texts(in: t.node("hold") ?? [:]) }
        #expect(texts(try tree("not-yet.json")) == ["Hold me"])
        // Meanwhile the ring (a shape layer) fills over the press's half second, linearly.
        let ring = { (t: SeedTree) in
            (((t.node("hold")?["layer"] as? [String: Any])?["sublayers"] as? [[String: Any]])?.first?["strokeEnd"] as? Double) ?? -1
        }
        let filling = ring(try tree("not-yet.json")), full = ring(try tree("holding.json"))
        let emptied = ring(try tree("held.json"))
        #expect(filling > 0.6 && filling < 0.7)
        #expect(full == 1 && emptied == 0)
        #expect(texts(try tree("holding.json")) == ["Holding"])
        #expect(texts(try tree("held.json")) == ["Held once"])

        #expect(number(try tree("page-2.json"), "page-control", "currentPage") == 1)
        let page3 = try tree("page-3.json")
        #expect(number(page3, "page-control", "currentPage") == 2)
        #expect((page3.node("pages")?["contentOffset"] as? [Any])?.first as? Double == 686)
    }
}
