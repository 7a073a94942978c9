import Foundation
import Render
import Testing
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

private let names = "extra-small, small, medium, large, extra-large, extra-extra-large, extra-extra-extra-large, "
    + "accessibility-medium, accessibility-large, accessibility-extra-large, accessibility-extra-extra-large, "
    + "accessibility-extra-extra-extra-large"

@MainActor
@Suite("Dynamic Type: the shortcuts, the script command, --text-size and the tree")
struct TextSizeCommandTests {
    @Test("the script command takes UIKit's names in kebab case; anything else is one line listing them")
    func parsing() throws {
        #expect(try ScenarioScript.parse("text-size accessibility-medium\n", file: "a.txt").lines.map(\.command)
                == [.textSize(.accessibilityMedium)])
        for (bad, found) in [("text-size", "nothing"), ("text-size huge", "'huge'"), ("text-size Large", "'Large'"),
                             ("text-size \"large\"", "\"large\""), ("text-size unspecified", "'unspecified'")] {
            #expect {
                try ScenarioScript.parse(bad + "\n", file: "a.txt")
            } throws: { error in
                "\(error)" == "a.txt:1: text-size expects a text size (\(names)), got \(found)"
            }
        }
        #expect {
            try ScenarioScript.parse("text-size large now\n", file: "a.txt")
        } throws: { error in "\(error)".hasPrefix("a.txt:1: ") }
    }

    @Test("Ctrl+= and Ctrl+- step through the sizes, clamped at the ends; the tree's traits say which")
    func shortcutsAndTree() throws {
        let harness = try HeadlessHarness(device: "iphone-15", scene: "settings")
        try harness.run("""
        tree l.json
        key ctrl+=
        tree xl.json
        key ctrl+-
        key ctrl+-
        tree m.json
        text-size accessibility-extra-extra-extra-large
        key ctrl+=
        tree ax5.json
        text-size extra-small
        key ctrl+-
        tree xs.json
        """)
        func size(_ file: String) throws -> String? {
            (try harness.json(file)["traits"] as? [String: String])?["preferredContentSizeCategory"]
        }
        #expect(try size("l.json") == "large")
        #expect(try size("xl.json") == "extra-large")
        #expect(try size("m.json") == "medium")
        #expect(try size("ax5.json") == "accessibility-extra-extra-extra-large")
        #expect(try size("xs.json") == "extra-small")
        // The self-sizing "Due Date" row grows with the text and shrinks back.
        func rowHeight(_ file: String) throws -> Double {
            let node = try #require(HeadlessHarness.node(try harness.json(file)["root"] as! [String: Any], id: "due-date-row"))
            return (node["frame"] as! [Double])[3]
        }
        #expect(try rowHeight("l.json") == 44)
        #expect(try rowHeight("ax5.json") > 120)
        #expect(try rowHeight("xs.json") == 44)
    }

    @Test("the shortcut table lists both steps, so the help overlay shows them")
    func shortcutTable() throws {
        let larger = try #require(Shortcut.table.first { $0.action == .stepTextSize(1) })
        let smaller = try #require(Shortcut.table.first { $0.action == .stepTextSize(-1) })
        #expect(larger.combos == [try KeyCombo.parse("ctrl+=")])
        #expect(smaller.combos == [try KeyCombo.parse("ctrl+-")])
    }

    @Test("the text size survives a rotation and a device change")
    func rotationKeepsTheSize() throws {
        let harness = try HeadlessHarness(device: "iphone-15", scene: "settings")
        try harness.run("text-size accessibility-large\nkey ctrl+left\nwait 0.6\nkey ctrl+d\nwait 0.6\ntree t.json\n")
        #expect((try harness.json("t.json")["traits"] as? [String: String])?["preferredContentSizeCategory"] == "accessibility-large")
        #expect(harness.simulator.window.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test("--text-size starts at that size; an unknown name is one line listing the names and exit 64")
    func commandLine() throws {
        let script = try tempFile("tree t.json\n")
        let out = URL(fileURLWithPath: script).deletingLastPathComponent().path + "/out"
        let ok = try runHandheld(["run", script, "--out", out, "--text-size", "accessibility-large"])
        #expect(ok.status == 0, "stderr: \(ok.stderr)")
        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/t.json"))
        let doc = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        #expect((doc["traits"] as? [String: String])?["preferredContentSizeCategory"] == "accessibility-large")
        let bad = try runHandheld(["run", script, "--text-size", "huge"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "handheld: unknown text size 'huge' (expected one of: \(names))\n")
    }
}
