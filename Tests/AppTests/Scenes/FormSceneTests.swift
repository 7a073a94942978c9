import Foundation
import HandheldTesting
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator
import TestSupport

/// `scripts/text/form.txt` run in-process as `handheld run` runs it, its trees checked step by
/// step and its keyboard shots, portrait and landscape, compared with `Tests/Goldens/text/`.
@MainActor
@Suite("Form scene: text input and the on-screen keyboard")
struct FormSceneTests {
    static var scriptPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/text/form.txt").path
    }

    static func run() throws -> HeadlessHarness {
        let harness = try HeadlessHarness(device: "iphone-8", orientation: .portrait, scene: SceneCatalog.defaultName, scale: 1)
        try harness.run(try String(contentsOfFile: scriptPath, encoding: .utf8), file: "scripts/text/form.txt")
        return harness
    }

    func node(_ harness: HeadlessHarness, _ file: String, _ id: String) throws -> [String: Any] {
        try #require(HeadlessHarness.node(try harness.json(file)["root"] as! [String: Any], id: id), "no #\(id) in \(file)")
    }

    func frame(_ node: [String: Any]) -> Rect {
        let f = node["frame"] as! [Double]
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    @Test("the script's trees: typing, selection, paste, the keyboard's frame, the scroll to City, landscape, Ctrl+K")
    func trees() throws {
        let h = try Self.run()
        // No keyboard before the first text input takes focus.
        #expect(HeadlessHarness.node(try h.json("01-form.json")["root"] as! [String: Any], id: "keyboard") == nil)
        let rising = frame(try node(h, "02-keyboard-rising.json", "keyboard"))
        #expect(rising.minY > 407 && rising.minY < 667)
        #expect(frame(try node(h, "03-keyboard-up.json", "keyboard")) == Rect(x: 0, y: 407, width: 375, height: 260))
        #expect(frame(try node(h, "03-keyboard-up.json", "save-bar")).maxY == 407)
        let typed = try node(h, "04-typed.json", "name-field")
        #expect(typed["text"] as? String == "Zoë Ångström")
        #expect(typed["selection"] as? [Double] == [12, 0])
        #expect(typed["isFirstResponder"] as? Bool == true)
        #expect(try node(h, "05-selected.json", "name-field")["selection"] as? [Double] == [10, 2])
        let pasted = try node(h, "06-pasted.json", "name-field")
        #expect(pasted["text"] as? String == "ömZoë Ångström" && pasted["selection"] as? [Double] == [2, 0])
        // The phone field refused the letter; City, the last field, was scrolled above the Save bar.
        #expect(try node(h, "07-city.json", "phone-field")["text"] as? String == "55")
        let city = try node(h, "07-city.json", "city-field")
        #expect(city["isFirstResponder"] as? Bool == true)
        #expect(frame(city).maxY <= frame(try node(h, "07-city.json", "save-bar")).minY)
        // Landscape: the keyboard is 194 pt, the bar sits on it and City is still in view above both.
        #expect(frame(try node(h, "08-landscape.json", "keyboard")) == Rect(x: 0, y: 181, width: 667, height: 194))
        #expect(frame(try node(h, "08-landscape.json", "save-bar")).maxY == 181)
        // The bar is UIToolbar's 32 pt in compact height, so City must clear 181 − 32.
        #expect(frame(try node(h, "08-landscape.json", "save-bar")).height == 32)
        let landscapeCity = frame(try node(h, "08-landscape.json", "city-field"))
        #expect(landscapeCity.minY >= 32 && landscapeCity.maxY <= 149)
        let notes = try node(h, "09-notes.json", "notes")
        #expect(notes["text"] as? String == "Arriving Tuesday with two bikes and a tent. Please keep a quiet pitch.")
        #expect(notes["lines"] as? Double == 2)
        #expect(try node(h, "10-hardware-keyboard.json", "keyboard")["hidden"] as? Bool == true)
        #expect(try node(h, "10-hardware-keyboard.json", "notes")["isFirstResponder"] as? Bool == true)
        #expect(try node(h, "11-done.json", "notes")["isFirstResponder"] as? Bool == false)
    }

    @Test("the keyboard and fields look as on iOS, portrait and landscape (goldens)", arguments: [
        ("06-pasted.png", "form-portrait-keyboard"), ("08-landscape.png", "form-landscape-keyboard"),
        ("10-hardware-keyboard.png", "form-hardware-keyboard"),
    ])
    func goldens(_ shot: String, _ golden: String) throws {
        let h = try Self.run()
        try expectGoldenFile(h.out + "/" + shot, golden, in: "text")
    }

    @Test("keys of the on-screen keyboard type when a test taps them, on a notched iPhone's 335 pt keyboard")
    func clickingKeys() throws {
        let app = try TestApp(scene: "form", scenes: Demos.all, device: .iPhone11Pro)
        let name = app.textFields["name-field"]
        name.tap()
        app.settle()
        for key in ["key-h", "key-i", "key-space"] { app.descendants(matching: nil)[key].tap() }
        #expect(name.value == "Hi ")
        #expect(app.descendants(matching: nil)["keyboard"].frame.height == 335)
    }
}
