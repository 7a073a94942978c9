import Foundation
import Render
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// The soak's growth curve: `fuzz --memory` prints resident memory at checkpoints, so a run shows whether
/// memory levels off once the caches are warm (the README's 29 → 47 MiB was only the two ends of a run).
@MainActor
@Suite("Fuzz checkpoints")
struct FuzzCheckpointTests {
    @Test("a run reports every 'every' events, in order, and never past its count")
    func checkpoints() throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        SceneCatalog.registerDemos()
        let runner = try FuzzRunner(seed: 7, scenes: ["settings"], devices: ["iphone-8"], fonts: try FontLibrary())
        var seen: [Int] = []
        try runner.run(events: 50, every: 20) { seen.append($0) }
        #expect(seen == [20, 40])
        #expect(runner.summary.events >= 50)
    }

    @Test("every 0 reports nothing")
    func none() throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        SceneCatalog.registerDemos()
        let runner = try FuzzRunner(seed: 7, scenes: ["settings"], devices: ["iphone-8"], fonts: try FontLibrary())
        var seen: [Int] = []
        try runner.run(events: 30) { seen.append($0) }
        #expect(seen.isEmpty)
    }
}
