import Foundation
import Testing
import HandheldDemos
import HandheldSimulator

/// UIKit's navigation bar is 32 pt tall at compact height (an iPhone in landscape) and 44 pt otherwise;
/// the list's content starts under it either way.
@MainActor
@Suite("Navigation bar height by size class")
struct CompactBarTests {
    func barFrame(_ h: HeadlessHarness, _ file: String) throws -> [Double] {
        let root = try h.json(file)["root"] as! [String: Any]
        return try #require(HeadlessHarness.node(root, id: "navigation-bar")?["frame"] as? [Double])
    }

    @Test("iPhone 8: 44 pt under the status bar in portrait, 32 pt at the top in landscape, 44 again back")
    func heights() throws {
        let h = try HeadlessHarness(scene: "top-tracks")
        try h.run("""
            tree portrait.json
            key ctrl+right
            wait 0.6
            tree landscape.json
            key ctrl+left
            wait 0.6
            tree back.json
            """)
        #expect(try barFrame(h, "portrait.json") == [0, 20, 375, 44])
        #expect(try barFrame(h, "landscape.json") == [0, 0, 667, 32])
        #expect(try barFrame(h, "back.json") == [0, 20, 375, 44])
        let root = try h.json("landscape.json")["root"] as! [String: Any]
        let table = try #require(HeadlessHarness.node(root, id: "tracks-table"))
        #expect((table["contentOffset"] as? [Double])?.last == -32)
    }
}
