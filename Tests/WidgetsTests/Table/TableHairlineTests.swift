import Render
import Testing
import TestSupport
import Widgets

/// Separators are one device pixel (1 / displayScale points, 0.5 pt on a 2× iPhone); drawn on a 1× canvas
/// (the window at 100 % zoom) they must still be one whole pixel, at rest and at any scroll offset.
@MainActor
@Suite("Hairlines on a 1× canvas")
struct TableHairlineTests {
    /// The rows (window pixel y) between 1 and 250 whose pixel at x = 200 is not the cells' white.
    func separatorRows(offset: Double, scale: Double = 1) throws -> [Int] {
        let size = Size(width: 375, height: 260)
        let (window, clock, table, source) = makeTable(rows: 20, size: size)
        window.textMeasurer = try Golden.fonts()
        table.contentOffset = Point(x: 0, y: offset)
        window.step(clock)
        let surface = try OffscreenSurface(size: size, scale: scale, fonts: try Golden.fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        withExtendedLifetime(source) {}
        let x = Int(200 * scale)
        return (Int(scale)..<Int(250 * scale)).filter { surface.pixel(x: x, y: $0).red < 0.95 }
    }

    @Test("at rest every 44 pt row ends in exactly one separator pixel", arguments: [0.0])
    func atRest(offset: Double) throws {
        #expect(try separatorRows(offset: offset) == [43, 87, 131, 175, 219])
    }

    @Test("at fractional scroll offsets each separator is still one pixel row",
          arguments: [0.25, 0.5, 0.75, 10.3, 21.5])
    func scrolled(offset: Double) throws {
        let rows = try separatorRows(offset: offset)
        let expected = (1...6).map { Int((Double($0) * 44 - offset).rounded()) - 1 }.filter { $0 >= 1 && $0 < 250 }
        #expect(rows == expected, "offset \(offset)")
    }

    @Test("the separator pixel has the separator colour over white")
    func colour() throws {
        let size = Size(width: 375, height: 100)
        let (window, clock, _, source) = makeTable(rows: 3, size: size)
        window.textMeasurer = try Golden.fonts()
        window.step(clock)
        let surface = try OffscreenSurface(size: size, scale: 1, fonts: try Golden.fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        withExtendedLifetime(source) {}
        // (60, 60, 67) at 0.29 over white: 255 − 0.29·195 ≈ 198, and 255 − 0.29·188 ≈ 200.
        let p = surface.pixel(x: 200, y: 43)
        #expect(abs(p.red * 255 - 198.4) < 1.5 && abs(p.blue * 255 - 200.5) < 1.5, "\(p)")
        // Left of the 16 pt inset the row stays white.
        #expect(surface.pixel(x: 8, y: 43).red > 0.99)
    }

    @Test("at 2× the 0.5 pt separator is one pixel, at 3× the rounded 1.5 pixels")
    func otherScales() throws {
        #expect(try separatorRows(offset: 0, scale: 2).prefix(2) == [87, 175])
        #expect(try separatorRows(offset: 0, scale: 3).prefix(2) == [130, 131])
    }
}

@MainActor
@Suite("Hairline views")
struct HairlineViewTests {
    @Test("a 0.5 pt divider at a fractional x is one pixel at 1×, where a background would round to none")
    func divider() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 100, height: 20))
        let line = HairlineView(color: .black)
        line.frame = Rect(x: 40.6, y: 0, width: 0.5, height: 20)
        window.rootView.addSubview(line)
        window.step(clock)
        let surface = try OffscreenSurface(size: window.size, scale: 1, fonts: try Golden.fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        let dark = (0..<100).filter { surface.pixel(x: $0, y: 10).red < 0.5 }
        #expect(dark == [40])
    }
}
