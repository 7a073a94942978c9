import Foundation
import Render
import Widgets

/// Runs a scenario script on the virtual clock (issue 2 §5): each frame is exactly 1/60 s; pointer moves
/// send one event per frame; `shot` and `tree` write files into the output folder and report each path.
/// An error stops the run with `file:line`, keeping everything already written.
@MainActor
final class HeadlessRunner {
    static let frameDuration = 1.0 / 60

    let simulator: Simulator
    let clock: ManualClock
    let fonts: FontLibrary
    let outputDirectory: String
    let scale: Double
    /// Where the pointer is, in screen points, and whether it is down.
    private(set) var pointer = Point(x: 0, y: 0)
    private(set) var pointerDown = false
    /// Paths written, in order.
    private(set) var written: [String] = []
    var report: (String) -> Void = { print($0) }
    /// Called after every frame (the fuzzer checks its invariants here).
    var onFrame: (() -> Void)?
    private var surface: OffscreenSurface?

    init(simulator: Simulator, clock: ManualClock, fonts: FontLibrary, outputDirectory: String, scale: Double) {
        self.simulator = simulator
        self.clock = clock
        self.fonts = fonts
        self.outputDirectory = outputDirectory
        self.scale = scale
    }

    /// Runs every line; throws the first error as a `ScriptError` naming its line.
    func run(_ script: ScenarioScript) throws(ScriptError) {
        try script.forEachLine { line throws(ScriptError) in
            do throws(StepError) {
                return try execute(line.command) == .next
            } catch {
                throw ScriptError(file: script.file, line: line.line, message: error.message)
            }
        }
    }

    enum Flow { case next, stop }

    struct StepError: Error {
        let message: String
    }

    /// Runs one frame: the clock moves 1/60 s, then animations and layout catch up.
    func frame() {
        clock.advance(by: Self.frameDuration)
        simulator.advanceFrame()
        onFrame?()
    }

    func execute(_ command: ScriptCommand) throws(StepError) -> Flow {
        switch command {
        case let .device(name, orientation):
            let device: Device
            do { device = try DeviceCatalog.named(name) } catch { throw StepError(message: error.description) }
            guard device.supports(orientation) else {
                throw StepError(message: "\(name) does not support \(orientation.rawValue) (iPhones have no upside-down)")
            }
            simulator.change(to: ScreenConfiguration(device: device, orientation: orientation,
                                                     multitasking: simulator.multitasking))
            frame()
        case let .multitasking(mode):
            guard simulator.device.isPad || mode == .full else {
                throw StepError(message: "multitasking \(mode.rawValue) needs an iPad; \(simulator.device.name) is an iPhone")
            }
            guard simulator.device.paneWidth(orientation: simulator.orientation, multitasking: mode) != nil || mode == .full else {
                throw StepError(message: "multitasking \(mode.rawValue) is not available in \(simulator.orientation.rawValue)")
            }
            simulator.change(to: ScreenConfiguration(device: simulator.device, orientation: simulator.orientation,
                                                     multitasking: mode))
            frame()
        case let .scene(name):
            do { try simulator.show(try SceneCatalog.named(name)) } catch { throw StepError(message: "\(error)") }
            frame()
        case let .tap(target):
            let p = try resolve(target)
            press(at: p)
            release()
        case let .press(target):
            press(at: try resolve(target))
        case let .move(target, seconds):
            move(to: try resolve(target), seconds: seconds ?? 0)
        case .release:
            release()
        case let .drag(from, to, seconds):
            let a = try resolve(from)
            press(at: a)
            move(to: try resolve(to), seconds: seconds)
            release()
        case let .wheel(dx, dy, target):
            let at = try target.map { (t) throws(StepError) in try resolve(t) } ?? pointer
            pointer = at
            simulator.wheel(dx: dx, dy: dy, at: at, time: clock.now)
            frame()
        case let .key(combo):
            let request = simulator.handle(combo)
            frame()
            switch request {
            case .screenshot?: try saveScreenshot()
            case .quit?: return .stop
            case nil: break
            }
        case let .wait(seconds):
            for _ in 0..<frames(seconds) { frame() }
        case let .shot(file):
            try writeShot(to: path(file))
        case let .tree(file):
            try writeTree(to: path(file))
        }
        return .next
    }

    private func frames(_ seconds: Double) -> Int { Int((seconds / Self.frameDuration).rounded()) }

    private func resolve(_ target: ScriptTarget) throws(StepError) -> Point {
        do { return try TargetResolver(simulator: simulator).point(for: target) } catch {
            throw StepError(message: error.message)
        }
    }

    private func press(at p: Point) {
        if pointerDown { release() }
        pointer = p
        pointerDown = true
        simulator.pointer(.began, at: p, time: clock.now)
        frame()
    }

    /// A straight line to `p`, one pointer event per frame (at least one).
    private func move(to p: Point, seconds: Double) {
        let start = pointer
        let n = max(1, frames(seconds))
        for i in 1...n {
            pointer = start.interpolated(to: p, fraction: Double(i) / Double(n))
            if pointerDown { simulator.pointer(.moved, at: pointer, time: clock.now) }
            frame()
        }
    }

    private func release() {
        guard pointerDown else {
            frame()
            return
        }
        pointerDown = false
        simulator.pointer(.ended, at: pointer, time: clock.now)
        frame()
    }

    // MARK: Output

    private func path(_ file: String) -> String {
        file.hasPrefix("/") ? file : (outputDirectory as NSString).appendingPathComponent(file)
    }

    private func prepareDirectory(for path: String) throws(StepError) {
        let dir = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw StepError(message: "cannot create folder \(dir): \(error.localizedDescription)")
        }
    }

    func writeShot(to path: String) throws(StepError) {
        try prepareDirectory(for: path)
        do {
            let size = simulator.screenSize
            if surface == nil || surface!.size != size {
                surface = try OffscreenSurface(size: size, scale: scale, fonts: fonts)
            }
            let surface = surface!
            let canvas = surface.beginFrame(clear: .black)
            simulator.draw(in: canvas)
            surface.endFrame()
            try surface.writePNG(to: path)
        } catch {
            throw StepError(message: "cannot write \(path): \(error)")
        }
        written.append(path)
        report(path)
    }

    func writeTree(to path: String) throws(StepError) {
        try prepareDirectory(for: path)
        let json = simulator.treeDocument().serialized() + "\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) else {
            throw StepError(message: "cannot write \(path)")
        }
        written.append(path)
        report(path)
    }

    /// Ctrl+S: a PNG and the tree JSON side by side in ./screenshots/.
    func saveScreenshot() throws(StepError) {
        let stamp = String(format: "%08.3f", clock.now).replacingOccurrences(of: ".", with: "-")
        let base = "screenshots/handheld-\(simulator.device.name)-\(stamp)"
        try writeShot(to: base + ".png")
        try writeTree(to: base + ".json")
    }
}
