import ArgumentParser
import Foundation
import Render
import Widgets

/// `handheld fuzz`: headless random input with invariants checked on every frame.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Random, reproducible input with invariants checked every frame.")

    // Unconditional parsing lets a negative number through to the checks below, which name it, instead of
    // ArgumentParser reading "-1" as an option and reporting a missing value.
    @Option(parsing: .unconditional, help: "Seed of the random input.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "Number of input events, 0…100000000.")
    var events: Int = 10_000

    /// A hundred million events is about fifteen hours at the soak's rate (1,800 events/s); the count
    /// bounds the run's time, and its memory no longer depends on it (the replay is spooled to disk).
    static let eventRange = 0...100_000_000

    @Option(help: "Scene name, or all.")
    var scene: String = "all"

    @Option(help: "Device name, or all.")
    var device: String = "all"

    @Option(help: "Where to write the replay script of a violation.")
    var out: String = "handheld-out"

    @Flag(help: "Also print events per second and resident memory at start and end (make soak).")
    var memory = false

    mutating func run() throws {
        let options = self
        MainActor.assumeIsolated {
            do {
                try options.fuzz()
            } catch let error as UsageError {
                Handheld.fail(error.message, code: error.exitCode)
            } catch {
                Handheld.fail("\(error)", code: 1)
            }
        }
    }

    @MainActor
    func fuzz() throws {
        guard Self.eventRange.contains(events) else {
            throw UsageError("--events expects \(Self.eventRange.lowerBound)…\(Self.eventRange.upperBound), got \(events)")
        }
        let scenes = scene == "all" ? SceneCatalog.all.map(\.name) : [try SceneCatalog.named(scene).name]
        let devices: [String]
        if device == "all" { devices = DeviceCatalog.all.map(\.name) } else {
            do { devices = [try DeviceCatalog.named(device).name] } catch { throw UsageError(error.description) }
        }
        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw UsageError("\(error)", exitCode: UsageError.failure) }
        let start = DispatchTime.now().uptimeNanoseconds
        let memoryAtStart = PeakMemory.resident()
        let runner = try FuzzRunner(seed: seed, scenes: scenes, devices: devices, fonts: fonts)
        // An interrupted run removes its spooled replay, as `run` removes its temporary file.
        PendingTemporaryFile.installSignalHandlers()
        // The handler removes a name relative to its folder's descriptor, held open for the run.
        let spool = runner.replay.spoolPath as NSString
        let spoolFolder = open(spool.deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if spoolFolder >= 0 { PendingTemporaryFile.set(spool.lastPathComponent, in: spoolFolder) }
        defer {
            PendingTemporaryFile.clear()
            if spoolFolder >= 0 { close(spoolFolder) }
        }
        // With --memory, resident memory every quarter of the run (at least every 1,000 events): whether it
        // levels off once the caches are warm or keeps climbing with the event count.
        let every = memory ? max(1_000, events / 4) : 0
        var curve: [String] = []
        do {
            try runner.run(events: events, every: every) { curve.append("\($0): \(PeakMemory.format(PeakMemory.resident()))") }
        } catch {
            PendingTemporaryFile.clear()
            let path = (out as NSString).appendingPathComponent("fuzz-seed-\(seed)-event-\(error.eventIndex).txt")
            try OutputFolder(out).prepare()
            if case .failure(let problem) = runner.replay.keep(at: path) {
                throw UsageError("violation: \(error); the replay could not be kept (\(problem))", exitCode: UsageError.failure)
            }
            throw UsageError("violation: \(error); replay: handheld run \(path)", exitCode: UsageError.failure)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let s = runner.summary
        // Checked writes: a summary lost to a full or closed standard output is exit 1, not a success.
        var lines = ["fuzz seed \(seed): \(s.events) events, \(s.frames) frames, \(s.leaksChecked) leak checks, 0 violations, 0 leaks, \(String(format: "%.1f", seconds)) s"]
        if memory {
            lines.append(String(format: "events/s: %.0f", Double(s.events) / max(seconds, 1e-9)))
            lines.append("memory: resident \(PeakMemory.format(memoryAtStart)) at start, \(PeakMemory.format(PeakMemory.resident())) at end, "
                         + "peak \(PeakMemory.format(PeakMemory.current()))")
            if !curve.isEmpty { lines.append("memory by events: " + curve.joined(separator: ", ")) }
        }
        do throws(StandardStream.Failure) { try StandardStream.output.writeLine(lines.joined(separator: "\n")) } catch {
            throw UsageError(error.description, exitCode: UsageError.failure)
        }
    }
}
