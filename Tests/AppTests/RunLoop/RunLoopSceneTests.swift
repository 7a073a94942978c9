import Foundation
import Testing

/// The `run-loop` scene run by the `handheld` binary, whose real main thread drains the main queue between
/// frames (a test process cannot: its main actor runs under `dispatchMain()`). Every probe must have run
/// by the tree written after the scene's frame: the wall-clock ones (a 0.8 s `Timer`, a 1 s `asyncAfter`)
/// and the ones finishing on other threads are announced hand-backs, which headless frames wait for.
@MainActor
@Suite("Main run loop: every way of handing work to the main thread, headless and in a window")
struct RunLoopSceneTests {
    static let probes = ["main-queue", "perform", "task", "detached", "notification", "timer", "async-after"]

    /// Each probe's label in a tree JSON: name → (place in the order they ran, seconds after the start).
    static func probes(_ path: String) throws -> [String: (order: Int, seconds: Double)] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "\"([a-z-]+): ran ([0-9]+) at \\+([0-9.]+) s\"")
        var found: [String: (order: Int, seconds: Double)] = [:]
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            func group(_ i: Int) -> String { String(text[Range(match.range(at: i), in: text)!]) }
            found[group(1)] = (Int(group(2))!, Double(group(3))!)
        }
        return found
    }

    func check(_ arguments: [String], out: String) throws {
        let script = try tempFile("scene run-loop\ntree ran.json\n")
        let run = try runHandheld(arguments + [script, "--out", out], environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(run.status == 0, "\(run.stderr)")
        let ran = try Self.probes(out + "/ran.json")
        #expect(Set(ran.keys) == Set(Self.probes))
        // RunLoop.main.perform blocks run first in a run loop pass (CFRunLoop's order), then the main
        // queue in the order queued: the block, then the main-actor task's first job.
        #expect(ran["perform"]?.order == 1)
        #expect(ran["main-queue"]?.order == 2)
        #expect(ran["task"]?.order == 3)
        // The wall-clock ones not before their time, and in the order they were due.
        #expect((ran["timer"]?.seconds ?? 0) >= 0.8)
        #expect((ran["async-after"]?.seconds ?? 0) >= 1.0)
        #expect((ran["timer"]?.order ?? 0) < (ran["async-after"]?.order ?? 0))
        #expect(Set(ran.values.map(\.order)) == Set(1...7))
    }

    @Test("headless: after the scene's frame every probe has run, the main thread's own in the order queued")
    func headless() throws {
        try check(["run"], out: NSTemporaryDirectory() + "handheld-run-loop-" + UUID().uuidString)
    }

    @Test("in a window replaying a script (the dummy video driver): the same")
    func window() throws {
        try check(["--script"], out: NSTemporaryDirectory() + "handheld-run-loop-window-" + UUID().uuidString)
    }
}
