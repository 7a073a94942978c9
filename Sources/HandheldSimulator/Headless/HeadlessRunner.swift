import Foundation
import Render
import Widgets

/// Runs a scenario script on the virtual clock: each frame is exactly 1/60 s; pointer moves
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
    /// Where the second finger (`press2`) is, in screen points, and whether it is down.
    private(set) var secondPointer = Point(x: 0, y: 0)
    private(set) var secondDown = false
    /// Paths written, in order; each is complete (written to a temporary file, then renamed).
    private(set) var written: [String] = []
    /// The script line that wrote each path, to warn when a later line overwrites it.
    private var writers: [String: Int] = [:]
    /// Where each written path is announced: by default a line on stdout, written straight away (not
    /// through a buffer) so that a pipe or an interrupted run sees every file finished so far. Control
    /// characters in the name are escaped as errors escape them, so each file is one line and a name
    /// cannot send escape sequences to the terminal.
    var report: (String) throws(StandardStream.Failure) -> Void = { path throws(StandardStream.Failure) in
        try StandardStream.output.writeLine(ShownText.escaped(path))
    }
    /// Why the run stopped when a path could not be announced (standard output full or closed).
    private(set) var lostOutput: StandardStream.Failure?
    /// A warning that does not stop the run, such as a file written twice.
    var warn: (String) -> Void = { StandardStream.error.writeLineIgnoringFailure("\(ProgramName.prefix)warning: \($0)") }
    /// The file writer; tests substitute one whose writes fail.
    var fileWriter = AtomicFileWriter()
    /// The script and line running, for warnings.
    private var current: (file: String, line: Int) = ("", 0)
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
            current = (script.file, line.line)
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

    /// Runs one frame: the clock moves 1/60 s, the main queue's blocks and main-actor jobs queued so far
    /// run (`MainRunLoop`, in the order they were queued, as between two frames on iOS; announced
    /// background hand-backs are waited for), then animations and layout catch up, so a `wait` and the
    /// next `shot` see what they did.
    func frame() {
        clock.advance(by: Self.frameDuration)
        MainRunLoop.drainHandBacks()
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
                                                     multitasking: simulator.targetConfiguration.multitasking))
            frame()
        case let .multitasking(mode):
            // Checked against where the screen is heading: a device switch may still wait behind a transition.
            let target = simulator.targetConfiguration
            guard target.device.isPad || mode == .full else {
                throw StepError(message: "multitasking \(mode.rawValue) needs an iPad; \(target.device.name) is an iPhone")
            }
            guard target.device.paneWidth(orientation: target.orientation, multitasking: mode) != nil || mode == .full else {
                throw StepError(message: "multitasking \(mode.rawValue) is not available in \(target.orientation.rawValue)")
            }
            simulator.change(to: ScreenConfiguration(device: target.device, orientation: target.orientation,
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
            // The real window gets a character key's text event right after the key (SDL sends both);
            // the headless run does the same, so `key h` types "h" into a text-input first responder.
            if combo.modifiers.isDisjoint(with: [.ctrl, .alt, .super]) {
                let name = combo.key.name
                if combo.key == .space {
                    simulator.insertText(" ")
                } else if name.count == 1 {
                    simulator.insertText(combo.modifiers.contains(.shift) ? name.uppercased() : name)
                }
            }
            frame()
            switch request {
            case .screenshot?: try saveScreenshot()
            case .quit?:
                // Quitting is the window's business; a script that ended here would skip its later lines
                // with nothing said, so it is refused like any other mistake.
                throw StepError(message: "key \(combo) quits the window; a script ends after its last line "
                                + "(remove this line)")
            case nil: break
            }
        case let .type(text):
            // Text with nowhere to go is a mistake in the script, not a no-op: the README's `type` types
            // into the focused field.
            guard simulator.window.firstResponder is KeyInput else {
                throw StepError(message: "type needs a focused text input (tap a field first); nothing is focused")
            }
            // One text-input event per character and frame, as a typist's keys arrive; a character is a
            // grapheme cluster, so an accented letter or an emoji is one event.
            for character in text {
                simulator.insertText(String(character))
                frame()
            }
        case let .wait(seconds):
            for _ in 0..<frames(seconds) { frame() }
        case let .shot(file):
            try writeShot(named: file)
        case let .tree(file):
            try writeTree(named: file)
        case let .pinch(target, scale, seconds):
            let centre = try resolve(target)
            twoFingers(seconds: seconds) { TwoFingerEmulation.pinch(about: centre, scale: scale, fraction: $0) }
        case let .rotateFingers(target, degrees, seconds):
            let centre = try resolve(target)
            twoFingers(seconds: seconds) { TwoFingerEmulation.rotation(about: centre, degrees: degrees, fraction: $0) }
        case let .appearance(name):
            simulator.setAppearance(name.style)
            frame()
        case let .textSize(category):
            simulator.setContentSizeCategory(category)
            frame()
        case let .press2(target):
            guard pointerDown else {
                throw StepError(message: "press2 puts a second finger down beside the first: press TARGET first")
            }
            let p = try resolve(target)
            if secondDown { releaseSecond() }
            secondPointer = p
            secondDown = true
            simulator.secondFinger(.began, at: p, time: clock.now)
            frame()
        case let .move2(target, seconds):
            guard secondDown else { throw StepError(message: "move2 moves the second finger: press2 TARGET first") }
            let start = secondPointer, end = try resolve(target)
            let n = max(1, frames(seconds ?? 0))
            for i in 1...n {
                secondPointer = start.interpolated(to: end, fraction: Double(i) / Double(n))
                simulator.secondFinger(.moved, at: secondPointer, time: clock.now)
                frame()
            }
        case .release2:
            releaseSecond()
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
        if secondDown { releaseSecond() }
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

    /// A two-finger press, one move a frame along `fingers(fraction)`, and the release; the pointer ends
    /// on the first finger.
    private func twoFingers(seconds: Double, _ fingers: (Double) -> (Point, Point)) {
        if secondDown { releaseSecond() }
        if pointerDown { release() }
        let (a, b) = fingers(0)
        simulator.pointer(.began, at: a, second: b, time: clock.now)
        frame()
        let n = max(1, frames(seconds))
        var last = (a, b)
        for i in 1...n {
            last = fingers(Double(i) / Double(n))
            simulator.pointer(.moved, at: last.0, second: last.1, time: clock.now)
            frame()
        }
        simulator.pointer(.ended, at: last.0, second: last.1, time: clock.now)
        pointer = last.0
        frame()
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

    /// The second finger up where it is (a frame passes either way, as `release` does).
    private func releaseSecond() {
        if secondDown {
            secondDown = false
            simulator.secondFinger(.ended, at: secondPointer, time: clock.now)
        }
        frame()
    }

    // MARK: Output

    private var output: OutputFolder { OutputFolder(outputDirectory) }

    private func path(_ file: String) -> String { output.file(file) }

    /// A script's `shot FILE.png`, `FILE` relative to the output folder.
    func writeShot(named file: String) throws(StepError) {
        let bytes: [UInt8]
        do {
            let size = simulator.screenSize
            if surface == nil || surface!.size != size {
                surface = try OffscreenSurface(size: size, scale: scale, fonts: fonts)
            }
            let surface = surface!
            let canvas = surface.beginFrame(clear: .black)
            simulator.draw(in: canvas)
            surface.endFrame()
            bytes = try surface.pngData()
        } catch {
            throw StepError(message: "cannot write \(ShownText.shownPath(path(file))): \(error)")
        }
        try write(bytes, named: file)
    }

    /// A script's `tree FILE.json`.
    func writeTree(named file: String) throws(StepError) {
        try write(Array((simulator.treeDocument().serialized() + "\n").utf8), named: file)
    }

    /// Writes a whole file or fails naming why; only a complete file is listed and reported. A name written
    /// earlier in the run is overwritten, with a warning naming the line that wrote it first.
    /// The folder is opened component by component below the output folder (`OutputFolder`), and the
    /// file written through its descriptor.
    private func write(_ bytes: [UInt8], named file: String) throws(StepError) {
        let path = output.file(file)
        let directory: Int32
        do { directory = try output.openDirectory(for: file) } catch { throw StepError(message: error.reason) }
        defer { Foundation.close(directory) }
        do {
            try fileWriter.write(bytes, named: (file as NSString).lastPathComponent, in: directory, path: path)
        } catch {
            throw StepError(message: error.description)
        }
        if let earlier = writers[path] {
            let by = earlier > 0 ? "written by line \(earlier)" : "written earlier in the run"
            let shown = ShownText.shownPath(path)
            warn(current.line > 0 ? "\(current.file):\(current.line): overwrote \(shown), \(by)" : "overwrote \(shown), \(by)")
        } else {
            written.append(path)
        }
        writers[path] = current.line
        do throws(StandardStream.Failure) { try report(path) } catch {
            lostOutput = error
            throw StepError(message: error.description)
        }
    }

    /// Ctrl+S: what the window's Ctrl+S saves (`Screenshot`: device pixels, no chrome, the tree beside it),
    /// in `screenshots/` inside `--out` like everything a run writes, named by the virtual clock's time.
    func saveScreenshot() throws(StepError) {
        let stamp = String(format: "%08.3f", clock.now).replacingOccurrences(of: ".", with: "-")
        let base = "screenshots/" + Screenshot.baseName(simulator, stamp: stamp)
        let files: (png: [UInt8], json: [UInt8])
        do { files = try Screenshot.render(simulator, fonts: fonts) } catch {
            throw StepError(message: "cannot render the screenshot: \(error)")
        }
        for (name, bytes) in [(base + ".png", files.png), (base + ".json", files.json)] {
            try write(bytes, named: name)
        }
    }
}
