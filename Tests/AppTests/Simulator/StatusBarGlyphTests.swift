import Foundation
import Render
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// The status bar draws the cellular signal (four rising bars) and Wi-Fi (a wedge and two arcs) beside
/// the time and battery, where iOS puts them for each kind of device.
@MainActor
@Suite("Status bar glyphs")
struct StatusBarGlyphTests {
    func commands(_ device: String) throws -> [DrawCommand] {
        let configuration = ScreenConfiguration(device: try DeviceCatalog.named(device), orientation: .portrait)
        let canvas = RecordingCanvas()
        StatusBar.draw(in: canvas, screen: Rect(size: configuration.screenSize), configuration: configuration)
        return canvas.commands
    }

    func signalBars(_ commands: [DrawCommand]) -> [Rect] {
        commands.compactMap { if case let .roundedRect(r, _, c) = $0, c == .black, r.width == 3 { r } else { nil } }
    }

    @Test("an iPhone 8 shows four rising signal bars and the Wi-Fi fan at the left, inside the 20 pt bar")
    func iPhone8() throws {
        let c = try commands("iphone-8")
        let bars = signalBars(c)
        #expect(bars.map(\.height) == [3.5, 5.5, 7.5, 10])
        #expect(Set(bars.map(\.maxY)).count == 1 && bars[0].minX == 6)
        let arcs = c.compactMap { if case let .polyline(p, w, _) = $0, w == 1.8 { p } else { nil } }
        #expect(arcs.count == 2)
        let wifi = arcs.flatMap { $0 }
        #expect(wifi.allSatisfy { $0.y > 0 && $0.y < 20 && $0.x > bars[3].maxX && $0.x < 120 })
        #expect(c.contains { if case .polygon = $0 { true } else { false } })
    }

    @Test("a notched iPhone puts them in the right ear, left of the battery")
    func notched() throws {
        let c = try commands("iphone-11-pro")
        let bars = signalBars(c)
        #expect(bars.map(\.height) == [4, 6.5, 9, 11.5])
        #expect(bars[0].minX > 375 / 2 && bars[3].maxX < 375 - 16 - 25)
    }
}
