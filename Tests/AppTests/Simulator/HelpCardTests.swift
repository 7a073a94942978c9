import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// What a new user needs to find: the bugs were a help card that never mentioned Alt+drag (so pinching
/// could not be discovered), a card the list behind showed through, and the F1 / Ctrl+H hint only in the
/// catalog's footer, below the fold of an iPhone.
@MainActor
@Suite("Help: two fingers, an opaque card, the hint on the first screen")
struct HelpCardTests {
    @Test("the card lists Alt+drag, Alt+Shift+drag and Ctrl+drag, the two-finger gestures")
    func twoFingerLines() throws {
        let lines = HelpOverlay.mouseLines(screenshotDirectory: "/tmp/x")
        #expect(lines.contains(.command(keys: "Alt+drag", title: "Two fingers, mirrored: pinch, rotate")))
        #expect(lines.contains(.command(keys: "Alt+Shift+drag", title: "Two fingers together: two-finger pan")))
        #expect(lines.contains(.command(keys: "Ctrl+drag", title: "Two fingers, the second landing after")))
    }

    @Test("the card is opaque")
    func opaque() {
        #expect(HelpOverlay.cardColor.alpha == 1)
    }

    @Test("the shortcut hint is on the catalog's first screen of a small iPhone", arguments: ["iphone-se", "iphone-8"])
    func hintOnFirstScreen(device: String) throws {
        let h = try HeadlessHarness(device: device, scene: "catalog")
        try h.run("wait 0.5")
        // Section titles are drawn text, not views: read what the frame draws.
        let canvas = RecordingCanvas(measurer: try FontLibrary())
        h.simulator.draw(in: canvas)
        let screen = h.simulator.screenSize
        var hints: [(String, Point)] = []
        for case let .text(text, _, _, origin, _) in canvas.commands where text.lowercased().contains("f1") {
            hints.append((text, origin))
        }
        #expect(hints.contains { $0.1.y >= 0 && $0.1.y < screen.height - 20 && $0.0.lowercased().contains("ctrl+h") },
                "hints drawn: \(hints) on a \(screen.height) pt screen")
    }
}
