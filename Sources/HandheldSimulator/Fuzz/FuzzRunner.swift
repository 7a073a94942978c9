import Foundation
import Render
import Widgets

/// Random but reproducible input against the headless simulator: presses, moves and releases
/// anywhere, drags from the left edge, wheel, every shortcut, device, multitasking and scene changes,
/// often in the middle of transitions. Invariants are checked on every frame; the first violation stops
/// the run with its seed, event index and a script that replays it.
@MainActor
final class FuzzRunner {
    struct Violation: Error, CustomStringConvertible {
        let seed: UInt64
        let eventIndex: Int
        let invariant: String
        /// The last lines of the replay script (at most `ReplayLog.window` or so); the whole script is
        /// in the runner's `replay` log.
        let replay: [String]
        var description: String { "seed \(seed), event \(eventIndex): \(invariant)" }
    }

    struct Summary {
        var events = 0
        var frames = 0
        var leaksChecked = 0
    }

    let seed: UInt64
    let scenes: [String]
    let devices: [String]
    private var rng: SeededGenerator
    private let runner: HeadlessRunner
    private var simulator: Simulator { runner.simulator }
    /// The replay script, streamed to disk.
    let replay: ReplayLog
    private var eventIndex = 0
    private var violation: String?
    private(set) var summary = Summary()
    private var lastInputTime = 0.0
    /// When each refresh on screen began: a refresh must always end (RefreshWatch).
    private var refreshWatch = RefreshWatch()
    /// A transition still running this long after the last input is hanging.
    static let transitionLimit = 5.0

    init(seed: UInt64, scenes: [String], devices: [String], fonts: FontLibrary?) throws {
        self.seed = seed
        self.scenes = scenes
        self.devices = devices
        rng = SeededGenerator(seed: seed)
        let clock = ManualClock()
        let device = try DeviceCatalog.named(devices[0])
        let fonts = try fonts ?? FontLibrary()
        let simulator = try Simulator(configuration: ScreenConfiguration(device: device), scene: try SceneCatalog.named(scenes[0]),
                                  clock: clock, measurer: fonts, zoom: 1)
        runner = HeadlessRunner(simulator: simulator, clock: clock, fonts: fonts,
                                outputDirectory: NSTemporaryDirectory(), scale: 1)
        replay = ReplayLog(header: ["# handheld fuzz --seed \(seed): replay with",
                                    "#   handheld run THIS-FILE --device \(devices[0]) --scene \(scenes[0])"])
        runner.report = { _ in }
        runner.onFrame = { [unowned self] in self.checkFrame() }
    }

    /// Runs `count` events, then lets everything settle and checks that it did. `checkpoint` is called
    /// after every `every` events (never when `every` is 0) with the number run so far: the soak prints
    /// resident memory there, so one run gives the growth curve, not only its two ends.
    func run(events count: Int, every: Int = 0, checkpoint: (Int) -> Void = { _ in }) throws(Violation) {
        for i in 0..<count {
            eventIndex = i
            let event = nextEvent()
            try apply(event)
            if every > 0, (i + 1) % every == 0 { checkpoint(i + 1) }
        }
        try settle()
    }

    private func apply(_ event: FuzzEvent) throws(Violation) {
        replay.append(event.scriptLine)
        let parsed: ScenarioScript
        do { parsed = try ScenarioScript.parse(event.scriptLine, file: "fuzz") } catch {
            throw fail("the fuzzer wrote a line the parser rejects: \(error)")
        }
        guard let command = parsed.lines.first?.command else { return }
        // The clock of the hanging-transition check starts before the input runs: a transition this event
        // starts is new, not 5 s old (a false alarm the 1,000,000-event run found at event 711,407).
        if case .wait = event {} else { lastInputTime = runner.clock.now }
        if case .scene = command { try checkLeaks { _ = try? self.runner.execute(command) } } else {
            do { _ = try runner.execute(command) } catch {
                // Input the script language rejects (multitasking on an iPhone after a queued device change)
                // is not a violation; it becomes a comment so the replay script skips it too.
                replay.replaceLast("# rejected (\(error.message)): " + event.scriptLine)
            }
        }
        summary.events += 1
        if case .wait = event {} else { lastInputTime = runner.clock.now }
        if let violation { throw fail(violation) }
    }

    private func fail(_ invariant: String) -> Violation {
        Violation(seed: seed, eventIndex: eventIndex, invariant: invariant, replay: replay.tail)
    }

    // MARK: Invariants

    private func checkFrame() {
        summary.frames += 1
        guard violation == nil else { return }
        violation = FuzzInvariants.finiteGeometry(simulator)
            ?? FuzzInvariants.selectionMatchesHighlight(simulator, settled: false)
            ?? (summary.frames % 4 == 0 ? FuzzInvariants.drawnInsideScreen(simulator) : nil)
            ?? containers()
            ?? hangingTransition()
            ?? FuzzInvariants.oneAlertAtMost(simulator)
            ?? refreshWatch.check(FuzzInvariants.onScreen(RefreshControl.self, in: simulator), now: runner.clock.now,
                                  factor: simulator.window.engine.slowAnimationFactor)
    }

