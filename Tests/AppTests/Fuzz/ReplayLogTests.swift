import Foundation
import Testing
@testable import HandheldDemos
@testable import HandheldSimulator

/// The fuzzer's replay script goes to disk as the run goes; memory holds only a window of recent lines.
@Suite("Fuzz replay log")
struct ReplayLogTests {
    @Test("every line reaches the kept script, the last one rewritten, while memory keeps a bounded window")
    func streams() throws {
        let log = ReplayLog(header: ["# header"])
        for i in 0..<20_000 { log.append("wait \(i)") }
        log.replaceLast("# rejected: wait 19999")
        #expect(log.recent.count <= 2 * ReplayLog.window)
        #expect(log.tail.last == "# rejected: wait 19999")
        #expect(FileManager.default.fileExists(atPath: log.spoolPath))
        let path = NSTemporaryDirectory() + "handheld-replay-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: Never.self) { try log.keep(at: path).get() }
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 20_001)
        #expect(lines.first == "# header" && lines[1] == "wait 0" && lines.last == "# rejected: wait 19999")
        #expect(!FileManager.default.fileExists(atPath: log.spoolPath))
    }

    @Test("a log that is not kept leaves nothing behind")
    func discarded() {
        var spool = ""
        do {
            let log = ReplayLog(header: ["# header"])
            log.append("wait 1")
            spool = log.spoolPath
            #expect(FileManager.default.fileExists(atPath: spool))
        }
        #expect(!FileManager.default.fileExists(atPath: spool))
    }

    @Test("a fuzz run's replay counts every event without keeping them in memory")
    @MainActor
    func fuzzRun() throws {
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == nil { setenv("SDL_VIDEODRIVER", "dummy", 1) }
        SceneCatalog.registerDemos()
        let runner = try FuzzRunner(seed: 7, scenes: ["settings"], devices: ["iphone-se"], fonts: nil)
        try runner.run(events: 600)
        #expect(runner.replay.lineCount >= 602)
        #expect(runner.replay.recent.count <= 2 * ReplayLog.window)
    }
}
