import Testing
import CSDL
@testable import Render

/// Images kept at their drawn pixel size (`drawImageKeepingScaled`, `ScaledImageCache`): the kept copy must
/// give exactly the pixels of drawing the image scaled directly, on every background and with every tint.
@MainActor
@Suite("Scaled image cache")
struct ScaledImageTests {
    /// A 128×128 photo-like image: a gradient with a band; with `alpha`, an alpha ramp with transparent and
    /// opaque pixels among partial ones.
    static func photo(alpha: Bool, seed: UInt32 = 0) -> Image {
        let n = 128
        var pixels = [UInt32](repeating: 0, count: n * n)
        for y in 0..<n {
            for x in 0..<n {
                let a: UInt32 = alpha ? UInt32((x * 2 + y) & 255) : 255
                let r = UInt32(x * 255 / n), g = UInt32(y * 255 / n), b = UInt32((x ^ y) & 255) ^ seed
                pixels[y * n + x] = a << 24 | r << 16 | g << 8 | (b & 255)
            }
        }
        return Image(pixelWidth: n, pixelHeight: n, pixels: pixels)
    }

    /// Draws `image` into `rect` on a fresh surface with `background`, inside `opacity` when given, directly
    /// or through the kept copy, `frames` times; returns the raw pixels and the surface.
    static func draw(_ image: Image, from source: Rect? = nil, in rect: Rect, tint: Color?, background: Color,
                     opacity: Double? = nil, kept: Bool, frames: Int = 1) throws -> ([UInt32], OffscreenSurface) {
        let s = try TestEnvironment.surface(width: 400, height: 400, background: background)
        let from = source ?? Rect(origin: .zero, size: image.size)
        for _ in 0..<frames {
            s.clear(background)
            let c = s.beginFrame(clear: nil)
            let body = {
                if kept { c.drawImageKeepingScaled(image, from: from, in: rect, tint: tint) } else { c.drawImage(image, from: from, in: rect, tint: tint) }
            }
            if let opacity { c.withOpacity(opacity, body) } else { body() }
            s.endFrame()
        }
        return (s.premultipliedPixels(), s)
    }

