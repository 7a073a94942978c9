import Foundation
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// iOS's status bar takes its touches: a tap on it scrolls the topmost `scrollsToTop` scroll view to
/// the top, and the content under the bar never sees the press.
@MainActor
@Suite("Status bar taps")
struct StatusBarTapTests {
    func offsetY(_ h: HeadlessHarness, _ file: String, table: String) throws -> Double {
        let node = try #require(HeadlessHarness.node(try h.json(file)["root"] as! [String: Any], id: table))
        return try #require((node["contentOffset"] as? [Double])?.last)
    }

    @Test("a tap on the status bar scrolls the top-tracks table back to its top, animated")
    func scrollsToTop() throws {
        let h = try HeadlessHarness(scene: "top-tracks")
        try h.run("""
            wheel 0 400 187 400
            wait 1
            tree scrolled.json
            tap 100 10
            wait 0.1
            tree moving.json
            wait 0.6
            tree top.json
            """)
        let scrolled = try offsetY(h, "scrolled.json", table: "tracks-table")
        let moving = try offsetY(h, "moving.json", table: "tracks-table")
        let top = try offsetY(h, "top.json", table: "tracks-table")
        // At rest at the top the content sits under the 64 pt of status and navigation bars.
        #expect(scrolled > 300)
        #expect(moving < scrolled && moving > -64, "animated, not a jump: \(moving)")
        #expect(top == -64)
    }

    @Test("the press does not reach the row scrolled under the status bar")
    func consumesTheTap() throws {
        let h = try HeadlessHarness(scene: "top-tracks")
        try h.run("""
            wheel 0 400 187 400
            wait 1
            press 100 10
            wait 0.3
            tree pressed.json
            release
            """)
        let tree = try h.json("pressed.json")["root"] as! [String: Any]
        func highlighted(_ node: [String: Any]) -> Bool {
            node["highlighted"] as? Bool == true || (node["children"] as? [[String: Any]] ?? []).contains(where: highlighted)
        }
        #expect(!highlighted(tree))
        #expect(!h.simulator.window.isTrackingPointer)
    }

    @Test("a scroll view that opts out is left where it is")
    func optOut() throws {
        let h = try HeadlessHarness(scene: "top-tracks")
        try h.run("wheel 0 400 187 400\nwait 1")
        func tables(_ v: View) -> [ScrollView] { (v as? ScrollView).map { [$0] } ?? [] + v.subviews.flatMap(tables) }
        let table = try #require(tables(h.simulator.window.rootView).first)
        table.scrollsToTop = false
        let before = table.contentOffset.y
        try h.run("tap 100 10\nwait 0.6")
        #expect(table.contentOffset.y == before)
    }
}
