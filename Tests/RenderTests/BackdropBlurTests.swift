import Testing
@testable import Render

@MainActor
@Suite("Backdrop blur")
struct BackdropBlurTests {
    @Test("a box blur keeps a flat colour and spreads a step over about the radius")
    func boxBlur() {
        var flat = [UInt32](repeating: 0xFF80_4020, count: 9 * 3)
        BoxBlur(radius: 2).apply(to: &flat, width: 9, height: 3)
        #expect(flat.allSatisfy { $0 == 0xFF80_4020 })
        // A black-to-white step across a row: monotonic, ends untouched far away, mid-grey at the edge.
        var step = (0..<40).map { $0 < 20 ? UInt32(0xFF00_0000) : 0xFFFF_FFFF }
        BoxBlur(radius: 2).apply(to: &step, width: 40, height: 1)
        let red = step.map { Int(($0 >> 16) & 0xFF) }
        #expect(red.first == 0 && red.last == 255)
        #expect(zip(red, red.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(red[19] + red[20] - 255) <= 2)
        #expect(red[13] == 0 && red[26] == 255)
    }

    @Test("blurring the backdrop softens stripes under the rect and leaves the rest alone")
    func stripes() throws {
        let s = try TestEnvironment.surface(width: 100, height: 60)
        let c = s.beginFrame(clear: .white)
        for x in stride(from: 0, to: 100, by: 4) { c.fill(Rect(x: Double(x), y: 0, width: 2, height: 60), color: .black) }
        c.blurBackdrop(Rect(x: 0, y: 0, width: 100, height: 30), radius: 6)
        s.endFrame()
        // Under the rect: 2 px black, 2 px white stripes average to mid grey.
        for x in 20..<80 { #expect(abs(s.pixel(x: x, y: 15).red - 0.5) < 0.05, "x \(x): \(s.pixel(x: x, y: 15))") }
        // Below it the stripes are as drawn.
        #expect(s.pixel(x: 20, y: 45) == .black && s.pixel(x: 22, y: 45) == .white)
    }

    @Test("the recording canvas records a blur with the rect mapped and the radius scaled")
    func recorded() {
        let c = RecordingCanvas()
        c.withTransform(Transform(translationX: 10, translationY: 0, scaleX: 2, scaleY: 2)) {
            c.blurBackdrop(Rect(x: 0, y: 0, width: 5, height: 5), radius: 3)
        }
        #expect(c.commands == [.blur(Rect(x: 10, y: 0, width: 10, height: 10), radius: 6)])
    }
}
