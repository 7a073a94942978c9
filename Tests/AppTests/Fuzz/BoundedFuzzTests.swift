import Foundation
import Render
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// The bounded fuzz CI runs: `handheld fuzz` in-process for a fixed list of seeds, every
/// scene and every device, with zero violations and zero leaks. In a debug build on a 2-core machine one
/// seed of 1500 events takes about 3–5 s.
@MainActor
@Suite("Bounded fuzz")
struct BoundedFuzzTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 4]
    nonisolated static let events = 1500

    @Test("a fixed seed runs every scene and device without a violation or a leak", arguments: seeds)
    func seed(_ seed: UInt64) throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        SceneCatalog.registerDemos()
        let runner = try FuzzRunner(seed: seed, scenes: SceneCatalog.all.map(\.name), devices: DeviceCatalog.all.map(\.name),
                                    fonts: try FontLibrary())
        do {
            try runner.run(events: Self.events)
        } catch {
            Issue.record("fuzz \(error)\nreplay:\n\(error.replay.suffix(40).joined(separator: "\n"))")
        }
        #expect(runner.summary.events >= Self.events)
        #expect(runner.summary.leaksChecked > 0, "no scene switch was checked for leaks")
    }

    @Test("the same seed gives the same run")
    func reproducible() throws {
        func run() throws -> (Int, Int) {
            SceneCatalog.registerDemos()
            let runner = try FuzzRunner(seed: 42, scenes: ["master-detail", "settings"], devices: ["iphone-8-plus", "ipad"],
                                        fonts: try FontLibrary())
            try runner.run(events: 300)
            return (runner.summary.frames, runner.summary.leaksChecked)
        }
        let first = try run(), second = try run()
        #expect(first == second)
    }
}
