import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// The zoom the window reports. The bugs: a window clamped to the desktop (Ctrl+1 on a 13" iPad) or
/// resized by hand still said the zoom asked for ("100 %" at about 87 %), and rotating an iPad shown at the
/// desktop's fit of 75 % jumped to 100 %.
@MainActor
@Suite("Window zoom: what is reported, what a rotation keeps")
struct ZoomReportTests {
    @Test("the title and the tree report the zoom the window shows, not the one asked for")
    func reportsShownZoom() throws {
        let (sim, _) = try makeSimulator("ipad-pro-13")
        _ = sim.handle(try KeyCombo.parse("ctrl+1"))
        #expect(WindowTitle.text(for: sim).contains(" - 100 % - "))
        // The host found the window letterboxed at 0.87 window pixels per point.
        sim.displayedZoom = 0.87
        #expect(WindowTitle.text(for: sim) == "iPad Pro 13 - Portrait - 87 % - Handheld")
        guard case let .object(document) = sim.treeDocument(),
              case let .object(window)? = document.first(where: { $0.0 == "window" })?.1,
              case let .number(zoom)? = window.first(where: { $0.0 == "zoom" })?.1 else {
            Issue.record("no window.zoom in the tree")
            return
        }
        #expect(zoom == 0.87)
    }

    @Test("a rotation keeps the zoom shown when it fits; a new device takes the fit; a chosen zoom is kept")
    func rotationKeepsZoom() throws {
        let pad = try DeviceCatalog.named("ipad-pro-13"), phone = try DeviceCatalog.named("iphone-8")
        let portrait = ScreenConfiguration(device: pad, orientation: .portrait)
        let landscape = ScreenConfiguration(device: pad, orientation: .landscapeLeft)
        // Fitted at 75 % in portrait; landscape would fit 100 %: the rotation stays at 75 %.
        #expect(WindowHost.zoom(after: portrait, becomes: landscape, current: 0.75, chosen: nil, fit: 1) == 0.75)
        // Back to portrait, where only 75 % fits.
        #expect(WindowHost.zoom(after: landscape, becomes: portrait, current: 1, chosen: nil, fit: 0.75) == 0.75)
        // A new device takes the desktop's fit.
        let phoneConfig = ScreenConfiguration(device: phone, orientation: .portrait)
        #expect(WindowHost.zoom(after: portrait, becomes: phoneConfig, current: 0.75, chosen: nil, fit: 1) == 1)
        // A zoom asked for (Ctrl+2) is kept wherever it fits.
        #expect(WindowHost.zoom(after: portrait, becomes: phoneConfig, current: 0.75, chosen: 0.75, fit: 1) == 0.75)
    }
}
