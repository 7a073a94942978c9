import Foundation
import Render
import Widgets

/// `handheld bench --snapshots N`: what a snapshot test costs, on HandheldTesting's path. The settings
/// scene on an iPhone 15 (393 × 852 pt at 3×, 1179 × 2556 pixels) is recorded once as a PNG reference, then
/// N times the reference is read and decoded, the screen drawn and its pixels compared with it: what a
/// passing `.image` assertion does (PNG encoding happens only when they differ). Prints the median and p90 per snapshot, the
/// median start of a fresh app (a `TestApp` per test), and whether every PNG was identical. It prints the
/// main thread's CPU time per snapshot beside the wall time: on a machine shared with compilers the wall
/// time mostly measures waiting for a core, the CPU time what a snapshot costs.
@MainActor
enum SnapshotBenchmark {
    nonisolated static let device = "iphone-15"
    nonisolated static let scene = "settings"

    struct Result {
        let snapshots: [Double]
        let cpu: [Double]
        let starts: [Double]
        let identical: Bool
        let bytes: Int

        var line: String {
            let s = snapshots.sorted(), a = starts.sorted(), c = cpu.sorted()
            func ms(_ v: Double) -> String { String(format: "%.1f", v * 1000) }
            return "snapshot benchmark: \(s.count) image snapshots of \(SnapshotBenchmark.scene) on "
                + "\(SnapshotBenchmark.device) (1179×2556 px, PNG \(bytes / 1024) KiB): median \(ms(s[s.count / 2])) ms, "
                + "p90 \(ms(s[min(s.count - 1, s.count * 9 / 10)])) ms per snapshot including the compare "
                + "(CPU median \(ms(c[c.count / 2])) ms); "
                + "app start median \(ms(a[a.count / 2])) ms; "
                + (identical ? "all byte-identical" : "NOT byte-identical")
        }
    }

    static func run(count: Int) throws -> Result {
        let scene = try SceneCatalog.named(Self.scene)
        var starts: [Double] = []
        var session: HeadlessSession!
        for _ in 0..<max(1, min(count, 10)) {
            let t0 = DispatchTime.now().uptimeNanoseconds
            session = try HeadlessSession(device: device, orientation: "portrait", appearance: .light,
                                          contentSize: .large, scene: scene)
            starts.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
        }
        while !session.pending.isEmpty { session.frame() }
        let reference = try session.pngData()
        let path = NSTemporaryDirectory() + "handheld-bench-\(getpid())-reference.png"
        try AtomicFileWriter().write(reference, to: path)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var times: [Double] = [], cpu: [Double] = []
        var identical = true
        for _ in 0..<count {
            // As a passing assertion does: read and decode the reference, draw, compare the pixels.
            let t0 = DispatchTime.now().uptimeNanoseconds, c0 = threadCPUSeconds()
            let expected = try PixelBuffer(contentsOf: path)
            let same = try session.matches(expected)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e9)
            cpu.append(threadCPUSeconds() - c0)
            identical = identical && same
        }
        return Result(snapshots: times, cpu: cpu, starts: starts, identical: identical, bytes: reference.count)
    }

    /// The CPU time this thread has used, in seconds (CLOCK_THREAD_CPUTIME_ID).
    private static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
