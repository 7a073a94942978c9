import Foundation
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// A playing track's time is shown in whole seconds, so the screen changes once a second and the window
/// draws once a second (the real window's CPU went from about 24 % of a core to under 1 %).
@MainActor
@Suite("Top tracks: redraw only what changes")
struct TopTracksRedrawTests {
    /// The layout the new text asks for settles in the frame the label changes in.
    @Test("with one track playing, two seconds draw two frames, one per new second on the label")
    func oneFramePerSecond() throws {
        let h = try HeadlessHarness(scene: "top-tracks")
        try h.run("""
            tap #track-2
            wait 1
            tap #play-2
            wait 1.5
            """)
        let canvas = RecordingCanvas(measurer: h.simulator.window.textMeasurer ?? FixedTextMeasurer())
        h.simulator.draw(in: canvas)
        var drawn: [String] = []
        for _ in 0..<120 {
            h.clock.advance(by: 1.0 / 60)
            if h.simulator.advanceFrame() {
                canvas.reset()
                h.simulator.draw(in: canvas)
                drawn.append(canvas.texts.first { $0.hasPrefix("0:0") } ?? "?")
            }
        }
        #expect(drawn == ["0:02", "0:03"])
        #expect(h.simulator.window.nextTimerDue != nil)
        #expect(!h.simulator.window.isBusy)
    }
}
