import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator
import HandheldDemos
import TestSupport

/// The `controls` scene run from `scripts/controls/`: each control driven as a user would and read back
/// through the tree JSON keys `selectedSegmentIndex`, `value`, `isAnimating` and `progress`; the shots are
/// compared with `Tests/Goldens/controls/`, light and dark, on an iPhone 15 and a 13-inch iPad Pro.
@MainActor
@Suite("Scene: controls")
struct ControlsSceneTests {
    static func run(_ name: String) throws -> HeadlessHarness {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/controls/\(name).txt").path
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog", scale: 1)
        try harness.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/controls/\(name).txt")
        return harness
    }

    func value(_ tree: SeedTree, _ id: String, _ key: String) -> Any? { tree.node(id)?[key] }
    func number(_ tree: SeedTree, _ id: String, _ key: String) -> Double? {
        let v = value(tree, id, key)
        return (v as? Double) ?? (v as? Int).map(Double.init)
    }
    func text(_ tree: SeedTree, _ id: String) -> String? { value(tree, id, "text") as? String }

    @Test("iPhone: a segment tapped, the slider dragged, the stepper held, the spinners stopped, the bar advanced")
    func iPhone() throws {
        let h = try Self.run("controls")
        let start = SeedTree(document: try h.json("start.json"))
        #expect(number(start, "segmented", "selectedSegmentIndex") == 0)
        #expect(number(start, "slider", "value") == 0.5)
        #expect(number(start, "stepper", "value") == 0)
        #expect(value(start, "spinner", "isAnimating") as? Bool == true)
        #expect(value(start, "spinner-large", "isAnimating") as? Bool == true)
        #expect(number(start, "progress", "progress") == 0.3)

        // 0.3 s into the hold: the first step only; the repeats have not started.
        let early = SeedTree(document: try h.json("stepper-held-early.json"))
        #expect(number(early, "stepper", "value") == 1)
        #expect(value(early, "stepper", "highlighted") as? Bool == true)
        #expect(number(early, "segmented", "selectedSegmentIndex") == 2)
        // The thumb was grabbed at its centre and let go 84 pt right, over 333 pt of travel: 0.5 + 84/333.
        let slid = try #require(number(early, "slider", "value"))
        #expect(abs(slid - (0.5 + 84.0 / 333)) < 0.002)

        // Held 1.2 s: the first step, then repeats at 0.5, 0.6 … 1.2 s (eight), so 9; the label heard each.
        let moving = SeedTree(document: try h.json("progress-moving.json"))
        #expect(number(moving, "stepper", "value") == 9)
        #expect(text(moving, "stepper-label") == "Count: 9")
        #expect(value(moving, "stepper", "highlighted") as? Bool == false)
        #expect(value(moving, "spinner", "isAnimating") as? Bool == false)
        #expect(value(moving, "spinner", "hidden") as? Bool == true)
        #expect(number(moving, "progress", "progress") == 0.5)

        let after = SeedTree(document: try h.json("after.json"))
        #expect(text(after, "spinner-toggle") == "Start")
        for id in ["segmented", "slider", "stepper", "spinner-toggle", "progress-advance"] {
            #expect(value(after, id, "highlighted") as? Bool == false, "\(id) stayed highlighted")
        }
        for (shot, golden) in [("start", "iphone-start"), ("segment-sliding", "iphone-segment-sliding"),
                               ("after", "iphone-after"), ("after-dark", "iphone-after-dark")] {
            try expectGoldenFile(h.out + "/\(shot).png", golden, in: "controls")
        }
    }

    @Test("iPad: the slider dragged past its end stops at 1; two taps on + make 2; light and dark")
    func iPad() throws {
        let h = try Self.run("controls-ipad")
        let tree = SeedTree(document: try h.json("ipad.json"))
        #expect(number(tree, "segmented", "selectedSegmentIndex") == 1)
        #expect(number(tree, "slider", "value") == 1)
        #expect(number(tree, "stepper", "value") == 2)
        #expect(number(tree, "progress", "progress") == 0.5)
        try expectGoldenFile(h.out + "/ipad-light.png", "ipad-light", in: "controls")
        try expectGoldenFile(h.out + "/ipad-dark.png", "ipad-dark", in: "controls")
    }
}
