import Foundation
import Render
import Testing

/// The window's hidden `--script` replays a scenario in a window on the virtual clock; its shots match
/// `handheld run`'s. (Under the dummy video driver the window's renderer is SDL's software one;
/// scripts/window-vs-headless.sh compares the accelerated one under Xvfb.)
@MainActor
@Suite("Window scripts")
struct WindowScriptTests {
    @Test("the back-swipe seed's shots from a window and from a headless run are the same picture")
    func sameAsHeadless() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/seeds/4-smart-row-deselection.txt").path
        let base = NSTemporaryDirectory() + "handheld-window-script-" + UUID().uuidString
        let env = ["SDL_VIDEODRIVER": "dummy"]
        let window = try runHandheld(["--script", script, "--out", base + "/window"], environment: env)
        let headless = try runHandheld(["run", script, "--out", base + "/headless"], environment: env)
        #expect(window.status == 0, "\(window.stderr)")
        #expect(headless.status == 0)
        #expect(window.stdout.contains(base + "/window/strip/2-swipe-half.png"))
        for shot in ["1-swipe-quarter", "2-swipe-half", "3-cancelled", "4-swipe-past-half", "5-popped"] {
            let a = try PNGImage(contentsOf: base + "/window/strip/\(shot).png")
            let b = try PNGImage(contentsOf: base + "/headless/strip/\(shot).png")
            // A few anti-aliased edge pixels (the battery's nib) round differently on a window surface.
            #expect(a.difference(from: b, tolerance: 2).count <= 8, "\(shot)")
        }
    }
}
