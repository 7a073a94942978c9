import Foundation
import Render
import Widgets

/// `handheld bench --collection --items N --frames F [--size WxH]`: a three-column grid of N image cells
/// scrolled 7 pt a frame, drawn through Widgets and, as the floor, straight through Render on the same
/// offscreen software surface at scale 1 (the table benchmark's method, `Bench.measure`). The two are
/// timed frame by frame in turn (`Bench.runPaired`), so both see the same load on a shared machine (timed
/// one after the other, the 1024×1366 ratio read 1.45 under load and 1.03–1.15 quiet). Prints one line:
/// `collection items=N frame_ms_median=… floor_ms_median=… ratio=… cells_live=… rss_mb=…`, where cells_live
/// is the most cells alive in any frame and rss_mb the resident memory at the end. The goals: a
/// ratio ≤ 1.0, frame time and memory flat from 100 to 1,000,000 items, live cells ≤ visible + 2 rows.
@MainActor
enum CollectionBenchmark {
    nonisolated static let itemRange = 1...100_000_000

    static func run(items: Int, frames: Int, size: Size, fonts: FontLibrary, bench: Bench) throws -> [String] {
        let surface = try OffscreenSurface(size: size, scale: 1, fonts: fonts)
        let images = CollectionBenchLayout.makeImages()
        var lines: [String] = []
        #if DEBUG
        lines.append("note: this is a debug build; use a release build for figures worth quoting")
        #endif

        let floor = CollectionBenchFloor(size: size, items: items, images: images)
        let scene = CollectionBenchScene(size: size, items: items, images: images, measurer: fonts)
        var live = 0
        let (floorTimes, widgetTimes) = bench.runPaired(frames: frames, { frame in
            let canvas = surface.beginFrame(clear: nil)
            floor.draw(offset: CollectionBenchLayout.offset(frame: frame, items: items, size: size), in: canvas)
            surface.endFrame()
        }, { frame in
            scene.scroll(to: CollectionBenchLayout.offset(frame: frame, items: items, size: size))
            let canvas = surface.beginFrame(clear: scene.window.coversItsBoundsOpaquely ? nil : .white)
            scene.window.draw(in: canvas)
            surface.endFrame()
            live = max(live, scene.collection.liveCellCount)
        })
        let w = Stats(widgetTimes), f = Stats(floorTimes)
        let rss = Double(PeakMemory.resident()) / 1024
        lines.append("collection benchmark: \(items) items, \(frames) frames, \(Int(size.width))×\(Int(size.height)) pt at scale 1, "
                     + "software surface; live cells bound (visible + 2 rows) \(scene.visibleBound), cells made \(scene.collection.cellsCreated), "
                     + "image uploads \(surface.canvas.imageCache.uploads), images kept scaled \(surface.canvas.scaledImages.prescales) "
                     + "(evicted \(surface.canvas.scaledImages.evictions))")
        lines.append(String(format: "collection items=%d frame_ms_median=%.3f floor_ms_median=%.3f ratio=%.2f cells_live=%d rss_mb=%.1f",
                            items, w.median, f.median, w.median / max(f.median, 1e-9), live, rss))
        return lines
    }
}
