import Testing
@testable import Render

/// Anti-aliased shapes are rasterised once per (geometry in pixels, colour) and blitted after.
@MainActor
@Suite("Shape cache")
struct ShapeCacheTests {
    /// A chevron, a rounded rect, a polygon and a gradient, moved down by `dy` points.
    private func shapes(_ c: SDLCanvas, dy: Double = 0, color: Color = .systemGray2) {
        c.strokePolyline([Point(x: 40, y: 10 + dy), Point(x: 46, y: 15.5 + dy), Point(x: 40, y: 21 + dy)],
                         width: 2, color: color)
        c.fillRoundedRect(Rect(x: 4, y: 4 + dy, width: 30, height: 18), radius: 9, color: color)
        c.fillPolygon([Point(x: 52, y: 6 + dy), Point(x: 60, y: 12 + dy), Point(x: 52, y: 18 + dy)], color: color)
        c.fillLinearGradient(Rect(x: 0, y: 30 + dy, width: 64, height: 6), from: .black.withAlpha(0.3), to: .clear,
                             axis: .vertical)
    }

    private func picture(_ s: OffscreenSurface, dy: Double, color: Color = .systemGray2) throws -> [UInt8] {
        let c = s.beginFrame(clear: .white)
        shapes(c, dy: dy, color: color)
        s.endFrame()
        return try s.pngData()
    }

    @Test("a repeated frame rasterises nothing")
    func repeatedFrame() throws {
        let s = try TestEnvironment.surface(scale: 2)
        _ = try picture(s, dy: 0)
        let cache = s.canvas.shapes
        #expect(cache.rasterCount == 4)
        _ = try picture(s, dy: 0)
        #expect(cache.rasterCount == 4)
        #expect(cache.hits == 4)
    }

    @Test("shapes moved by whole pixels are the same entries and the same pixels as drawn uncached")
    func movedShapes() throws {
        let cached = try TestEnvironment.surface(scale: 2)
        let uncached = try TestEnvironment.surface(scale: 2)
        uncached.canvas.shapes.isEnabled = false
        _ = try picture(cached, dy: 0)
        for dy in [3.0, -2.5, 0.25, 7] {
            #expect(try picture(cached, dy: dy) == picture(uncached, dy: dy), "moved by \(dy) pt")
        }
        // 3, −2.5 and 7 pt are whole pixels at 2×: only the quarter point (half a pixel) makes new entries,
        // for the stroke and the polygon; the rounded rect and the gradient snap to whole pixels.
        #expect(cached.canvas.shapes.rasterCount == 4 + 2)
        #expect(uncached.canvas.shapes.count == 0)
    }

    @Test("colour is part of the key")
    func colourIsPartOfTheKey() throws {
        let s = try TestEnvironment.surface()
        _ = try picture(s, dy: 0, color: .systemGray2)
        _ = try picture(s, dy: 0, color: .systemBlue)
        #expect(s.canvas.shapes.rasterCount == 8 - 1, "the gradient does not use the colour")
    }

    @Test("a shape out of the clip is neither rasterised nor drawn")
    func clippedAway() throws {
        let s = try TestEnvironment.surface()
        let c = s.beginFrame(clear: .white)
        c.withClip(Rect(x: 0, y: 0, width: 64, height: 4)) {
            c.strokePolyline([Point(x: 40, y: 10), Point(x: 46, y: 15.5), Point(x: 40, y: 21)], width: 2, color: .black)
        }
        s.endFrame()
        #expect(s.canvas.shapes.rasterCount == 0)
    }

    @Test("the cache keeps within its byte budget, destroying the least recently used textures")
    func byteBudget() throws {
        let s = try TestEnvironment.surface(width: 400, height: 400)
        let cache = ShapeCache(renderer: s.canvas.renderer, capacity: 100, byteBudget: 40_000)
        defer { cache.removeAll() }
        for i in 0..<20 {
            let key = ShapeCache.Key(shape: .roundedRect(width: 50, height: 50, rx: Double(i), ry: Double(i)), color: 0)
            _ = cache.entry(for: key) { (Array(repeating: 0xFF00_0000, count: 2500), PixelRect(x0: 0, y0: 0, x1: 50, y1: 50)) }
        }
        #expect(cache.bytes <= 40_000)
        #expect(cache.count == 4)
        #expect(cache.evictions == 16)
    }
}
