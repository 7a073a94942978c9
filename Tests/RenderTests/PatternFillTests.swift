import Testing
@testable import Render

/// `Canvas.fillPattern`, what a pattern colour (UIColor(patternImage:)) fills with: tiles at the image's size
/// from the phase, clipped to the rectangle, on the recording canvas and in real pixels.
@MainActor
@Suite("Pattern fill")
struct PatternFillTests {
    /// A 4 × 2 pixel tile: the left half opaque red, the right half opaque blue.
    static let tile = Image(pixelWidth: 4, pixelHeight: 2,
                            pixels: [0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF,
                                     0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF, 0xFF00_00FF])

    @Test("the tiles meeting the rectangle are drawn at the image's size from the phase, under a clip to it")
    func recordsTiles() {
        let canvas = RecordingCanvas()
        canvas.fillPattern(Rect(x: 5, y: 1, width: 6, height: 2), image: Self.tile, phase: Point(x: 1, y: 1))
        let size = Size(width: 4, height: 2)
        #expect(canvas.commands == [
            .pushClip(Rect(x: 5, y: 1, width: 6, height: 2)),
            .image(Self.tile, from: Rect(origin: .zero, size: size), in: Rect(x: 5, y: 1, width: 4, height: 2), tint: nil),
            .image(Self.tile, from: Rect(origin: .zero, size: size), in: Rect(x: 9, y: 1, width: 4, height: 2), tint: nil),
            .popClip,
        ])
    }

    @Test("in pixels the tiles repeat across the rectangle and nothing is drawn outside it")
    func pixels() throws {
        let s = try TestEnvironment.surface(width: 12, height: 6)
        s.beginFrame(clear: .white).fillPattern(Rect(x: 0, y: 0, width: 10, height: 4), image: Self.tile, phase: .zero)
        s.endFrame()
        let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255)
        #expect([0, 1, 4, 5, 8, 9].allSatisfy { s.pixel(x: $0, y: 3) == red })
        #expect([2, 3, 6, 7].allSatisfy { s.pixel(x: $0, y: 0) == blue })
        #expect(s.pixel(x: 10, y: 0) == .white && s.pixel(x: 0, y: 4) == .white)
    }

    @Test("a pattern colour reads as its image's average, opaque only when every pixel is")
    func patternColour() {
        let colour = Color(patternImage: Self.tile)
        #expect(colour.isPattern && colour.patternImage === Self.tile)
        #expect(colour.red == 0.5 && colour.green == 0 && colour.blue == 0.5 && colour.alpha == 1)
        #expect(colour == Color(patternImage: Self.tile) && colour != Color(red: 0.5, green: 0, blue: 0.5))
        let holed = Color(patternImage: Image(pixelWidth: 2, pixelHeight: 1, pixels: [0xFFFF_0000, 0x0000_0000]))
        #expect(holed.alpha == 0.5 && holed.red == 1)
    }
}
