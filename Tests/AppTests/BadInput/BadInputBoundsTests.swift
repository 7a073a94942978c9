import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// Numbers with no upper bound used to reach the work: `bench --frames 9223372036854775807` corrupted the
/// heap, `--resizes 100000000` took 1.9 GB, `--count 0` printed three "Error:" lines and `--count -5` said
/// "missing value". Every numeric option now has a documented range, checked before any work.
@Suite("Bad input: numeric options have documented ranges")
struct BadInputBoundsTests {
    static let cases: [(arguments: [String], message: String)] = [
        (["bench", "--frames", "9223372036854775807"], "handheld: --frames expects 10…1000000, got 9223372036854775807"),
        (["bench", "--rows", "100000001"], "handheld: --rows expects 1…100000000, got 100000001"),
        (["bench", "--layout", "chain", "--count", "0"], "handheld: --count expects 1…100000, got 0"),
        (["bench", "--layout", "chain", "--count", "-5"], "handheld: --count expects 1…100000, got -5"),
        (["bench", "--layout", "table", "--count", "100001"], "handheld: --count expects 1…100000, got 100001"),
        (["bench", "--layout", "table", "--resizes", "-1"], "handheld: --resizes expects 0…100000, got -1"),
        (["bench", "--layout", "table", "--resizes", "100000000"], "handheld: --resizes expects 0…100000, got 100000000"),
        (["fuzz", "--events", "100000001"], "handheld: --events expects 0…100000000, got 100000001"),
        (["--text-size", "-1"], "handheld: unknown text size '-1'"),
    ]

    @Test("an out-of-range number is one line naming the option and its range, exit 64", arguments: cases)
    func outOfRange(_ arguments: [String], message: String) throws {
        let r = try runHandheld(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        expectOneLineError(r, status: 64, contains: message)
        #expect(r.stdout.isEmpty, "no work started: \(r.stdout)")
    }

    /// The help says 0.1 to 4, and 0.1 itself was refused. With no display the run gets past the range
    /// check and fails on the display instead.
    @Test("--zoom 0.1 passes the range check its help promises")
    func smallestZoom() throws {
        let r = try runHandheld(["--zoom", "0.1"], removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        expectOneLineError(r, status: 1, contains: "no display")
        #expect(!r.stderr.contains("--zoom"))
    }

    /// A stale DISPLAY made SDL fall back to its offscreen driver: no window, no error, 35 % CPU until
    /// killed. `--print-startup` quits after the first frame, so a regression ends rather than hangs.
    @Test("a DISPLAY that cannot be opened is an error naming it, exit 1")
    func staleDisplay() throws {
        // A runtime folder of its own: without one, libwayland prints its own complaint while SDL tries it.
        let runtime = NSTemporaryDirectory() + "handheld-xdg-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let r = try runHandheld(["--print-startup"], environment: ["DISPLAY": ":77", "XDG_RUNTIME_DIR": runtime],
                                removing: ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XAUTHORITY"])
        expectOneLineError(r, status: 1, contains: "cannot open display DISPLAY=:77")
    }
}

/// Script lines checked against what the screen will be and what can take text.
@MainActor
@Suite("Scripts: typing and queued screen changes")
struct ScriptBoundsTests {
    /// `multitasking` right after a `device` switch was checked against the previous device: the switch
    /// waits behind the running transition, and the check read the screen as it still was.
    @Test("multitasking after a queued device switch is checked against the new device")
    func multitaskingAfterQueuedSwitch() throws {
        let toPad = try HeadlessHarness(device: "iphone-11-pro", orientation: .landscapeLeft)
        try toPad.run("device iphone-11-pro portrait\ndevice ipad-pro-11 landscape-left\nmultitasking half\nwait 2")
        #expect(toPad.simulator.device.name == "ipad-pro-11")
        #expect(toPad.simulator.multitasking == .half)

        let toPhone = try HeadlessHarness(device: "ipad-pro-11", orientation: .landscapeLeft)
        #expect(throws: (any Error).self) {
            try toPhone.run("device ipad-pro-11 portrait\ndevice iphone-8\nmultitasking half")
        }
        try toPhone.run("wait 2")
        #expect(toPhone.simulator.device.name == "iphone-8")
        #expect(toPhone.simulator.multitasking == .full)
    }

    @Test("type with nothing focused is a script error naming the line")
    func typeWithNothingFocused() throws {
        let script = try tempFile("wait 0.1\ntype \"hello\"\n")
        let r = try runHandheld(["run", script, "--out", (script as NSString).deletingLastPathComponent + "/out"])
        expectOneLineError(r, status: 2, contains: "\(script):2: type needs a focused text input")
    }

    @Test("type longer than its documented maximum is refused when the script is read")
    func typeTooLong() throws {
        let text = String(repeating: "a", count: ScriptCommand.maximumTypedCharacters + 1)
        #expect(throws: (any Error).self) { try ScenarioScript.parse("type \"\(text)\"", file: "long.txt") }
        let fits = String(repeating: "a", count: ScriptCommand.maximumTypedCharacters)
        #expect(try ScenarioScript.parse("type \"\(fits)\"", file: "long.txt").lines.count == 1)
    }
}

/// The conflicting track list reports a conflict per collapsed cell each time cells come into view; the
/// window keeps the latest per conflict, not every report.
@MainActor
@Suite("Layout warnings stay bounded while scrolling")
struct LayoutWarningScrollTests {
    @Test("scrolling top-tracks-required keeps at most 64 warnings while the count grows")
    func scrollingKeepsWarningsBounded() throws {
        let harness = try HeadlessHarness(device: "iphone-8", scene: "top-tracks-required")
        harness.simulator.window.layoutWarningHandler = { _ in }
        try harness.run("wait 0.5")
        let first = harness.simulator.window.layoutWarningCount
        try harness.run(String(repeating: "wheel 0 2000\nwait 0.1\nwheel 0 -2000\nwait 0.1\n", count: 30))
        let window = harness.simulator.window
        #expect(window.layoutWarningCount > first)
        #expect(window.layoutWarnings.count <= 64)
        #expect(Set(window.layoutWarnings).count == window.layoutWarnings.count)
    }
}

/// An interrupted fuzz left its spooled replay in the temporary folder.
@Suite("Fuzz: an interrupted run cleans up")
struct InterruptedFuzzTests {
    @Test("SIGINT during a fuzz run removes its replay spool and dies of the signal")
    func interruptRemovesSpool() throws {
        let spool = NSTemporaryDirectory() + "handheld-fuzz-spool-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: spool, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: spool) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: handheldBinary(root: repositoryRoot))
        process.arguments = ["fuzz", "--events", "100000000", "--scene", "placeholder", "--device", "iphone-8"]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = spool
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait (at most 30 s) until the run has started spooling its replay, then interrupt it.
        var spooled: [String] = []
        for _ in 0..<300 where spooled.isEmpty {
            usleep(100_000)
            spooled = (try? FileManager.default.contentsOfDirectory(atPath: spool))?.filter { $0.hasPrefix("handheld-fuzz-") } ?? []
        }
        #expect(!spooled.isEmpty, "the fuzz run never spooled a replay")
        usleep(300_000)
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGINT)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: spool)) ?? []
        #expect(left.isEmpty, "left behind: \(left)")
    }
}
