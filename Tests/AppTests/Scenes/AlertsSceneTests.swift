import Foundation
import Render
import Testing
import Widgets
import HandheldSimulator
import HandheldDemos
import TestSupport

/// The `alerts` scene run from `scripts/alerts/alerts.txt`: each row presents an alert or an action sheet,
/// driven by taps and keys as a user would; the `last-result` row says which action's handler ran, read
/// from the tree JSON, and the shots are compared with `Tests/Goldens/alerts/`.
@MainActor
@Suite("Scene: alerts")
struct AlertsSceneTests {
    static func run() throws -> HeadlessHarness {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/alerts/alerts.txt").path
        let harness = try HeadlessHarness(device: "iphone-8", scene: "catalog", scale: 1)
        try harness.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/alerts/alerts.txt")
        return harness
    }

    /// The first text under the node `id` (a cell's label).
    static func text(_ tree: SeedTree, _ id: String) -> String? {
        func find(_ node: [String: Any]) -> String? {
            if let t = node["text"] as? String, !t.isEmpty { return t }
            for child in node["children"] as? [[String: Any]] ?? [] { if let t = find(child) { return t } }
            return nil
        }
        return tree.node(id).flatMap(find)
    }

    @Test("OK, Escape, typed text with Return, a tap outside a sheet and Return each run the right handler after the dismissal")
    func handlers() throws {
        let h = try Self.run()
        let shown = SeedTree(document: try h.json("alert-shown.json"))
        #expect(shown.node("alert-card") != nil)
        #expect(Self.text(shown, "last-result") == "None")
        // 0.1 s into the dismissal the alert is still there and its handler has not run.
        let dismissing = SeedTree(document: try h.json("alert-dismissing.json"))
        #expect(dismissing.node("alert-card") != nil)
        #expect(Self.text(dismissing, "last-result") == "None")
        let results: [(String, String)] = [("after-ok", "OK"), ("after-escape", "Cancel"), ("after-text", "Text: Zoë"),
                                           ("after-sheet-outside", "Cancel"), ("after-return", "OK")]
        for (file, expected) in results {
            let tree = SeedTree(document: try h.json("\(file).json"))
            #expect(Self.text(tree, "last-result") == expected, "\(file)")
            #expect(tree.node("alert-card") == nil && tree.node("action-sheet-group") == nil, "\(file): still presented")
        }
        // Typed text is in the field while the alert is up.
        let typed = SeedTree(document: try h.json("text-typed.json"))
        #expect(Self.text(typed, "alert-text-field-0") == "Zoë")
    }

    @Test("the alert, the text alert above the keyboard, the action sheet and the dark alert match their goldens")
    func goldens() throws {
        let h = try Self.run()
        for shot in ["alert-appearing", "alert-ok-cancel", "alert-three", "alert-text", "sheet-sliding",
                     "sheet-destructive", "alert-simple-dark"] {
            try expectGoldenFile(h.out + "/\(shot).png", shot, in: "alerts")
        }
    }

    static func runIPad() throws -> HeadlessHarness {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/alerts/alerts-ipad.txt").path
        let harness = try HeadlessHarness(device: "ipad", scene: "catalog", scale: 1)
        try harness.run(try String(contentsOfFile: path, encoding: .utf8), file: "scripts/alerts/alerts-ipad.txt")
        return harness
    }

    @Test("on an iPad the action sheet is a popover pointing up at its row; a tap outside and Escape both cancel")
    func iPadPopover() throws {
        let h = try Self.runIPad()
        let shown = try h.json("ipad-sheet-shown.json")
        func presented(_ node: Any) -> [String: Any]? {
            if let d = node as? [String: Any] {
                if let p = d["presented"] as? [String: Any] { return p }
                return d.values.lazy.compactMap(presented).first
            }
            return (node as? [Any])?.lazy.compactMap(presented).first
        }
        let p = try #require(presented(shown))
        #expect(p["style"] as? String == "popover" && p["arrowDirection"] as? String == "up")
        let tree = SeedTree(document: shown)
        #expect(tree.node("action-sheet-group") != nil)
        for file in ["ipad-after-outside", "ipad-after-escape"] {
            let after = SeedTree(document: try h.json("\(file).json"))
            #expect(Self.text(after, "last-result") == "Cancel", "\(file)")
            #expect(after.node("action-sheet-group") == nil, "\(file): still presented")
        }
    }

    @Test("the iPad popover action sheet, fading in, shown, and dark, matches its goldens")
    func iPadGoldens() throws {
        let h = try Self.runIPad()
        for shot in ["ipad-sheet-fading", "ipad-sheet-popover", "ipad-sheet-popover-dark"] {
            try expectGoldenFile(h.out + "/\(shot).png", shot, in: "alerts")
        }
    }
}
