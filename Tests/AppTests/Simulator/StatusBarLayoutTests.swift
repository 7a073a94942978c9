import Foundation
import Render
import Testing
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// The status bar per device generation (`StatusBarLayout`): where iOS puts the time, signal, Wi-Fi and
/// battery on home-button iPhones, notched iPhones, Dynamic Island iPhones and iPads; hidden on iPhones in
/// landscape; its content dark in the light appearance and light in the dark one.
@MainActor
@Suite("Status bar layout")
struct StatusBarLayoutTests {
    func layout(_ device: String, _ orientation: Orientation = .portrait) throws -> StatusBarLayout? {
        StatusBarLayout(device: try DeviceCatalog.named(device), orientation: orientation,
                        measurer: FixedTextMeasurer())
    }

    func near(_ a: Double, _ b: Double, _ within: Double = 0.5) -> Bool { abs(a - b) <= within }

    @Test("the generation follows the device's shape", arguments: [
        ("iphone-se", "homeButton"), ("iphone-8", "homeButton"), ("iphone-8-plus", "homeButton"),
        ("iphone-se-3", "homeButton"), ("iphone-11-pro", "notch"), ("iphone-11-pro-max", "notch"),
        ("iphone-13-mini", "notch"), ("iphone-15", "dynamicIsland"), ("iphone-16-pro-max", "dynamicIsland"),
        ("ipad", "pad"), ("ipad-pro-11", "pad"), ("ipad-pro-13", "pad"), ("ipad-mini", "pad"),
    ])
    func generation(_ device: String, _ expected: String) throws {
        #expect(try layout(device)?.generation.rawValue == expected)
    }

    @Test("home-button iPhones: signal, Carrier and Wi-Fi from the left edge, 9:41 AM centred, 100% and the battery at the right")
    func homeButton() throws {
        let l = try #require(try layout("iphone-8"))
        #expect(l.timeText == "9:41 AM")
        #expect(near(l.time.midX, 375 / 2))
        let signal = try #require(l.signal), carrier = try #require(l.carrier), percent = try #require(l.percent)
        #expect(signal.minX == 6)
        #expect(carrier.minX >= signal.maxX && l.wifi.minX >= carrier.maxX && l.wifi.maxX < l.time.minX)
        #expect(Double(l.battery.maxX) + 2 == 375 - 6, "the nib ends 6 pt from the edge")
        #expect(percent.maxX <= l.battery.minX && percent.minX > l.time.maxX)
        for r in [l.time, signal, carrier, l.wifi, percent, l.battery] {
            #expect(r.minY >= 0 && r.maxY <= 20, "\(r) inside the 20 pt bar")
            #expect(near(r.midY, 10, 1.5))
        }
    }

