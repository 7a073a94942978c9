import Testing
@testable import Render

/// A high-DPI window's drawable has more pixels than its size in window coordinates; the screen
/// is drawn at zoom × that ratio, and the pointer (in window coordinates) is mapped back through both.
@MainActor
@Suite("High-DPI windows")
struct HighDPITests {
    @Test("the display scale is the drawable's width over the window's")
    func displayScale() {
        #expect(NativeWindow.displayScale(window: (375, 667), drawable: (750, 1334)) == 2)
        #expect(NativeWindow.displayScale(window: (375, 667), drawable: (375, 667)) == 1)
        #expect(NativeWindow.displayScale(window: (0, 0), drawable: (750, 1334)) == 1)
        #expect(NativeWindow.displayScale(window: (375, 667), drawable: (0, 0)) == 1)
    }

    @Test("at 2× a window at its natural size draws the screen at zoom × 2 with no bars, and a click maps back")
    func letterboxAtTwoX() {
        let points = Size(width: 375, height: 667)
        let zoom = 0.75, scale = 2.0
        let drawable = Size(width: (375 * zoom * scale).rounded(), height: (667 * zoom * scale).rounded())
        let box = Letterbox(points: points, output: drawable, zoom: zoom * scale)
        #expect(box.scale == 1.5)
        #expect(box.origin == Point(x: 0, y: 0))
        // A click at window coordinates (150, 300) is drawable pixel (300, 600): point (200, 400).
        let p = box.point(fromPixels: Point(x: 150 * scale, y: 300 * scale))
        #expect(p == Point(x: 200, y: 400))
    }
}
