import Foundation
import Render
import Widgets

/// `handheld bench --snapshots N`: what a snapshot test costs, on HandheldTesting's path. The settings
/// scene on an iPhone 15 (393 × 852 pt at 3×, 1179 × 2556 pixels) is recorded once as a PNG reference, then
/// N times the reference is read, the screen drawn and its pixels compared with it: what a passing `.image`
/// assertion does (PNG encoding happens only when they differ). As in a test, the app decodes a reference
/// once while its file does not change and draws the screen again only when it changed, so these repeated
/// snapshots cost the compare; the first snapshot of a fresh app (what a test of one screen pays: draw,
/// decode, compare) is measured apart, in up to 10 new apps. Prints the median and p90 per snapshot, the
/// first snapshot's median, the median start of a fresh app (a `TestApp` per test), and whether every
/// comparison matched. It prints the main thread's CPU time per snapshot beside the wall time: on a
/// machine shared with compilers the wall time mostly measures waiting for a core, the CPU time what a
/// snapshot costs.
@MainActor
enum SnapshotBenchmark {
    nonisolated static let device = "iphone-15"
    nonisolated static let scene = "settings"

    struct Result {
        let snapshots: [Double]
        let cpu: [Double]
        let starts: [Double]
        /// The first snapshot of each fresh app: wall and CPU seconds.
        let firsts: [Double]
        let firstsCPU: [Double]
        let identical: Bool
        let bytes: Int

        var line: String {
            let s = snapshots.sorted(), a = starts.sorted(), c = cpu.sorted()
            let f = firsts.sorted(), fc = firstsCPU.sorted()
            func ms(_ v: Double) -> String { String(format: "%.1f", v * 1000) }
            return "snapshot benchmark: \(s.count) image snapshots of \(SnapshotBenchmark.scene) on "
                + "\(SnapshotBenchmark.device) (1179×2556 px, PNG \(bytes / 1024) KiB): median \(ms(s[s.count / 2])) ms, "
                + "p90 \(ms(s[min(s.count - 1, s.count * 9 / 10)])) ms per snapshot including the compare "
                + "(CPU median \(ms(c[c.count / 2])) ms); "
                + "first snapshot of a fresh app median \(ms(f[f.count / 2])) ms (CPU \(ms(fc[fc.count / 2])) ms); "
                + "app start median \(ms(a[a.count / 2])) ms; "
                + (identical ? "every snapshot matched" : "NOT every snapshot matched")
        }
    }

    static func run(count: Int) throws -> Result {
        let scene = try SceneCatalog.named(Self.scene)
        let path = NSTemporaryDirectory() + "handheld-bench-\(getpid())-reference.png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        var starts: [Double] = [], firsts: [Double] = [], firstsCPU: [Double] = []
        var session: HeadlessSession!
        var bytes = 0
        var identical = true
        for _ in 0..<max(1, min(count, 10)) {
            let t0 = DispatchTime.now().uptimeNanoseconds
            session = try HeadlessSession(device: device, orientation: "portrait", appearance: .light,
                                          contentSize: .large, scene: scene)
            starts.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
            while !session.pending.isEmpty { session.frame() }
            if bytes == 0 {
                // The reference is recorded by another app, so the first measured snapshot draws afresh.
                let reference = try session.pngData()
                bytes = reference.count
                try AtomicFileWriter().write(reference, to: path)
                continue
            }
            let (seconds, cpuSeconds, same) = try snapshot(session, path)
            firsts.append(seconds)
            firstsCPU.append(cpuSeconds)
            identical = identical && same
        }
        var times: [Double] = [], cpu: [Double] = []
        for _ in 0..<count {
            let (seconds, cpuSeconds, same) = try snapshot(session, path)
            times.append(seconds)
            cpu.append(cpuSeconds)
            identical = identical && same
        }
        if firsts.isEmpty { (firsts, firstsCPU) = ([times[0]], [cpu[0]]) }
        return Result(snapshots: times, cpu: cpu, starts: starts, firsts: firsts, firstsCPU: firstsCPU,
                      identical: identical, bytes: bytes)
    }

    /// One snapshot as a passing assertion takes it: read the reference (decoded once per app while the
    /// file does not change), draw (only if the screen changed), compare the pixels. Wall and CPU seconds.
    private static func snapshot(_ session: HeadlessSession, _ path: String) throws -> (Double, Double, Bool) {
        let t0 = DispatchTime.now().uptimeNanoseconds, c0 = threadCPUSeconds()
        let expected = try session.references.image(contentsOf: path)
        let same = try session.matches(expected)
        return (Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9, threadCPUSeconds() - c0, same)
    }

    /// The CPU time this thread has used, in seconds (CLOCK_THREAD_CPUTIME_ID).
    private static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