    @Test("notched iPhones: the time centred in the left ear, signal, Wi-Fi and battery centred in the right one")
    func notch() throws {
        let l = try #require(try layout("iphone-11-pro"))
        let ears = try #require(StatusBarLayout.ears(of: try DeviceCatalog.named("iphone-11-pro")))
        // The notch spans 83…292; the margin is 0.28 × 39 ≈ 11.
        #expect(ears.left == 11...83 && ears.right == 292...364)
        #expect(l.timeText == "9:41" && near(l.time.midX, 47), "Bezeler's 11 Pro mock: 46.5")
        let signal = try #require(l.signal)
        let group = Rect(x: signal.minX, y: 0, width: l.battery.maxX + 2 - signal.minX, height: 1)
        #expect(near(group.midX, 328, 0.01))
        #expect(signal.minX > 292 && l.battery.maxX + 2 < 364)
        #expect(l.carrier == nil && l.percent == nil && l.date == nil)
        for r in [l.time, signal, l.wifi, l.battery] { #expect(near(r.midY, 23, 0.5), "the notch's middle + 8") }
    }

    @Test("Dynamic Island iPhones: time and glyphs centred in the ears beside the island, on its middle line")
    func dynamicIsland() throws {
        for (name, width, top) in [("iphone-15", 393.0, 11.0), ("iphone-16-pro-max", 440, 14)] {
            let device = try DeviceCatalog.named(name)
            let l = try #require(try layout(name))
            let island = try #require(device.shape.housing.frame(screenWidth: width))
            let ears = try #require(StatusBarLayout.ears(of: device))
            #expect(ears.left.upperBound == island.minX && ears.right.lowerBound == island.maxX)
            #expect(near(l.time.midX, (ears.left.lowerBound + ears.left.upperBound) / 2))
            #expect(l.time.maxX < island.minX)
            let signal = try #require(l.signal)
            #expect(near((signal.minX + l.battery.maxX + 2) / 2, (ears.right.lowerBound + ears.right.upperBound) / 2, 0.01))
            #expect(signal.minX > island.maxX)
            for r in [l.time, signal, l.wifi, l.battery] {
                #expect(near(r.midY, top + 37.33 / 2, 0.5), "\(name): on the island's middle line")
            }
        }
    }

    @Test("iPads: time and date at the left, Wi-Fi, 100% and the battery at the right, in every orientation")
    func pad() throws {
        for orientation in Orientation.allCases {
            let l = try #require(try layout("ipad-pro-13", orientation))
            let width = orientation.isLandscape ? 1376.0 : 1032
            let date = try #require(l.date), percent = try #require(l.percent)
            #expect(l.time.minX == 16 && date.minX > l.time.maxX)
            #expect(l.signal == nil && l.carrier == nil)
            #expect(l.wifi.maxX <= percent.minX && percent.maxX <= l.battery.minX)
            #expect(Double(l.battery.maxX) + 2 == width - 16)
            #expect(near(l.time.midY, 12, 1.5))
        }
        let square = try #require(try layout("ipad"))
        #expect(square.time.minX == 6 && Double(square.battery.maxX) + 2 == 768 - 6)
    }

    @Test("iPhones hide the status bar in landscape (vertical size class compact); iPads keep it")
    func landscape() throws {
        for device in DeviceCatalog.all {
            for orientation in device.supportedOrientations {
                let shown = try layout(device.name, orientation) != nil
                #expect(shown == (device.isPad || !orientation.isLandscape), "\(device.name) \(orientation.rawValue)")
            }
        }
    }

    func statusBarTextColors(appearance: String?, light: Bool = false) throws -> [Color] {
        let h = try HeadlessHarness(device: "iphone-15", scene: "settings")
        if let appearance { try h.run("appearance \(appearance)\nwait 0.5\n") }
        let canvas = RecordingCanvas()
        canvas.appearance = h.simulator.window.appearance
        StatusBar.draw(in: canvas, screen: Rect(size: h.simulator.screenSize), configuration: h.simulator.configuration,
                       light: light)
        return canvas.commands.compactMap { if case let .text(_, _, c, _, _) = $0 { c } else { nil } }
            + canvas.commands.compactMap { if case let .polygon(_, c) = $0 { c } else { nil } }
    }

    @Test("dark content in the light appearance, light content in the dark one, light over a sheet's black")
    func colors() throws {
        #expect(try statusBarTextColors(appearance: nil) == [.black, .black])
        #expect(try statusBarTextColors(appearance: "dark") == [.white, .white])
        #expect(try statusBarTextColors(appearance: nil, light: true) == [.white, .white])
    }

    @Test("in Split View a sheet's light content covers the app's pane only; over the other app the bar keeps dark content")
    func splitViewLightContent() throws {
        let configuration = ScreenConfiguration(device: try DeviceCatalog.named("ipad"), orientation: .landscapeLeft,
                                                multitasking: .half)
        let pane = configuration.paneFrame
        #expect(pane.width < 1024)
        let canvas = RecordingCanvas()
        StatusBar.draw(in: canvas, screen: Rect(size: configuration.screenSize), configuration: configuration, light: true)
        var clip: Rect?
        var colors: [Rect: Set<Color>] = [:]
        for command in canvas.commands {
            switch command {
            case let .pushClip(r): clip = r
            case .popClip: clip = nil
            case let .text(_, _, c, _, _), let .roundedRect(_, _, c), let .polygon(_, c):
                colors[try #require(clip), default: []].insert(c.withAlpha(1))
            default: break
            }
        }
        #expect(colors[Rect(x: 0, y: 0, width: pane.maxX, height: 20)] == [.white])
        #expect(colors[Rect(x: pane.maxX, y: 0, width: 1024 - pane.maxX, height: 20)] == [.black])
        #expect(colors.count == 2)
    }
}
