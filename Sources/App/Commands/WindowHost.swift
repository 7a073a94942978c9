import Foundation
import Render
import Widgets

/// Runs the simulator in a real desktop window: the SDL event pump, a monotonic clock, and a frame loop in
/// the fixed order input → animations → layout → draw → present. When nothing moves it sleeps in the
/// event wait instead of drawing, so an idle window costs about no CPU.
@MainActor
final class WindowHost {
    let fonts: FontLibrary
    let clock = MonotonicClock()
    let simulator: Simulator
    let native: NativeWindow
    private var running = true
    private var needsPresent = true

    init(configuration: ScreenConfiguration, scene: Scene, zoom: Double?, slowAnimations: Bool) throws {
        do { fonts = try FontLibrary() } catch { throw UsageError("\(error)", exitCode: UsageError.failure) }
        let screen = configuration.screenSize
        let chosenZoom = zoom ?? Self.defaultZoom(for: screen)
        do {
            native = try NativeWindow(title: "Handheld", size: screen, zoom: chosenZoom, fonts: fonts)
        } catch {
            throw UsageError("cannot open a window (\(error)); with no display, try `xvfb-run handheld` or `handheld run SCRIPT`", exitCode: UsageError.failure)
        }
        simulator = try Simulator(configuration: configuration, scene: scene, clock: clock, measurer: fonts, zoom: chosenZoom)
        simulator.slowAnimations = slowAnimations
        simulator.onScreenChange = { [weak self] _ in self?.resizeWindow() }
        native.setTitle(simulator.windowTitle)
    }

    /// How far one wheel notch scrolls (about three lines of text, as desktop toolkits do).
    static let pointsPerWheelNotch = 40.0

    /// The largest zoom preset whose window fits the desktop's usable area (an iPad Pro on a laptop gets 50 %).
    static func defaultZoom(for screen: Size) -> Double {
        guard let usable = try? NativeWindow.usableDisplayBounds() else { return 1 }
        // Leave room for the window's title bar and frame.
        let room = Size(width: usable.width - 16, height: usable.height - 48)
        return Simulator.zoomPresets.first { screen.width * $0 <= room.width && screen.height * $0 <= room.height }
            ?? Simulator.zoomPresets.last!
    }

    private func resizeWindow() {
        native.resize(points: simulator.screenSize, zoom: simulator.zoom)
        native.setTitle(simulator.windowTitle)
        needsPresent = true
    }

    func run() {
        while running {
            // Display links (timers, a playing track) need frames as much as animations do.
            let busy = needsPresent || !simulator.isSettled || simulator.window.isBusy || simulator.window.isTrackingPointer
            if !busy { native.waitEvent(timeout: 0.25) }
            let events = native.pollEvents()
            for event in events { handle(event) }
            guard running else { break }
            let start = DispatchTime.now().uptimeNanoseconds
            if simulator.advanceFrame() || needsPresent {
                let canvas = native.beginFrame(clear: .black)
                simulator.draw(in: canvas)
                native.endFrame()
                native.present()
                needsPresent = false
                simulator.lastFrameMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
                native.setTitle(simulator.windowTitle)
            }
        }
    }

    private func handle(_ event: InputEvent) {
        switch event {
        case let .pointerDown(p, _): simulator.pointer(.began, at: p, time: clock.now)
        case let .pointerMove(p, _): simulator.pointer(.moved, at: p, time: clock.now)
        case let .pointerUp(p, _): simulator.pointer(.ended, at: p, time: clock.now)
        case let .wheel(dx, dy, at, _):
            // Notches to points; a wheel turned away from the user scrolls toward the top (negative dy).
            let screen = simulator.screenSize
            simulator.wheel(dx: dx * Self.pointsPerWheelNotch, dy: -dy * Self.pointsPerWheelNotch,
                            at: at ?? Point(x: screen.width / 2, y: screen.height / 2), time: clock.now)
        case let .key(key, modifiers):
            switch simulator.handle(KeyCombo(key, modifiers: modifiers)) {
            case .quit?: running = false
            case .screenshot?: saveScreenshot()
            case nil: break
            }
        case let .text(text): simulator.insertText(text)
        case .windowExposed, .windowResized: needsPresent = true
        case .quit: running = false
        }
    }

    /// Ctrl+S: the screen as shown (PNG) and the tree JSON side by side in ./screenshots/.
    private func saveScreenshot() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let base = "screenshots/handheld-\(simulator.device.name)-\(formatter.string(from: Date()))"
        do {
            try FileManager.default.createDirectory(atPath: "screenshots", withIntermediateDirectories: true)
            let canvas = native.beginFrame(clear: .black)
            simulator.draw(in: canvas)
            native.endFrame()
            try native.savePNG(to: base + ".png")
            native.present()
            let json = simulator.treeDocument().serialized() + "\n"
            try Data(json.utf8).write(to: URL(fileURLWithPath: base + ".json"))
            print(base + ".png")
            print(base + ".json")
            simulator.showHint("Saved \(base).png")
        } catch {
            FileHandle.standardError.write(Data("handheld: cannot save screenshot: \(error)\n".utf8))
        }
    }
}
