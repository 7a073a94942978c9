import Foundation
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

@MainActor
@Suite("Headless runner")
struct HeadlessRunnerTests {
    @Test("tapping the placeholder box fades it out: the PNGs before and after differ exactly there")
    func tapFadesBox() throws {
        let h = try HeadlessHarness()
        try h.run("""
        shot before.png
        tree before.json
        tap #box
        wait 0.5
        shot after.png
        tree after.json
        """)
        let before = try loadPNG(h.out + "/before.png"), after = try loadPNG(h.out + "/after.png")
        let root = try h.json("before.json")["root"] as! [String: Any]
        let box = HeadlessHarness.node(root, id: "box")!
        let f = box["frame"] as! [Double]
        // Inside the box: blue before, white after; outside: unchanged.
        let cx = Int(f[0] + f[2] / 2), cy = Int(f[1] + f[3] / 2)
        #expect(before.pixel(x: cx, y: cy).rgba8 == Color.systemBlue.rgba8)
        #expect(after.pixel(x: cx, y: cy).rgba8 == Color.white.rgba8)
        #expect(before.pixel(x: 5, y: 600).rgba8 == after.pixel(x: 5, y: 600).rgba8)
        let afterBox = HeadlessHarness.node(try h.json("after.json")["root"] as! [String: Any], id: "box")!
        #expect(box["alpha"] as? Double == 1)
        #expect(afterBox["alpha"] as? Double == 0)
    }

    @Test("the tree mid-fade shows the presented alpha, and time advances 1/60 s per frame")
    func presentedAlphaMidFade() throws {
        let h = try HeadlessHarness()
        try h.run("tap #box\nwait 0.1\ntree mid.json")
        let doc = try h.json("mid.json")
        // tap = press, frame, release, frame: the fade starts at the release (t = 1/60), 7 frames before the tree.
        #expect(abs((doc["time"] as! Double) - 8.0 / 60) < 1e-3)
        let box = HeadlessHarness.node(doc["root"] as! [String: Any], id: "box")!
        let alpha = box["alpha"] as! Double
        #expect(abs(alpha - (1 - TimingCurve.easeInOut.value(at: 7.0 / 15))) < 1e-3)
    }

    @Test("the tree JSON has the documented keys in order")
    func treeKeys() throws {
        let h = try HeadlessHarness()
        try h.run("tree t.json")
        let text = try String(contentsOfFile: h.out + "/t.json", encoding: .utf8)
        let keys = ["\"time\"", "\"device\"", "\"orientation\"", "\"multitasking\"", "\"window\"", "\"traits\"", "\"root\""]
        let positions = keys.map { text.range(of: $0)!.lowerBound }
        #expect(positions == positions.sorted())
        let doc = try h.json("t.json")
        #expect(doc["device"] as? String == "iphone-8")
        #expect((doc["traits"] as! [String: String]) == ["horizontal": "compact", "vertical": "regular", "userInterfaceStyle": "light",
                                                          "preferredContentSizeCategory": "large"])
        #expect((doc["window"] as! [String: Double]) == ["width": 375, "height": 667, "zoom": 1])
        let node = doc["root"] as! [String: Any]
        #expect(Set(node.keys).isSuperset(of: ["type", "frame", "alpha", "hidden", "children"]))
    }

    @Test("a target that matches nothing or several views stops the run at its line, keeping what was written")
    func targetErrors() throws {
        let h = try HeadlessHarness()
        #expect(throws: ScriptError(file: "s.txt", line: 2, message: "no visible view matches #nope")) {
            try h.run("shot a.png\ntap #nope\nshot b.png", file: "s.txt")
        }
        #expect(FileManager.default.fileExists(atPath: h.out + "/a.png"))
        #expect(!FileManager.default.fileExists(atPath: h.out + "/b.png"))
    }

    @Test("unknown device and scene names in a script are errors naming the line")
    func unknownNames() throws {
        let h = try HeadlessHarness()
        #expect(throws: ScriptError.self) { try h.run("device iphone-99", file: "d.txt") }
        do {
            try h.run("\nscene nowhere", file: "d.txt")
            Issue.record("an unknown scene ran")
        } catch let error as ScriptError {
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("d.txt:2: unknown scene 'nowhere'"))
        }
    }

    @Test("\"text\" targets find a visible label by its text and act at its centre")
    func textTarget() throws {
        let h = try HeadlessHarness(scene: "catalog")
        try h.run("wheel 0 1000\nwait 0.5\ntap \"placeholder\"\nwait 0.1\ntree t.json")
        let doc = try h.json("t.json")
        #expect(HeadlessHarness.node(doc["root"] as! [String: Any], id: "box") != nil, "the catalog row opened its scene")
        #expect(throws: ScriptError.self) { try h.run("tap \"No such text\"") }
    }

    @Test("key ctrl+s in a script saves the PNG and the tree inside --out; key ctrl+q is an error at its line")
    func hostKeys() throws {
        let h = try HeadlessHarness()
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)) ?? [])
        try h.run("key ctrl+s")
        let saved = try FileManager.default.contentsOfDirectory(atPath: h.out + "/screenshots").sorted()
        #expect(saved.count == 2 && saved[0].hasSuffix(".json") && saved[1].hasSuffix(".png"))
        let png = try PNGImage(contentsOf: h.out + "/screenshots/" + saved[1])
        #expect(png.width == 750 && png.height == 1334, "the window's Ctrl+S: device pixels, whatever --scale")
        let after = Set((try? FileManager.default.contentsOfDirectory(atPath: FileManager.default.currentDirectoryPath)) ?? [])
        #expect(after == before, "nothing written into the current folder")
        #expect(throws: ScriptError(file: "q.txt", line: 2,
                                    message: "key ctrl+q quits the window; a script ends after its last line (remove this line)")) {
            try h.run("wait 0.1\nkey ctrl+q\nshot never.png", file: "q.txt")
        }
        #expect(!FileManager.default.fileExists(atPath: h.out + "/never.png"))
    }
}

/// Reads a PNG back through an offscreen surface-independent loader.
@MainActor
func loadPNG(_ path: String) throws -> PNGImage { try PNGImage(contentsOf: path) }
