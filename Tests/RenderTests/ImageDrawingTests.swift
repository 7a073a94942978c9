import Testing
@testable import Render

/// Image decoding (SDL2_image), the image texture cache, and `drawImage`'s pixels.
private extension Color {
    static let red = Color(r: 255, g: 0, b: 0)
    static let green = Color(r: 0, g: 255, b: 0)
    static let blue = Color(r: 0, g: 0, b: 255)
}

@MainActor
@Suite("Image drawing")
struct ImageDrawingTests {
    /// A 4×2 pixel image: left half opaque red, right half half-transparent blue.
    static func pattern(scale: Double = 1) -> Image {
        let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0x8000_00FF
        return Image(pixelWidth: 4, pixelHeight: 2, scale: scale, pixels: [red, red, blue, blue, red, red, blue, blue])
    }

    @Test("a PNG decodes through SDL2_image to its pixels, and its size in points divides by the scale")
    func decodesPNG() throws {
        let s = try TestEnvironment.surface(width: 6, height: 4)
        s.beginFrame(clear: .white).fill(Rect(x: 0, y: 0, width: 3, height: 4), color: Color(r: 0, g: 128, b: 255))
        s.endFrame()
        let image = try Image(encoded: try s.pngData(), scale: 2)
        #expect(image.pixelWidth == 6 && image.pixelHeight == 4)
        #expect(image.size == Size(width: 3, height: 2))
        #expect(image.color(x: 0, y: 0) == Color(r: 0, g: 128, b: 255))
        #expect(image.color(x: 5, y: 3) == .white)
    }

    @Test("bytes that are no image throw one line instead of crashing")
    func badData() {
        #expect(throws: ImageDecodeError.self) { try Image(encoded: Array("not an image".utf8)) }
        #expect(throws: ImageDecodeError.self) { try Image(encoded: []) }
        #expect(throws: ImageDecodeError.self) { try Image(contentsOfFile: "/nonexistent/x.png") }
    }

    @Test("an SVG rasterises at exactly the asked pixel size")
    func svg() throws {
        let svg = Array(##"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><rect x="0" y="0" width="5" height="10" fill="#000"/></svg>"##.utf8)
        let image = try Image(svg: svg, pixelWidth: 40, pixelHeight: 40, scale: 2)
        #expect(image.pixelWidth == 40 && image.size == Size(width: 20, height: 20))
        #expect(image.color(x: 5, y: 20).alpha == 1)
        #expect(image.color(x: 35, y: 20).alpha == 0)
    }

    @Test("a 2x image drawn at its point size at scale 2 copies its pixels one to one")
    func drawsPixels() throws {
        let s = try TestEnvironment.surface(width: 10, height: 10, scale: 2)
        s.beginFrame(clear: .white).drawImage(Self.pattern(scale: 2), in: Rect(x: 1, y: 1, width: 2, height: 1))
        s.endFrame()
        #expect(s.pixel(x: 2, y: 2) == .red)
        #expect(s.pixel(x: 3, y: 3) == .red)
        // Half-transparent blue over white.
        #expect(s.pixel(x: 4, y: 2).isClose(to: Color(r: 127, g: 127, b: 255), tolerance: 3))
        #expect(s.pixel(x: 6, y: 2) == .white)
        #expect(s.pixel(x: 2, y: 4) == .white)
    }

    @Test("a template is its alpha filled with the tint colour")
    func template() throws {
        let s = try TestEnvironment.surface(width: 4, height: 2)
        s.beginFrame(clear: .white).drawImage(Self.pattern(), in: Rect(x: 0, y: 0, width: 4, height: 2), tint: .green)
        s.endFrame()
        #expect(s.pixel(x: 0, y: 0) == .green)
        #expect(s.pixel(x: 3, y: 1).isClose(to: Color(r: 127, g: 255, b: 127), tolerance: 3))
    }

    @Test("a source rect draws part of the image, scaled into the destination")
    func sourceRect() throws {
        let s = try TestEnvironment.surface(width: 8, height: 8)
        s.beginFrame(clear: .white).drawImage(Self.pattern(), from: Rect(x: 0, y: 0, width: 2, height: 2),
                                              in: Rect(x: 0, y: 0, width: 8, height: 8), tint: nil)
        s.endFrame()
        for (x, y) in [(0, 0), (7, 7), (4, 3)] { #expect(s.pixel(x: x, y: y) == .red) }
    }

    @Test("an image is uploaded once: later frames, and its tinted and plain uses, only copy textures")
    func uploadsOnce() throws {
        let s = try TestEnvironment.surface(width: 8, height: 8)
        let image = Self.pattern()
        for frame in 0..<5 {
            let c = s.beginFrame(clear: .white)
            c.withTranslation(x: 0, y: Double(frame)) { c.drawImage(image, in: Rect(x: 0, y: 0, width: 4, height: 2)) }
            c.drawImage(image, in: Rect(x: 4, y: 4, width: 4, height: 2), tint: frame.isMultiple(of: 2) ? .red : .blue)
            s.endFrame()
        }
        #expect(s.canvas.imageCache.uploads == 2)
        #expect(s.canvas.imageCache.count == 2)
    }

    @Test("the image cache stays within its byte budget, forgetting the least recently drawn")
    func budget() throws {
        let s = try TestEnvironment.surface(width: 8, height: 8)
        let cache = ImageCache(renderer: s.canvas.renderer, byteBudget: 3 * 4 * 8 * 8)
        let images = (0..<5).map { _ in Image(pixelWidth: 8, pixelHeight: 8, pixels: Array(repeating: 0xFF00_0000, count: 64)) }
        for image in images { _ = cache.texture(for: image, template: false) }
        #expect(cache.count == 3)
        #expect(cache.bytes <= cache.byteBudget)
        #expect(cache.evictions == 2)
        _ = cache.texture(for: images[4], template: false)
        #expect(cache.uploads == 5)
        _ = cache.texture(for: images[0], template: false)
        #expect(cache.uploads == 6)
        cache.removeAll()
    }
}
