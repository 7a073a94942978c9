import ArgumentParser
import Foundation
import Layout
import Render
import Widgets

/// `handheld bench`: the table benchmark. One scene, drawn two ways in the same run on the
/// offscreen software surface at scale 1: through Widgets (a table scrolled 7 pt per frame) and directly
/// through Render (the floor). Prints median and p99 ms per frame, peak memory of each, and the ratio.
/// The floor is drawn twice: on the canvas as it is (its shape cache on, the strict floor the ratio is
/// taken against) and with the shape cache off, as immediate drawing re-rasterises every shape each frame.
/// The toolkit draws with its backing stores (a row is drawn once, then copied as it scrolls); the floor
/// draws every row each frame, as immediate drawing does.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Measure table scrolling against drawing the same picture directly (run it from a release build).")

    // Unconditional parsing lets a negative number through to the range check, which names it, instead of
    // ArgumentParser reading "-1" as an option and reporting a missing value.
    @Option(parsing: .unconditional, help: "Number of rows, 1…100000000.")
    var rows: Int = 10_000

    @Option(parsing: .unconditional, help: "Frames to draw, 10…1000000.")
    var frames: Int = 600

    @Option(parsing: .unconditional, help: "Surface size in points, WxH.")
    var size: String = "375x667"

    @Option(help: "Measure the constraint solver instead: chain (one solver) or table (a solver per cell).")
    var layout: LayoutBenchmark.Mode?

    @Option(parsing: .unconditional, help: "Measure typing instead: this many characters into the form's Notes text view, 1…100000.")
    var typing: Int?

    @Option(parsing: .unconditional, help: "Cells for --layout, 1…100000.")
    var count: Int = 100

    @Option(parsing: .unconditional, help: "Width changes for --layout (667 and 375 alternately), 0…100000.")
    var resizes: Int = 20

    @Option(parsing: .unconditional, help: "Measure this many image snapshots of the settings scene on an iPhone 15 instead (HandheldTesting's path: PNG, then the compare), 1…100000.")
    var snapshots: Int?

    @Flag(help: "Measure a collection view instead: a three-column grid of image cells scrolled (--items, --frames, --size), or with --diff a snapshot applied.")
    var collection = false

    @Option(parsing: .unconditional, help: "Items for --collection, 1…100000000.")
    var items: Int = 100_000

    @Option(parsing: .unconditional, help: "With --collection: apply a snapshot of this many items with a tenth changed instead, 10…1000000.")
    var diff: Int?

    /// The documented ranges, checked before any work. Each bound is what a run can hold: the frame and
    /// resize times are kept to take medians (8 bytes each), a table cell of the layout benchmark keeps a
    /// solver of about 10 KB, and the rows are a count the data source answers, never stored.
    static let rowRange = 1...100_000_000
    static let frameRange = 10...1_000_000
    static let countRange = 1...100_000
    static let resizeRange = 0...100_000
    static let snapshotRange = 1...100_000

    /// One `handheld: ` line (exit 64) for the first option out of its range.
    func checkRanges() throws(UsageError) {
        func check(_ name: String, _ value: Int, _ range: ClosedRange<Int>) throws(UsageError) {
            guard range.contains(value) else {
                throw UsageError("--\(name) expects \(range.lowerBound)…\(range.upperBound), got \(value)")
            }
        }
        if collection, let diff {
            try check("diff", diff, DiffBenchmark.itemRange)
        } else if collection {
            try check("items", items, CollectionBenchmark.itemRange)
            try check("frames", frames, Self.frameRange)
        } else if let snapshots {
            try check("snapshots", snapshots, Self.snapshotRange)
        } else if let typing {
            try check("typing", typing, TypingBenchmark.characterRange)
        } else if layout != nil {
            try check("count", count, Self.countRange)
            try check("resizes", resizes, Self.resizeRange)
        } else {
            try check("rows", rows, Self.rowRange)
            try check("frames", frames, Self.frameRange)
        }
    }

    mutating func run() throws {
        let options = self
        MainActor.assumeIsolated {
            do {
                try options.checkRanges()
                if options.collection {
                    try options.measureCollection()
                    return
                }
                if let snapshots = options.snapshots {
                    print(try SnapshotBenchmark.run(count: snapshots).line)
                    return
                }
                if let typing = options.typing {
                    let fonts: FontLibrary
                    do { fonts = try FontLibrary() } catch { throw UsageError("\(error)", exitCode: UsageError.failure) }
                    for line in try TypingBenchmark.run(characters: typing, fonts: fonts) { print(line) }
                    return
                }
                if let layout = options.layout {
                    print(LayoutBenchmark.run(mode: layout, count: options.count, resizes: options.resizes).line)
                    return
                }
                try options.measure()
            } catch let error as UsageError {
                Handheld.fail(error.message, code: error.exitCode)
            } catch {
                Handheld.fail("\(error)", code: 1)
            }
        }
    }

    /// `--size` as points, checked (exit 64 naming it).
    func screenSize() throws -> Size {
        let parts = size.lowercased().split(separator: "x").compactMap { Double($0) }
        guard parts.count == 2, parts[0] >= 100, parts[1] >= 150, parts[0] <= 4096, parts[1] <= 4096 else {
            throw UsageError("--size expects WxH in points between 100x150 and 4096x4096, got '\(size)'")
        }
        return Size(width: parts[0], height: parts[1])
    }

    /// `--collection`: the grid scroll (CollectionBenchmark) or, with `--diff`, the snapshot apply (DiffBenchmark).
    @MainActor
    func measureCollection() throws {
        let screen = try screenSize()
        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw UsageError("\(error)", exitCode: UsageError.failure) }
        if let diff {
            for line in DiffBenchmark.run(items: diff, fonts: fonts) { print(line) }
        } else {
            for line in try CollectionBenchmark.run(items: items, frames: frames, size: screen, fonts: fonts, bench: self) { print(line) }
        }
    }

    @MainActor
    func measure() throws {
        let screen = try screenSize()
        let fonts: FontLibrary
        do { fonts = try FontLibrary() } catch { throw UsageError("\(error)", exitCode: UsageError.failure) }
        let surface = try OffscreenSurface(size: screen, scale: 1, fonts: fonts)
        #if DEBUG
        print("note: this is a debug build; use `make bench` (release) for figures worth quoting")
        #endif
        print("table benchmark: \(rows) rows, \(frames) frames, \(Int(screen.width))×\(Int(screen.height)) pt at scale 1, software surface")

        // The floor first, then the toolkit, each with its peak memory measured from a reset.
        PeakMemory.reset()
        let floor = BenchFloor(size: screen, rows: rows)
        let floorTimes = run(frames: frames) { frame in
            let canvas = surface.beginFrame(clear: .white)
            floor.draw(offset: BenchScene.offset(frame: frame, rows: rows, viewport: floor.tableHeight), in: canvas)
            surface.endFrame()
        }
        let floorPeak = PeakMemory.current()

        surface.canvas.shapes.isEnabled = false
        let uncachedFloorTimes = run(frames: frames) { frame in
            let canvas = surface.beginFrame(clear: .white)
            floor.draw(offset: BenchScene.offset(frame: frame, rows: rows, viewport: floor.tableHeight), in: canvas)
            surface.endFrame()
        }
        surface.canvas.shapes.isEnabled = true

        PeakMemory.reset()
        let rasterisedBefore = surface.canvas.shapes.rasterCount
        let stores = surface.canvas.backingStores
        let scene = BenchScene(size: screen, rows: rows, measurer: fonts)
        var layoutTimes: [Double] = []
        layoutTimes.reserveCapacity(frames + 10)
        let widgetTimes = run(frames: frames) { frame in
            let start = DispatchTime.now().uptimeNanoseconds
            scene.scroll(to: BenchScene.offset(frame: frame, rows: rows, viewport: scene.tableHeight))
            layoutTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            // The window's root view is opaque: every pixel is painted, so no clear is needed.
            let canvas = surface.beginFrame(clear: scene.window.coversItsBoundsOpaquely ? nil : .white)
            scene.window.draw(in: canvas)
            surface.endFrame()
        }
        let widgetPeak = PeakMemory.current()
        let shapes = surface.canvas.shapes
        let rasterised = shapes.rasterCount - rasterisedBefore

        let w = Stats(widgetTimes), f = Stats(floorTimes), u = Stats(uncachedFloorTimes), l = Stats(layoutTimes)
        print(String(format: "widgets: median %.3f ms  p99 %.3f ms  peak %@", w.median, w.p99, PeakMemory.format(widgetPeak)))
        print(String(format: "floor:   median %.3f ms  p99 %.3f ms  peak %@", f.median, f.p99, PeakMemory.format(floorPeak)))
        print(String(format: "  of which scrolling and layout: median %.3f ms", l.median))
        print(String(format: "floor, shapes uncached: median %.3f ms  p99 %.3f ms", u.median, u.p99))
        print(String(format: "ratio:   median %.2f×  p99 %.2f×", w.median / max(f.median, 1e-9), w.p99 / max(f.p99, 1e-9)))
        print(String(format: "ratio to the uncached floor: median %.2f×", w.median / max(u.median, 1e-9)))
        print("shape cache: \(shapes.count) shapes, \(shapes.bytes / 1024) KiB; \(rasterised) rasterised while the toolkit drew \(frames + 10) frames")
        print("backing stores: \(stores.count) stores, \(stores.bytes / 1024) KiB (budget \(stores.byteBudget >> 20) MiB); "
              + "\(stores.renderCount) drawn, \(stores.hits) copied, \(stores.rejections) drawn directly, \(stores.evictions) evicted")
        print("cells alive: \(scene.table.liveCellCount), created: \(scene.table.cellsCreated), pooled: \(scene.table.pooledCellCount)")
    }

    /// Times each frame in milliseconds; the first 10 frames warm caches and are not counted.
    @MainActor
    func run(frames: Int, _ body: (Int) -> Void) -> [Double] {
        for frame in 0..<10 { body(frame) }
        var times: [Double] = []
        times.reserveCapacity(frames)
        for frame in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            body(frame + 10)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return times
    }
}

/// Median and 99th percentile of a sample.
struct Stats {
    let median: Double
    let p99: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        p99 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    }
}

/// Peak resident memory from /proc (VmHWM), reset between runs by writing 5 to clear_refs (Linux ≥ 4.0).
enum PeakMemory {
    static func reset() {
        if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
            handle.write(Data("5".utf8))
            try? handle.close()
        }
    }

    /// Kilobytes.
    static func current() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }

    /// Kilobytes resident now (VmRSS).
    static func resident() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }
        return 0
    }

    static func format(_ kb: Int) -> String { String(format: "%.1f MiB", Double(kb) / 1024) as String }
}
