import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator
import HandheldDemos
import TestSupport

/// The `date-pickers` scene run from `scripts/date-pickers/`: the compact pill's calendar popover changes
/// the date (and the value label hears it), a day tapped in the inline calendar; the shots are compared
/// with `Tests/Goldens/date-pickers/`, light and dark, iPhone and iPad.
@MainActor
@Suite("Scene: date-pickers")
struct DatePickersSceneTests {
    static func run(_ script: String, device: String) throws -> HeadlessHarness {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/date-pickers/\(script)").path
        let harness = try HeadlessHarness(device: device, scene: "catalog", scale: 1)
        try harness.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/date-pickers/\(script)")
        return harness
    }

    static func string(_ tree: SeedTree, _ id: String, _ key: String) -> String? { tree.node(id)?[key] as? String }

    @Test("the popover's 25th sets the compact picker's date, the inline calendar's 3rd its own; the label reports each")
    func values() throws {
        let h = try Self.run("date-pickers.txt", device: "iphone-15")
        let start = SeedTree(document: try h.json("date-pickers.json"))
        for id in ["date-compact", "date-inline", "date-wheels"] {
            #expect(Self.string(start, id, "date") == "2026-11-22", "\(id)")
        }
        #expect(Self.string(start, "date-inline", "style") == "inline")
        let open = SeedTree(document: try h.json("compact-popover.json"))
        #expect(open.node("date-popover-calendar") != nil)
        let chosen = SeedTree(document: try h.json("compact-chosen.json"))
        #expect(Self.string(chosen, "date-compact", "date") == "2026-11-25")
        #expect(Self.string(chosen, "date-label", "text") == "Changed: 2026-11-25")
        #expect(chosen.node("date-popover-calendar") == nil)
        let inline = SeedTree(document: try h.json("inline-chosen.json"))
        #expect(Self.string(inline, "date-inline", "date") == "2026-11-03")
        #expect(Self.string(inline, "date-label", "text") == "Changed: 2026-11-03")
    }

    @Test("the three styles, the compact popover and the dark screen match their goldens on an iPhone and an iPad")
    func goldens() throws {
        let phone = try Self.run("date-pickers.txt", device: "iphone-15")
        for shot in ["date-pickers", "compact-popover", "inline-chosen", "date-pickers-dark"] {
            try expectGoldenFile(phone.out + "/\(shot).png", shot, in: "date-pickers")
        }
        let pad = try Self.run("date-pickers-ipad.txt", device: "ipad")
        for shot in ["ipad-compact-popover", "ipad-date-pickers-dark"] {
            try expectGoldenFile(pad.out + "/\(shot).png", shot, in: "date-pickers")
        }
    }

    @Test("on an iPhone in landscape the wheels start below the screen and a drag up scrolls them fully into view")
    func landscapeScrolls() throws {
        let h = try HeadlessHarness(device: "iphone-15", orientation: .landscapeLeft, scene: "date-pickers", scale: 1)
        try h.run("wait 0.5\ntree top.json\ndrag 400 300 400 60 0.3\nwait 1.5\ntree scrolled.json\n")
        func frame(_ tree: SeedTree, _ id: String) -> [Double] { (tree.node(id)?["frame"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue } }
        let top = SeedTree(document: try h.json("top.json")), scrolled = SeedTree(document: try h.json("scrolled.json"))
        let screen = frame(top, "date-pickers-scroll")
        #expect(screen == [0, 0, 852, 393])
        let before = frame(top, "date-wheels"), after = frame(scrolled, "date-wheels")
        #expect(before.count == 4 && before[1] > 393, "the wheels start below the screen: \(before)")
        #expect(after.count == 4 && after[3] == 216, "the wheels keep UIDatePicker's 216 pt: \(after)")
        #expect(after.count == 4 && after[1] >= 0 && after[1] + after[3] <= 393, "the wheels scrolled into view: \(after)")
    }
}
