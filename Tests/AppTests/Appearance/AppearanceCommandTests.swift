import Foundation
import Render
import Testing
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

@MainActor
@Suite("Appearance: the shortcut, the script command, --appearance and the tree")
struct AppearanceCommandTests {
    @Test("the script command parses light and dark and names what it expects otherwise")
    func parsing() throws {
        #expect(try ScenarioScript.parse("appearance dark\n", file: "a.txt").lines.map(\.command) == [.appearance(.dark)])
        #expect(try ScenarioScript.parse("appearance light\n", file: "a.txt").lines.map(\.command) == [.appearance(.light)])
        for bad in ["appearance", "appearance dim", "appearance dark now"] {
            #expect(throws: (any Error).self) { try ScenarioScript.parse(bad + "\n", file: "a.txt") }
        }
    }

    @Test("Ctrl+Shift+A toggles light and dark through the cross-fade; the tree's traits say which")
    func shortcutAndTree() throws {
        let harness = try HeadlessHarness(device: "iphone-15", scene: "settings")
        try harness.run("tree light.json\nkey ctrl+shift+a\nwait 0.1\ntree fading.json\nwait 0.5\ntree dark.json\nkey ctrl+shift+a\nwait 0.5\ntree back.json\n")
        func style(_ file: String) throws -> String? { (try harness.json(file)["traits"] as? [String: String])?["userInterfaceStyle"] }
        #expect(try style("light.json") == "light")
        #expect(try style("fading.json") == "dark")
        #expect(try style("dark.json") == "dark")
        #expect(try style("back.json") == "light")
    }

    @Test("the appearance survives a rotation, which keeps the style in the traits it passes")
    func rotationKeepsStyle() throws {
        let harness = try HeadlessHarness(device: "iphone-15", scene: "settings")
        try harness.run("appearance dark\nwait 0.5\nkey ctrl+left\nwait 0.6\ntree t.json\n")
        #expect((try harness.json("t.json")["traits"] as? [String: String])?["userInterfaceStyle"] == "dark")
        #expect(harness.simulator.window.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("--appearance dark starts dark; an unknown value is one line and exit 64")
    func commandLine() throws {
        let script = try tempFile("tree t.json\n")
        let out = URL(fileURLWithPath: script).deletingLastPathComponent().path + "/out"
        let ok = try runHandheld(["run", script, "--out", out, "--appearance", "dark"])
        #expect(ok.status == 0, "stderr: \(ok.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/t.json"))
        let doc = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect((doc["traits"] as? [String: String])?["userInterfaceStyle"] == "dark")
        let bad = try runHandheld(["run", script, "--appearance", "dim"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "handheld: unknown appearance 'dim' (expected one of: light, dark)\n")
    }
}
