import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator
@testable import HandheldDemos

/// Alt+drag in the simulator window: two fingers as the iOS Simulator makes them with Option.
@MainActor
@Suite("Simulator: two fingers")
struct TwoFingerSimulatorTests {
    private func discs(_ h: HeadlessHarness) -> [Rect] {
        let canvas = RecordingCanvas()
        h.simulator.draw(in: canvas)
        return canvas.commands.compactMap { c -> Rect? in
            if case let .roundedRect(r, 14, color) = c, color.alpha == 0.5, r.width == 28 { return r }
            return nil
        }
    }

    /// The iOS Simulator: "Option: show two touch points … mirrored around the centre"; the fingers show
    /// as discs while pressed, and an Alt+drag away from the centre pinches the gestures scene's picture.
    @Test("alt+drag shows two discs mirrored through the centre and pinches the picture")
    func altDragPinches() throws {
        let h = try HeadlessHarness(device: "iphone-8", scene: "gestures")
        try h.run("wait 0.2")
        let zoom = try #require(h.simulator.window.rootView.viewWithIdentifier("zoom") as? ScrollView)
        // The zoom view's centre is put on the screen's centre with Alt+Shift first (both fingers move).
        let screenCentre = Point(x: 187.5, y: 333.5)
        let target = zoom.convert(Point(x: zoom.bounds.midX, y: zoom.bounds.midY), to: nil)
        let start = Point(x: 150, y: 333.5)
        h.simulator.pointer(.began, at: start, time: h.clock.now, modifiers: [.alt, .shift])
        h.simulator.pointer(.ended, at: start + (target - screenCentre), time: h.clock.now, modifiers: [.alt, .shift])
        try h.run("wait 0.1")
        let near = target - Point(x: 30, y: 0)
        h.simulator.pointer(.began, at: near, time: h.clock.now, modifiers: [.alt])
        #expect(discs(h).map { Point(x: $0.midX, y: $0.midY) } == [near, target + Point(x: 30, y: 0)])
        for i in 1...10 {
            h.clock.advance(by: 1.0 / 60)
            h.simulator.pointer(.moved, at: near - Point(x: Double(i) * 6, y: 0), time: h.clock.now, modifiers: [.alt])
            _ = h.simulator.advanceFrame()
        }
        h.simulator.pointer(.ended, at: near - Point(x: 60, y: 0), time: h.clock.now, modifiers: [.alt])
        #expect(discs(h).isEmpty)
        // The fingers went from 60 to 180 pt apart: three times the scale.
        #expect(abs(zoom.zoomScale - 3) < 1e-9)
    }
}