    /// Navigation stacks and split views, checked between screen transitions (a collapse or separation
    /// happens inside one); a navigation controller running a push or pop is skipped by the check itself.
    private func containers() -> String? {
        guard simulator.activeTransition == nil else { return nil }
        return FuzzInvariants.navigationStacks(simulator, settled: false) ?? FuzzInvariants.splitViews(simulator, settled: false)
    }

    private func hangingTransition() -> String? {
        // Slow animations (Ctrl+T) stretch every transition tenfold, and so the limit.
        let limit = Self.transitionLimit * simulator.window.engine.slowAnimationFactor
        guard !simulator.window.isTrackingPointer, runner.clock.now - lastInputTime > limit,
              let t = simulator.activeTransition else { return nil }
        return "a \(t.kind) transition is still running \(limit.compact) s after the last input (percent \(t.percent.compact))"
    }

    /// Releases the pointer, waits up to 10 s, and requires everything to have settled.
    private func settle() throws(Violation) {
        if runner.pointerDown { try apply(.release) }
        let frames = Int(600 * simulator.window.engine.slowAnimationFactor)
        waitUntilSettled(frames: frames)
        if let violation { throw fail(violation) }
        guard simulator.isSettled else { throw fail("animations still running \(frames / 60) s after the input stopped") }
        if let problem = FuzzInvariants.settledState(simulator).first { throw fail("settled: \(problem)") }
    }

    /// Runs frames until everything has settled, at most `frames` of them.
    private func waitUntilSettled(frames: Int) {
        var left = frames
        while left > 0 && !simulator.isSettled {
            runner.frame()
            left -= 1
        }
    }

    /// Every controller and view of the scene being replaced must be deallocated once it is gone.
    private func checkLeaks(_ switchScene: () -> Void) throws(Violation) {
        var tracker = LeakTracker()
        tracker.trackTree(of: simulator.window)
        switchScene()
        summary.leaksChecked += 1
        // Animations and transitions of the old scene may hold it until they end (a cascade's completion
        // holds its table), ten times longer with slow animations.
        waitUntilSettled(frames: Int(600 * simulator.window.engine.slowAnimationFactor))
        if let leak = tracker.firstLeak(in: simulator.window) { throw fail("leak: \(leak) (scene switch)") }
    }

    // MARK: Input


    private func random(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    private func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    private func randomPoint() -> Point {
        let s = simulator.screenSize
        return Point(x: random(0...s.width - 1).rounded(), y: random(0...s.height - 1).rounded())
    }

    static let shortcuts = ["ctrl+left", "ctrl+right", "super+left", "ctrl+d", "ctrl+shift+d", "ctrl+m", "ctrl+1", "ctrl+2",
                            "ctrl+3", "ctrl+t", "ctrl+i", "f1", "ctrl+/", "ctrl+h", "escape", "return", "ctrl+k",
                            "ctrl+shift+a", "ctrl+=", "ctrl+-"]

    private func nextEvent() -> FuzzEvent {
        let roll = random(0...1)
        let pressed = runner.pointerDown
        switch roll {
        case ..<0.22:
            if pressed { return .move(randomPoint()) }
            // A third of presses start at the left edge: the back swipe.
            if chance(0.35) { return .press(Point(x: random(0...18).rounded(), y: random(60...simulator.screenSize.height - 20).rounded())) }
            return .press(randomPoint())
        case ..<0.45:
            return pressed ? .move(randomPoint()) : .wait(frames: Int(random(1...20)))
        case ..<0.6:
            return pressed ? .release : .wait(frames: Int(random(1...40)))
        case ..<0.7:
            return .wheel(dx: 0, dy: random(-300...300).rounded(), at: randomPoint())
        case ..<0.8:
            var keys = Self.shortcuts
            if simulator.device.isPad == false { keys.removeAll { $0 == "ctrl+m" && chance(0.5) } }
            return .key(keys[Int(random(0...Double(keys.count) - 0.001))])
        case ..<0.86:
            let name = devices[Int(random(0...Double(devices.count) - 0.001))]
            let device = (try? DeviceCatalog.named(name)) ?? simulator.device
            let orientations = device.supportedOrientations
            return .device(name, orientations[Int(random(0...Double(orientations.count) - 0.001))])
        case ..<0.9:
            guard simulator.device.isPad else { return .wait(frames: 2) }
            let options = simulator.device.multitaskingOptions(in: simulator.orientation)
            return .multitasking(options[Int(random(0...Double(options.count) - 0.001))])
        case ..<0.93:
            return .scene(scenes[Int(random(0...Double(scenes.count) - 0.001))])
        default:
            return .wait(frames: Int(random(1...90)))
        }
    }
}