    @Test("the kept copy gives every pixel of the direct scaled draw: sizes, alpha, tints, backgrounds, groups",
          arguments: [(123.0, 123.0), (339.0, 339.0), (64.0, 40.0), (250.0, 97.0), (1.0, 1.0), (7.5, 200.0)])
    func identical(width: Double, height: Double) throws {
        let backgrounds = [Color.white, .clear, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)]
        let tints: [Color?] = [nil, Color(red: 0.8, green: 0.4, blue: 0.8, alpha: 0.7)]
        let rect = Rect(x: 7, y: 9.4, width: width, height: height)
        for alpha in [false, true] {
            let image = Self.photo(alpha: alpha)
            for background in backgrounds {
                for tint in tints {
                    for opacity in [nil, 0.6] as [Double?] {
                        let (direct, _) = try Self.draw(image, in: rect, tint: tint, background: background, opacity: opacity, kept: false)
                        let (kept, s) = try Self.draw(image, in: rect, tint: tint, background: background, opacity: opacity, kept: true, frames: 2)
                        #expect(s.canvas.scaledImages.prescales == 1, "the kept path was taken once")
                        #expect(direct == kept, "\(width)×\(height) alpha \(alpha) background \(background) tint \(String(describing: tint)) opacity \(String(describing: opacity))")
                    }
                }
            }
        }
    }

    @Test("a source part of the image kept scaled gives the direct draw's pixels")
    func sourcePart() throws {
        let image = Self.photo(alpha: true)
        let source = Rect(x: 5, y: 3, width: 100, height: 90)
        let rect = Rect(x: 20, y: 30, width: 211, height: 150)
        let (direct, _) = try Self.draw(image, from: source, in: rect, tint: nil, background: .white, kept: false)
        let (kept, s) = try Self.draw(image, from: source, in: rect, tint: nil, background: .white, kept: true)
        #expect(s.canvas.scaledImages.prescales == 1)
        #expect(direct == kept)
    }

    @Test("an image crossing the output's edge or the clip is drawn directly, not kept")
    func clippedDrawsDirectly() throws {
        let s = try TestEnvironment.surface(width: 100, height: 100)
        let image = Self.photo(alpha: false)
        let c = s.beginFrame(clear: .white)
        c.drawImageKeepingScaled(image, from: Rect(origin: .zero, size: image.size), in: Rect(x: 50, y: -20, width: 60, height: 60), tint: nil)
        c.withClip(Rect(x: 0, y: 0, width: 30, height: 30)) {
            c.drawImageKeepingScaled(image, from: Rect(origin: .zero, size: image.size), in: Rect(x: 10, y: 10, width: 40, height: 40), tint: nil)
        }
        // At its own pixel size an image is copied 1:1 anyway: nothing to keep.
        c.drawImageKeepingScaled(image, from: Rect(origin: .zero, size: image.size), in: Rect(x: -14, y: -14, width: 128, height: 128), tint: nil)
        s.endFrame()
        #expect(s.canvas.scaledImages.prescales == 0)
        #expect(s.canvas.scaledImages.count == 0)
    }

    @Test("a steady scroll stretches each image once per size; later frames only copy")
    func steadyScroll() throws {
        let s = try TestEnvironment.surface(width: 375, height: 667)
        let images = (0..<4).map { Self.photo(alpha: false, seed: UInt32($0 * 40)) }
        var afterFirst = 0
        for frame in 0..<30 {
            let c = s.beginFrame(clear: .white)
            for item in 0..<12 {
                let rect = Rect(x: Double(item % 3) * 125 + 1, y: Double(item / 3) * 125 + 1 + Double(frame) * 7, width: 123, height: 123)
                c.drawImageKeepingScaled(images[item % 4], from: Rect(origin: .zero, size: images[0].size), in: rect, tint: nil)
            }
            s.endFrame()
            if frame == 0 { afterFirst = s.canvas.scaledImages.prescales }
        }
        #expect(afterFirst == 4)
        #expect(s.canvas.scaledImages.prescales == 4)
        #expect(s.canvas.scaledImages.bytes == 4 * 123 * 123 * 4)
        #expect(s.canvas.imageCache.uploads == 4)
    }

    @Test("the cache stays within its byte budget, evicting the least recently drawn, and is off when disabled")
    func budgetAndDisabled() throws {
        let s = try TestEnvironment.surface(width: 8, height: 8)
        let cache = ScaledImageCache(renderer: s.canvas.renderer, isEnabled: true, byteBudget: 3 * 50 * 50 * 4)
        let images = (0..<5).map { Self.photo(alpha: false, seed: UInt32($0)) }
        for image in images {
            let source = try #require(s.canvas.imageCache.texture(for: image, template: false))
            let key = ScaledImageCache.Key(image: ObjectIdentifier(image), template: false, source: PixelRect(x0: 0, y0: 0, x1: 128, y1: 128),
                                           width: 50, height: 50)
            #expect(cache.texture(for: key, image: image, source: source, sourceRect: .init(x: 0, y: 0, w: 128, h: 128)) != nil)
        }
        #expect(cache.count == 3)
        #expect(cache.evictions == 2)
        #expect(cache.bytes <= cache.byteBudget)
        #expect(cache.prescales == 5)

        s.canvas.scaledImages.isEnabled = false
        let (_, t) = try Self.draw(images[0], in: Rect(x: 1, y: 1, width: 50, height: 50), tint: nil, background: .white, kept: true)
        #expect(t.canvas.scaledImages.prescales == 1, "a fresh surface has it on")
        let c = s.beginFrame(clear: .white)
        c.drawImageKeepingScaled(images[0], from: Rect(origin: .zero, size: images[0].size), in: Rect(x: 1, y: 1, width: 5, height: 5), tint: nil)
        s.endFrame()
        #expect(s.canvas.scaledImages.prescales == 0)
    }
}
