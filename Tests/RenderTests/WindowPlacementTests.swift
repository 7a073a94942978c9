import Testing
import Render

@Suite("Window placement and letterboxing")
struct WindowPlacementTests {
    let usable = Rect(x: 0, y: 27, width: 1280, height: 997)

    @Test("a window inside the usable area stays where it is")
    func staysPut() {
        #expect(WindowPlacement.position(of: Rect(x: 100, y: 100, width: 400, height: 700), within: usable) == nil)
    }

    @Test("a window grown past the bottom (a rotation, a bigger device) is centred on the usable area")
    func recentres() {
        let grown = Rect(x: 452, y: 150, width: 768, height: 1072)
        #expect(WindowPlacement.position(of: Rect(x: 452, y: 150, width: 736, height: 440), within: usable) == nil)
        #expect(WindowPlacement.position(of: Rect(x: 900, y: 150, width: 736, height: 440), within: usable)
                == Point(x: 272, y: 305))
        // Too tall to fit: the top-left corner (the title bar) stays on the usable area.
        #expect(WindowPlacement.position(of: grown, within: usable) == Point(x: 256, y: 27))
    }

    @Test("at its natural size the window draws at the zoom with no bars")
    func natural() {
        let box = Letterbox(points: Size(width: 375, height: 667), output: Size(width: 281, height: 500), zoom: 0.75)
        #expect(box.scale == 0.75 && box.origin == Point(x: 0, y: 0))
    }

    @Test("a window resized by hand fits the screen with its aspect, centred, and maps the pointer back")
    func letterboxed() {
        // An iPhone 8 screen in a 1000×667 window: full height at 1×, bars of 312 px each side.
        let box = Letterbox(points: Size(width: 375, height: 667), output: Size(width: 1000, height: 667), zoom: 1)
        #expect(box.scale == 1 && box.origin == Point(x: 312, y: 0))
        #expect(box.point(fromPixels: Point(x: 312 + 100, y: 10)) == Point(x: 100, y: 10))
        // Half as tall as natural: half the scale, bars top and bottom none, sides centred.
        let small = Letterbox(points: Size(width: 375, height: 667), output: Size(width: 375, height: 333.5))
        #expect(abs(small.scale - 0.5) < 1e-9 && small.origin.x == 93)
        #expect(small.point(fromPixels: Point(x: 93 + 50, y: 50)) == Point(x: 100, y: 100))
    }

    @Test("a window resized from outside past the display is brought back to the largest fit, aspect kept")
    func capsRunawayResize() {
        let usable = Rect(x: 0, y: 0, width: 1600, height: 1200)
        let iPhone8 = Size(width: 375, height: 667)
        let capped = WindowPlacement.cappedSize(Size(width: 10000, height: 10000), aspect: iPhone8, within: usable)
        #expect(capped == Size(width: (375 * 1200.0 / 667).rounded(.down), height: 1200))
        #expect(WindowPlacement.cappedSize(Size(width: 900, height: 1100), aspect: iPhone8, within: usable) == nil,
                "a hand resize inside the display is left alone (it letterboxes)")
        let landscape = WindowPlacement.cappedSize(Size(width: 4000, height: 900), aspect: Size(width: 667, height: 375),
                                                   within: usable)
        #expect(landscape == Size(width: 1600, height: (375 * 1600.0 / 667).rounded(.down)))
    }
}
