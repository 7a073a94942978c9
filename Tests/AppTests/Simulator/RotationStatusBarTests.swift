import Foundation
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The navigation bar moves from the top edge (landscape, no status bar) to below the status bar
/// (portrait) during the 0.4 s rotation; no frame draws the status bar with the bar under it.
@MainActor
@Suite("Rotation and the status bar")
struct RotationStatusBarTests {
    func navigationBar(_ view: View) -> View? {
        if view.identifier == "navigation-bar" { return view }
        for child in view.subviews { if let bar = navigationBar(child) { return bar } }
        return nil
    }

    @Test("every frame of a rotation either hides the status bar or has the bar below it", arguments: ["ctrl+left", "ctrl+right"])
    func apart(key: String) throws {
        let h = try HeadlessHarness(orientation: key == "ctrl+left" ? .landscapeRight : .portrait, scene: "top-tracks")
        try h.run("wait 0.2\nkey \(key)")
        var framesWithStatusBar = 0
        for _ in 0..<40 {
            h.clock.advance(by: 1.0 / 60)
            h.simulator.advanceFrame()
            let canvas = RecordingCanvas()
            h.simulator.draw(in: canvas)
            let bar = try #require(navigationBar(h.simulator.window.rootView))
            if canvas.texts.contains(where: { $0.hasPrefix(StatusBar.time) }) {
                framesWithStatusBar += 1
                #expect(bar.presentationFrameInWindow.minY >= 20 - 1e-9, "bar at \(bar.presentationFrameInWindow.minY)")
            }
        }
        #expect(h.simulator.isSettled)
        // Portrait at the end: the status bar is back.
        #expect(framesWithStatusBar > 0 || key == "ctrl+right")
    }
}
