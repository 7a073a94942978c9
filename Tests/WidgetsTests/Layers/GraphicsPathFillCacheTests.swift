import Render
import Testing
import TestSupport
@testable import Widgets

/// Filling a non-convex path cuts it into slabs once per value of its elements: a shape layer drawing the
/// same path every frame reuses the cut, a mutable path cuts again after it changes, and the drawing is the
/// same either way.
@MainActor
@Suite("Path fill cache")
struct GraphicsPathFillCacheTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let white = Color(red: 1, green: 1, blue: 1)

    /// A five-pointed star, concave, so it is filled through slabs.
    static func star(into path: MutableGraphicsPath) {
        let points = (0..<10).map { i -> Point in
            let r = i % 2 == 0 ? 50.0 : 20.0, a = Double(i) * Double.pi / 5 - Double.pi / 2
            return Point(x: 60 + r * cos(a), y: 60 + r * sin(a))
        }
        path.addLines(between: points)
        path.closeSubpath()
    }

    private func draw(_ path: GraphicsPath, evenOdd: Bool = false) -> [DrawCommand] {
        let canvas = RecordingCanvas()
        path.fill(in: canvas, color: Self.red, evenOdd: evenOdd)
        return canvas.commands
    }

    @Test("two draws of one path cut it once; the second draws the same polygons")
    func reusedAcrossDraws() {
        let mutable = MutableGraphicsPath()
        Self.star(into: mutable)
        let path = mutable.copy()
        let first = draw(path), second = draw(path)
        #expect(path.slabDecompositions == 1)
        #expect(first.count > 1)
        #expect(first == second)
        // Each fill rule has its own cut, also kept.
        _ = draw(path, evenOdd: true)
        _ = draw(path, evenOdd: true)
        #expect(path.slabDecompositions == 2)
    }

    @Test("a mutable path cuts again after a change, and draws what a fresh path of the same elements draws")
    func invalidatedByMutation() {
        let path = MutableGraphicsPath()
        Self.star(into: path)
        _ = draw(path)
        _ = draw(path)
        #expect(path.slabDecompositions == 1)
        path.addRect(Rect(x: 100, y: 100, width: 10, height: 10))
        let changed = draw(path)
        #expect(path.slabDecompositions == 2)
        let fresh = GraphicsPath(elements: path.elements)
        #expect(changed == draw(fresh))
        // The square is in the new drawing: some polygon reaches x = 110.
        var reach = 0.0
        for command in changed {
            if case let .polygon(points, _) = command { reach = max(reach, points.map(\.x).max() ?? 0) }
        }
        #expect(reach >= 110)
    }

    @Test("a convex path is one polygon and is never cut")
    func convexNeverCut() {
        let path = GraphicsPath(rect: Rect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(draw(path).count == 1)
        #expect(path.slabDecompositions == 0)
    }

    @Test("a shape layer drawn twice cuts its path once")
    func shapeLayerDrawsFromTheCache() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        let host = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        host.backgroundColor = .white
        window.rootView.addSubview(host)
        let mutable = MutableGraphicsPath()
        Self.star(into: mutable)
        let layer = ShapeLayer()
        layer.path = mutable
        layer.fillColor = Self.red
        host.layer.addSublayer(layer)
        window.step(clock)
        let first = try Golden.draw(window)
        let second = try Golden.draw(window)
        #expect(layer.path?.slabDecompositions == 1)
        #expect(first.pixel(x: 60, y: 60) == Self.red)       // the middle
        #expect(first.pixel(x: 60, y: 15) == Self.red)       // the top point
        #expect(first.pixel(x: 30, y: 30) == Self.white)     // between two points
        for (x, y) in [(60, 60), (60, 15), (30, 30), (95, 45)] { #expect(first.pixel(x: x, y: y) == second.pixel(x: x, y: y)) }
    }
}
