import Foundation
import Render
import Widgets

/// One simulated device run in process on its own virtual clock, for HandheldTesting's `TestApp`: a
/// `Simulator`, the `HeadlessRunner` that steps it 1/60 s a frame, and the fonts it draws with. Every input
/// goes through the same runner commands as a scenario script, so a test and `handheld run` see the same
/// frames. Nothing here is shared between sessions (no catalog, no static clock), so tests can run in
/// parallel, each with its own session.
@MainActor
package final class HeadlessSession {
    package let clock = ManualClock()
    let simulator: Simulator
    let runner: HeadlessRunner
    let fonts: FontLibrary
    private var surface: OffscreenSurface?
    /// What the kept surface was last drawn for; nil when it must be drawn again.
    private var drawnFor: DrawnScreen?
    /// Reference images decoded for this app, reused while their files do not change: a snapshot taken
    /// again (or one test's snapshots of one reference) decodes its PNG once.
    package let references = PixelBufferCache()
    /// Times the screen was actually drawn for a snapshot (an unchanged screen is not drawn again).
    package private(set) var drawCount = 0

    /// A session showing `scene` on the device named `device` (`handheld devices`' names) in `orientation`
    /// (`portrait`, `landscape-left`, `landscape-right`, `upside-down`). Throws one line naming what is wrong.
    package init(device: String, orientation: String, appearance: UserInterfaceStyle,
                 contentSize: ContentSizeCategory, scene: Scene) throws(HeadlessSessionError) {
        OffscreenSurface.preferWindowlessDriver()
        let found: Device
        do { found = try DeviceCatalog.named(device) } catch { throw HeadlessSessionError(error.description) }
        guard let turned = Orientation(rawValue: orientation) else {
            throw HeadlessSessionError("unknown orientation '\(orientation)' (expected one of: "
                                       + Orientation.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        guard found.supports(turned) else {
            throw HeadlessSessionError("\(device) does not support \(orientation) (iPhones have no upside-down)")
        }
        do {
            fonts = try FontLibrary()
            simulator = try Simulator(configuration: ScreenConfiguration(device: found, orientation: turned),
                                      scene: scene, clock: clock, measurer: fonts, appearance: appearance,
                                      textSize: contentSize)
        } catch {
            throw HeadlessSessionError("cannot start \(scene.name) on \(device): \(error)")
        }
        runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts,
                                outputDirectory: NSTemporaryDirectory(), scale: 1)
        runner.report = { _ in }
        runner.frame()
    }

    package var window: Window { simulator.window }
    package var deviceName: String { simulator.device.name }
    package var orientationName: String { simulator.orientation.rawValue }
    /// Device pixels per point (2 or 3): what `.image` snapshots are drawn at.
    package var deviceScale: Double { simulator.device.scale }
    package var screenSize: Size { simulator.screenSize }
    /// Where the app's window sits on the screen (non-zero in iPad multitasking panes).
    package var paneOrigin: Point { simulator.paneFrame.origin }
    package var appearance: UserInterfaceStyle { simulator.userInterfaceStyle }
    package var contentSize: ContentSizeCategory { simulator.contentSizeCategory }

    // MARK: Input, as script commands

    /// Runs one script command; the runner's errors cannot happen for points, so they are returned as text.
    private func run(_ command: ScriptCommand) {
        do { _ = try runner.execute(command) } catch {
            runner.warn("\(command.word.rawValue): \(error.message)")
        }
    }

    package func tap(at point: Point) { run(.tap(.point(point))) }
    package func press(at point: Point) { run(.press(.point(point))) }
    package func move(to point: Point, seconds: Double) { run(.move(to: .point(point), seconds: seconds)) }
    package func release() { run(.release) }
    package func type(_ text: String) { run(.type(text)) }
    package func pinch(at point: Point, scale: Double, seconds: Double) { run(.pinch(.point(point), scale: scale, seconds: seconds)) }
    package func rotateFingers(at point: Point, degrees: Double, seconds: Double) {
        run(.rotateFingers(.point(point), degrees: degrees, seconds: seconds))
    }

    /// A key combination as scripts write it (`return`, `ctrl+left`, `shift+h`); nil when it does not parse.
    package func key(_ combo: String) -> String? {
        do { run(.key(try KeyCombo.parse(combo))) } catch { return "\(error)" }
        return nil
    }

    /// Frames of 1/60 s until `seconds` have passed.
    package func advance(by seconds: Double) { run(.wait(seconds: seconds)) }

    /// One frame of 1/60 s.
    package func frame() { runner.frame() }

    /// Turns the device (the window's 0.4 s size transition, UIKit's callbacks in order); false when the
    /// device cannot take `orientation`.
    package func rotate(to orientation: String) -> Bool {
        guard let turned = Orientation(rawValue: orientation), simulator.device.supports(turned) else { return false }
        run(.device(name: simulator.device.name, orientation: turned))
        return true
    }

    /// Moves to another device and orientation through the window's size transition, as the script's
    /// `device` line does; the one-line problem when the device is unknown or cannot be held that way.
    package func change(device: String, orientation: String) -> String? {
        guard let turned = Orientation(rawValue: orientation) else { return "unknown orientation '\(orientation)'" }
        do { _ = try runner.execute(.device(name: device, orientation: turned)) } catch { return error.message }
        return nil
    }

    package func setAppearance(_ style: UserInterfaceStyle) { run(.appearance(style == .dark ? .dark : .light)) }
    package func setContentSize(_ category: ContentSizeCategory) { run(.textSize(category)) }

    // MARK: Settling

    /// What still moves or waits, by name (empty when settled): animations (scroll momentum included), the
    /// screen change, a scroll view held by a drag, the pointer held down, timers. A focused text input's
    /// caret blinks on a timer forever (UIKit's 0.5 s cycle), so while one is first responder timers do not
    /// count, as Flutter's tests turn cursor blinking off.
    package var pending: [String] {
        var names: [String] = []
        if window.engine.isAnimating { names.append("\(window.engine.runningAnimationCount) animation(s)") }
        if let t = simulator.screenTransition { names.append("a \(t.kind) transition") }
        if !simulator.isSettled && names.isEmpty { names.append("a scroll view being dragged") }
        if runner.pointerDown { names.append("a touch held down") }
        if !(window.firstResponder is TextInputView), let due = window.nextOneShotTimerDue {
            names.append("a timer due at \(String(format: "%.3f", due)) s")
        }
        return names
    }

    // MARK: Output

    /// The screen at the device's pixels, without simulator chrome, as PNG bytes (what Ctrl+S saves).
    /// The screen's pixels, drawn as `pngData()` draws them but not encoded.
    package func pixels() throws -> PixelBuffer {
        try drawn().pixelBuffer()
    }

    /// Whether the screen, drawn now, is exactly `expected` (compared in place, no copy): a passing
    /// image snapshot's whole cost after decoding its reference.
    package func matches(_ expected: PixelBuffer) throws -> Bool {
        try drawn().matches(expected)
    }

    /// The surface is kept between shots of the same size: a snapshot test takes many.
    package func pngData() throws -> [UInt8] {
        try drawn().pngData()
    }

    /// The screen drawn into the kept surface, or the kept surface itself when nothing changed since it was
    /// drawn: the window's own dirty flags say so (every view change calls `setNeedsDisplay` or asks for
    /// layout, animations and display links mark every frame they run), the same flags by which the window
    /// host skips drawing an idle frame, and the rest of what the screen shows (device, orientation, pane,
    /// appearance, text size) is compared. Drawing the settings scene at 3× (its navigation bar blurs what
    /// is under it) was 40 % of a passing snapshot's CPU time; a second snapshot of an unchanged screen now
    /// costs only the compare.
    private func drawn() throws -> OffscreenSurface {
        let size = simulator.screenSize, scale = simulator.device.scale
        let screen = DrawnScreen(configuration: simulator.configuration, appearance: simulator.userInterfaceStyle,
                                 contentSize: simulator.contentSizeCategory)
        let surface: OffscreenSurface
        if let kept = self.surface, kept.size == size, kept.scale == scale {
            if drawnFor == screen, !window.needsFrame, simulator.screenTransition == nil { return kept }
            surface = kept
        } else {
            surface = try OffscreenSurface(size: size, scale: scale, fonts: fonts)
            self.surface = surface
        }
        let canvas = surface.beginFrame(clear: .black)
        simulator.draw(in: canvas, chrome: false)
        surface.endFrame()
        drawCount += 1
        drawnFor = screen
        return surface
    }

    /// The tree JSON document `tree FILE.json` writes.
    package func treeJSON() -> String { simulator.treeDocument().serialized() }
}

/// What a snapshot's screen shows besides the window's views.
private struct DrawnScreen: Equatable {
    let configuration: ScreenConfiguration
    let appearance: UserInterfaceStyle
    let contentSize: ContentSizeCategory
}

/// Why a session could not start, in one line.
package struct HeadlessSessionError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
