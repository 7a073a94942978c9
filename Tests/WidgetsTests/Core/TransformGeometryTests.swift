import Render
import Testing
import TestSupport
@testable import Widgets

/// Frame, convert and hit testing on transformed views, as iOS computes them.
@MainActor
@Suite("Geometry with transforms")
struct TransformGeometryTests {
    /// Observed on iOS (and UIView's documentation of `frame`: "the frame rectangle … is derived from the
    /// bounds, center and transform"): with a scale of 2, a 100 × 50 view centred at (100, 100) has the
    /// frame (0, 50, 200, 100), the bounding box of the scaled bounds.
    @Test("the frame getter returns the transformed bounding box")
    func frameGetter() {
        let view = View(frame: Rect(x: 50, y: 75, width: 100, height: 50))
        view.transform = .scale(2)
        #expect(view.frame == Rect(x: 0, y: 50, width: 200, height: 100))
        #expect(view.bounds.size == Size(width: 100, height: 50))
        view.transform = Transform(translationX: 10, translationY: -5, scaleX: 0.5, scaleY: 0.5)
        #expect(view.frame == Rect(x: 85, y: 82.5, width: 50, height: 25))
    }

    /// Observed on iOS: setting `frame` on a view scaled by s sets `bounds.size` to frame.size / s and
    /// `center` to the frame's centre, so the frame reads back as set (UIKit calls the frame "undefined"
    /// with a non-identity transform, but this is what it does for scales).
    @Test("the frame setter on a scaled view sets bounds to frame size over scale and the centre")
    func frameSetter() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.transform = .scale(2)
        view.frame = Rect(x: 20, y: 40, width: 200, height: 100)
        #expect(view.bounds.size == Size(width: 100, height: 50))
        #expect(view.center == Point(x: 120, y: 90))
        #expect(view.frame == Rect(x: 20, y: 40, width: 200, height: 100))
        // A translation shifts the frame, not the centre's stored value.
        view.transform = Transform(translationX: 30, translationY: 0, scaleX: 2, scaleY: 2)
        view.frame = Rect(x: 20, y: 40, width: 200, height: 100)
        #expect(view.center == Point(x: 90, y: 90))
        #expect(view.frame == Rect(x: 20, y: 40, width: 200, height: 100))
    }

    /// UIKit: `convert(_:to:)` and `hitTest(_:with:)` use the same transform as the frame, so a point
    /// inside the frame converts to a point inside the bounds and hits the view.
    @Test("convert and hitTest agree with the transformed frame")
    func convertAndHitTest() {
        let (window, _) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.rootView.addSubview(view)
        view.transform = .scale(2)
        #expect(view.frame == Rect(x: 50, y: 50, width: 200, height: 200))
        #expect(view.convert(Point(x: 0, y: 0), to: nil) == Point(x: 50, y: 50))
        #expect(view.convert(Point(x: 60, y: 60), from: nil) == Point(x: 5, y: 5))
        #expect(view.convert(view.bounds, to: window.rootView) == view.frame)
        #expect(window.rootView.hitTest(Point(x: 60, y: 60)) === view)
        #expect(window.rootView.hitTest(Point(x: 240, y: 240)) === view)
        #expect(window.rootView.hitTest(Point(x: 255, y: 255)) === window.rootView)
    }

    /// A container placing a page that slides with a translation (the navigation parallax) keeps the
    /// page's slot: bounds and centre are set as if untransformed, as UIKit containers set them.
    @Test("a container's untransformed placement keeps a sliding view's slot")
    func untransformedPlacement() {
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.transform = .translation(x: 300, y: 0)
        view.setFrameIgnoringTransform(Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(view.center == Point(x: 187.5, y: 333.5))
        #expect(view.frame == Rect(x: 300, y: 0, width: 375, height: 667))
    }
}
