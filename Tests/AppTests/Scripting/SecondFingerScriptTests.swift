import Foundation
import Render
import Testing
@testable import HandheldSimulator
import TestSupport

/// The script language's second finger (`press2`, `move2`, `release2`): it lands while `press` holds the
/// first, moves on its own and lifts, as UIKit adds a touch to the event; the gestures scene's scroll view
/// zooms from it as from a scripted `pinch`.
@MainActor
@Suite("Script: a second finger")
struct SecondFingerScriptTests {
    @Test("press, press2, move2, move, release2, release pinch the picture to 2.5 times")
    func pinchWithTwoFingers() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "gestures")
        try harness.run("""
            wait 0.2
            press 137 176
            press2 237 176
            move2 312 176 0.25
            move 62 176 0.25
            tree pinching.json
            release2
            release
            wait 0.6
            tree zoomed.json
            """)
        let zoom = { (name: String) in
            HeadlessHarness.node(try harness.json(name)["root"] as? [String: Any] ?? [:], id: "zoom")?["zoomScale"] as? Double
        }
        // 100 pt apart when the second landed, 250 pt at the end: 2.5, inside the limits (1…4).
        #expect(try zoom("pinching.json") == 2.5)
        #expect(try zoom("zoomed.json") == 2.5)
    }

    @Test("press2 with no first finger down, or move2 with no second, is an error on its line")
    func errors() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "gestures")
        #expect(throws: ScriptError(file: "two.txt", line: 2,
                                    message: "press2 puts a second finger down beside the first: press TARGET first")) {
            try harness.run("wait 0.1\npress2 100 100", file: "two.txt")
        }
        #expect(throws: ScriptError(file: "two.txt", line: 2, message: "move2 moves the second finger: press2 TARGET first")) {
            try harness.run("press 100 100\nmove2 100 200", file: "two.txt")
        }
    }
}
