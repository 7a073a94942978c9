import Testing
@testable import Render

/// `OffscreenSurface.matches` compares whole rows first and walks pixels only in rows that differ or are
/// not opaque; its answer must be the pixel-by-pixel one, with stored (premultiplied) pixels converted to
/// straight alpha as `pixelBuffer()` converts them.
@MainActor
@Suite("Comparing a surface with pixels in place")
struct SurfaceCompareTests {
    /// Rows 0–3 opaque blue; rows 4–7 half-transparent red on the left, fully transparent on the right;
    /// rows 8–11 transparent.
    func drawn() throws -> OffscreenSurface {
        let s = try TestEnvironment.surface(width: 40, height: 12, scale: 1, background: .clear)
        let c = s.beginFrame(clear: nil)
        c.fill(Rect(x: 0, y: 0, width: 40, height: 4), color: .systemBlue)
        c.fill(Rect(x: 0, y: 4, width: 20, height: 4), color: Color.systemRed.withAlpha(0.5))
        s.endFrame()
        return s
    }

    @Test("the surface matches its own straight-alpha pixels, and one changed bit in any kind of row is found")
    func agreesWithPixelByPixel() throws {
        let s = try drawn()
        let expected = s.pixelBuffer()
        let red = expected.pixels[5 * 40 + 10] >> 24
        #expect(red > 0 && red < 255, "the red is stored translucent")
        #expect(expected.pixels[5 * 40 + 30] == 0 && expected.pixels[10 * 40] == 0)
        #expect(s.matches(expected))
        for (x, y) in [(30, 1), (0, 3), (10, 5), (30, 5), (39, 11)] {
            var changed = expected
            changed.pixels[y * 40 + x] ^= 0x0000_0100
            #expect(!s.matches(changed), "pixel (\(x), \(y)) changed in green")
            changed = expected
            changed.pixels[y * 40 + x] ^= 0x0100_0000
            #expect(!s.matches(changed), "pixel (\(x), \(y)) changed in alpha")
        }
        #expect(!s.matches(PixelBuffer(width: 40, height: 11)), "another size never matches")
    }
}
