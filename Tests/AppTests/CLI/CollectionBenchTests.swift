import Foundation
import Render
import Testing
import Widgets
@testable import HandheldSimulator

/// `handheld bench --collection`: its options' ranges, its output lines, and what it measures checked
/// without timing: the grid keeps live cells within visible + 2 rows over a million items, and images are
/// made once and uploaded once each, never during a scroll frame.
@MainActor
@Suite("Command line: the collection benchmark")
struct CollectionBenchTests {
    nonisolated static let cases: [(arguments: [String], message: String)] = [
        (["bench", "--collection", "--items", "0"], "handheld: --items expects 1…100000000, got 0"),
        (["bench", "--collection", "--items", "100000001"], "handheld: --items expects 1…100000000, got 100000001"),
        (["bench", "--collection", "--frames", "9"], "handheld: --frames expects 10…1000000, got 9"),
        (["bench", "--collection", "--diff", "9"], "handheld: --diff expects 10…1000000, got 9"),
        (["bench", "--collection", "--diff", "-3"], "handheld: --diff expects 10…1000000, got -3"),
    ]

    @Test("an out-of-range number is one line naming the option and its range, exit 64", arguments: cases)
    func outOfRange(_ arguments: [String], message: String) throws {
        let r = try runHandheld(arguments, removing: ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"])
        expectOneLineError(r, status: 64, contains: message)
        #expect(r.stdout.isEmpty, "no work started: \(r.stdout)")
    }

    @Test("bench --collection prints the grid's line, and with --diff the snapshot's")
    func lines() throws {
        let grid = try runHandheld(["bench", "--collection", "--items", "300", "--frames", "10"])
        #expect(grid.status == 0, "stderr: \(grid.stderr)")
        let line = try #require(grid.stdout.split(separator: "\n").last.map(String.init))
        #expect(line.hasPrefix("collection items=300 frame_ms_median="), "\(line)")
        for field in ["floor_ms_median=", "ratio=", "cells_live=", "rss_mb="] { #expect(line.contains(field), "\(line)") }
        let diff = try runHandheld(["bench", "--collection", "--diff", "100"])
        #expect(diff.status == 0, "stderr: \(diff.stderr)")
        #expect(diff.stdout.split(separator: "\n").last?.hasPrefix("diff items=100 changes=10 diff_ms_median=") == true, "\(diff.stdout)")
    }

    @Test("a million-item grid keeps live cells within visible + 2 rows, and uploads and stretches each image once, never while scrolling")
    func liveCellsAndImages() throws {
        let fonts = try FontLibrary()
        let size = Size(width: 375, height: 667)
        let surface = try OffscreenSurface(size: size, scale: 1, fonts: fonts)
        let images = CollectionBenchLayout.makeImages()
        let scene = CollectionBenchScene(size: size, items: 1_000_000, images: images, measurer: fonts)
        func frame(_ offset: Double) {
            scene.scroll(to: offset)
            let canvas = surface.beginFrame(clear: .white)
            scene.window.draw(in: canvas)
            surface.endFrame()
        }
        frame(0)
        // Every one of the 8 images is on the first screen (15 cells and more): each uploaded once.
        #expect(surface.canvas.imageCache.uploads == images.count)
        // Each image is also stretched once to the cells' 123 px, on the first frame it is seen whole.
        #expect(surface.canvas.scaledImages.prescales == images.count)
        let bound = scene.visibleBound
        // 667 pt shows parts of up to 7 rows of 125 pt; two more rows is 27 cells.
        #expect(bound == (7 + 2) * 3)
        var worst = 0
        // Scroll 7 pt a frame, then jump across the content, as a fling and a scroll-to would.
        for k in 1...200 { frame(Double(k) * 7); worst = max(worst, scene.collection.liveCellCount) }
        let content = CollectionBenchLayout.contentHeight(items: 1_000_000, width: size.width)
        for k in 1...20 { frame(content * Double(k) / 21); worst = max(worst, scene.collection.liveCellCount) }
        frame(content - size.height)
        worst = max(worst, scene.collection.liveCellCount)
        #expect(worst <= bound)
        #expect(worst >= 15)
        // The last row's items are shown at the end, and no image was uploaded (or made) while scrolling: a
        // new image is a new identity in the cache and would upload again.
        #expect(scene.collection.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        #expect(surface.canvas.imageCache.uploads == images.count)
        // Nor stretched again: every later frame copies the kept 123 px textures.
        #expect(surface.canvas.scaledImages.prescales == images.count)
        #expect(surface.canvas.scaledImages.evictions == 0)
        // Reuse: the cells made are the most ever alive, not one per item shown.
        #expect(scene.collection.cellsCreated <= bound)
    }
}
