import Foundation
import Render
import Testing
import TestSupport
import Widgets

/// Views with a rotation in their transform: geometry through the full affine matrix, hit testing on the
/// turned rectangle itself, animation through the intermediate angles, and pixels where the matrix puts them.
@MainActor
@Suite("Rotated views")
struct RotatedViewTests {
    /// A 100×100 square centred at (200, 200) in a 400×400 window, turned 45°: a diamond whose tips are
    /// 70.7 pt from the centre.
    func makeDiamond() -> (Window, ManualClock, View) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 400, height: 400))
        window.rootView.backgroundColor = .white
        let square = View(frame: Rect(x: 150, y: 150, width: 100, height: 100))
        square.identifier = "square"
        square.backgroundColor = .black
        square.transform = Transform(rotationAngle: .pi / 4)
        window.rootView.addSubview(square)
        return (window, clock, square)
    }

    @Test("the frame of a rotated view is the bounding box of its turned bounds; bounds and centre keep their values")
    func frameIsBoundingBox() {
        let (_, _, square) = makeDiamond()
        let half = 50 * 2.0.squareRoot()
        #expect(abs(square.frame.minX - (200 - half)) < 1e-9 && abs(square.frame.width - 2 * half) < 1e-9)
        #expect(abs(square.frame.minY - (200 - half)) < 1e-9 && abs(square.frame.height - 2 * half) < 1e-9)
        #expect(square.bounds == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(square.center == Point(x: 200, y: 200))
        // Setting it moves the view so the box is centred there, keeping the size.
        square.frame = Rect(x: 0, y: 0, width: 50, height: 50)
        #expect(square.center == Point(x: 25, y: 25) && square.bounds.size == Size(width: 100, height: 100))
    }

    @Test("a point inside the bounding box but outside the turned square misses it; inside the diamond hits")
    func hitTesting() {
        let (window, _, square) = makeDiamond()
        #expect(window.hitTest(Point(x: 200, y: 200)) === square)
        #expect(window.hitTest(Point(x: 200, y: 135)) === square)   // near the top tip
        #expect(window.hitTest(Point(x: 265, y: 200)) === square)   // near the right tip
        // The box's corners (132, 132) and its unturned corner (155, 155)'s outside neighbour miss.
        #expect(window.hitTest(Point(x: 135, y: 135)) === window.rootView)
        #expect(window.hitTest(Point(x: 152, y: 152)) === window.rootView)
        #expect(window.hitTest(Point(x: 265, y: 265)) === window.rootView)
    }

    @Test("convert goes through the rotation: turned 45° clockwise, the square's top-left corner is the diamond's top tip")
    func convertThroughRotation() {
        let (window, _, square) = makeDiamond()
        let corner = square.convert(Point(x: 0, y: 0), to: nil)
        #expect(abs(corner.x - 200) < 1e-9 && abs(corner.y - (200 - 50 * 2.0.squareRoot())) < 1e-9)
        let back = square.convert(corner, from: window.rootView)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
        let box = square.convert(square.bounds, to: window.rootView)
        #expect(abs(box.width - 100 * 2.0.squareRoot()) < 1e-9)
    }

    @Test("UIView.animate turns a view through the intermediate angles: halfway to π/2 it is at π/4")
    func animatedRotation() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 400, height: 400))
        let chevron = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        window.rootView.addSubview(chevron)
        chevron.animate(withDuration: 1, curve: .linear) { chevron.transform = Transform(rotationAngle: .pi / 2) }
        window.step(clock, frames: 30)
        let angle = TransformDecomposition(chevron.presentationTransform).rotation
        #expect(abs(angle - .pi / 4) < 0.03, "angle \(angle)")
        #expect(abs(chevron.presentationTransform.determinant - 1) < 1e-9)
        window.step(clock, frames: 40)
        #expect(chevron.presentationTransform == Transform(rotationAngle: .pi / 2))
    }

    @Test("drawn headless, the diamond covers its turned square and not its bounding box's corners")
    func pixels() throws {
        let (window, clock, _) = makeDiamond()
        window.step(clock)
        let surface = try OffscreenSurface(size: window.size, scale: 1, fonts: try Golden.fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        for (x, y) in [(200, 200), (200, 132), (267, 200), (200, 267), (133, 200)] {
            #expect(surface.pixel(x: x, y: y).red < 0.25, "(\(x), \(y)) inside")
        }
        for (x, y) in [(135, 135), (264, 135), (135, 264), (264, 264), (200, 126), (274, 200)] {
            #expect(surface.pixel(x: x, y: y) == .white, "(\(x), \(y)) outside")
        }
    }

    @Test("a rotated view at alpha 0.5 composites once, as a whole, at half strength")
    func translucentRotated() throws {
        let (window, clock, square) = makeDiamond()
        square.alpha = 0.5
        let inner = View(frame: Rect(x: 25, y: 25, width: 50, height: 50))
        inner.backgroundColor = .black
        square.addSubview(inner)
        window.step(clock)
        let surface = try OffscreenSurface(size: window.size, scale: 2, fonts: try Golden.fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        // The overlap of square and inner is one even 50 % grey, not darker (group opacity).
        for (x, y) in [(400, 400), (400, 300), (400, 290)] {
            let p = surface.pixel(x: x, y: y)
            #expect(abs(p.red - 0.5) < 0.015 && abs(p.green - 0.5) < 0.015 && p.alpha > 0.99, "(\(x), \(y)) \(p)")
        }
        #expect(surface.pixel(x: 270, y: 270) == .white)
    }

    @Test("an opaque rotated view hides nothing in the occlusion map: what is under its box's corners is drawn")
    func notAnOccluder() throws {
        let (window, clock, square) = makeDiamond()
        let under = View(frame: Rect(x: 140, y: 140, width: 20, height: 20))
        under.backgroundColor = Color(r: 255, g: 0, b: 0)
        window.rootView.insertSubview(under, belowSubview: square)
        window.step(clock)
        let surface = try OffscreenSurface(size: window.size, scale: 1, fonts: try Golden.fonts())
        let canvas = surface.beginFrame(clear: .white)
        window.draw(in: canvas)
        surface.endFrame()
        #expect(surface.pixel(x: 142, y: 142) == Color(r: 255, g: 0, b: 0))
    }
}
