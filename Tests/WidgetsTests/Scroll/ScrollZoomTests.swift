import Render
import Testing
import TestSupport
import Widgets

/// UIScrollView zooming: viewForZooming(in:), the zoom limits and the bounce back into them.
@MainActor
@Suite("Scroll view zooming")
struct ScrollZoomTests {
    final class ZoomDelegate: ScrollViewDelegate {
        let view: View
        var log: [String] = []
        init(view: View) { self.view = view }
        func viewForZooming(in scrollView: ScrollView) -> View? { view }
        func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { log.append("willBegin") }
        func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {
            log.append("didEnd \(scale)")
        }
    }

    private func makeZoom() -> (Window, ManualClock, ScrollView, View, ZoomDelegate) {
        let (window, clock) = TestSupport.makeWindow()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let content = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(content)
        scroll.contentSize = Size(width: 200, height: 200)
        let delegate = ZoomDelegate(view: content)
        scroll.delegate = delegate
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 3
        window.rootView.addSubview(scroll)
        window.step(clock)
        return (window, clock, scroll, content, delegate)
    }

    private func pinch(_ window: Window, _ clock: ManualClock, about c: Point, to scale: Double, frames: Int = 10) {
        let (a, b) = TwoFingerEmulation.pinch(about: c, scale: scale, fraction: 0)
        window.sendPointer(.began, at: a, second: b, time: clock.now)
        window.step(clock)
        var last = (a, b)
        for i in 1...frames {
            last = TwoFingerEmulation.pinch(about: c, scale: scale, fraction: Double(i) / Double(frames))
            window.sendPointer(.moved, at: last.0, second: last.1, time: clock.now)
            window.step(clock)
        }
        window.sendPointer(.ended, at: last.0, second: last.1, time: clock.now)
    }

    /// UIScrollView: zooming scales `viewForZooming(in:)` with a transform; "the content size … is
    /// updated" to the zoomed view's frame size, and the point under the pinch stays under it.
    @Test("a pinch scales the zooming view, sets contentSize and keeps the pinched point in place")
    func pinchZooms() {
        let (window, clock, scroll, content, delegate) = makeZoom()
        defer { withExtendedLifetime(delegate) {} }
        pinch(window, clock, about: Point(x: 100, y: 100), to: 2)
        #expect(abs(scroll.zoomScale - 2) < 1e-9)
        #expect(content.transform == .scale(scroll.zoomScale))
        #expect(abs(scroll.contentSize.width - 400) < 1e-6)
        #expect(abs(content.frame.minX) < 1e-6 && abs(content.frame.width - 400) < 1e-6)
        // The content point (100, 100) under the fingers' centre stays there: offset = 100 × 2 − 100.
        #expect(abs(scroll.contentOffset.x - 100) < 1e-6 && abs(scroll.contentOffset.y - 100) < 1e-6)
        #expect(delegate.log.first == "willBegin")
        #expect(delegate.log.last == "didEnd 2.0")
    }

    /// UIScrollView.bouncesZoom: "the scroll view animates the content scaling when the scaling exceeds
    /// the maximum or minimum limits" — a pinch past the maximum shows a damped overshoot and springs back.
    @Test("a pinch past the maximum overshoots, damped, and springs back to the limit")
    func bounceAtMaximum() {
        let (window, clock, scroll, content, delegate) = makeZoom()
        defer { withExtendedLifetime(delegate) {} }
        pinch(window, clock, about: Point(x: 100, y: 100), to: 6)
        let overshoot = content.presentationTransform.scaleX
        #expect(overshoot > 3 && overshoot < 6)
        window.step(clock, frames: 30)
        #expect(scroll.zoomScale == 3)
        #expect(content.presentationTransform.scaleX == 3)
        #expect(scroll.contentOffset.x >= 0 && scroll.contentOffset.x <= 400)
    }

    /// UIScrollView: with `bouncesZoom` false the scale stops at the limits.
    @Test("without bouncesZoom the scale stops at the limit")
    func noBounce() {
        let (window, clock, scroll, content, delegate) = makeZoom()
        defer { withExtendedLifetime(delegate) {} }
        scroll.bouncesZoom = false
        pinch(window, clock, about: Point(x: 100, y: 100), to: 0.25)
        #expect(content.presentationTransform.scaleX == 1)
        #expect(scroll.zoomScale == 1)
    }

    /// UIScrollView: zooming needs a view from the delegate and "maximumZoomScale … must be greater than
    /// the minimum zoom scale for zooming to be enabled" (defaults 1 and 1).
    @Test("without room between the limits a pinch does not zoom")
    func noRoomNoZoom() {
        let (window, clock, scroll, content, delegate) = makeZoom()
        defer { withExtendedLifetime(delegate) {} }
        scroll.maximumZoomScale = 1
        pinch(window, clock, about: Point(x: 100, y: 100), to: 2)
        #expect(scroll.zoomScale == 1)
        #expect(content.transform == .identity)
    }

    /// UIScrollView.setZoomScale(_:animated:): clamped to the limits.
    @Test("setZoomScale clamps to the limits")
    func setZoomScale() {
        let (_, _, scroll, content, delegate) = makeZoom()
        defer { withExtendedLifetime(delegate) {} }
        scroll.setZoomScale(5, animated: false)
        #expect(scroll.zoomScale == 3)
        #expect(content.frame.size == Size(width: 600, height: 600))
    }
}
