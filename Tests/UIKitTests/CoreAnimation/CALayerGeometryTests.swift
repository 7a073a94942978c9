import Testing
import TestSupport
import UIKit

/// Core Animation's geometry rules the ported CALayer tests check: a presentation copy keeps the bounds
/// origin, a standalone layer resizes about its anchor point, and a standalone layer takes a transform.
@MainActor
struct CALayerGeometryTests {
    @Test("presentation() keeps bounds.origin while the bounds animate")
    func presentationKeepsBoundsOrigin() {
        let (window, clock) = TestSupport.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        view.bounds = CGRect(x: 10, y: 20, width: 100, height: 100)
        UIView.animate(withDuration: 1) {
            view.bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
        }
        window.step(clock, frames: 30)
        let shown = view.layer.presentation()
        #expect(Double(shown?.bounds.origin.x ?? -1) == 10)
        #expect(Double(shown?.bounds.origin.y ?? -1) == 20)
        let width = Double(shown?.bounds.width ?? 0)
        #expect(width > 100 && width < 200)
        #expect(Double(view.layer.bounds.width) == 200)
    }

    @Test("a standalone layer keeps its position when its bounds size changes")
    func boundsSizeKeepsPosition() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        #expect(layer.position == CGPoint(x: 60, y: 60))
        layer.bounds.size = CGSize(width: 50, height: 20)
        #expect(layer.position == CGPoint(x: 60, y: 60))
        #expect(layer.frame == CGRect(x: 35, y: 50, width: 50, height: 20))
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.position == CGPoint(x: 60, y: 60))
        layer.bounds = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(layer.frame == CGRect(x: 60, y: 60, width: 10, height: 10))
        #expect(layer.bounds.origin == CGPoint(x: 5, y: 5))
    }

    @Test("a standalone layer takes a transform, and its frame is the transformed box about the anchor")
    func standaloneTransform() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(CATransform3DIsIdentity(layer.transform))
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
        #expect(layer.position == CGPoint(x: 50, y: 25))
        #expect(layer.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
        layer.setAffineTransform(.identity)
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.transform = CATransform3DMakeTranslation(10, 5, 0)
        #expect(layer.frame == CGRect(x: 10, y: 5, width: 100, height: 50))
    }

    @Test("a view's layer transform is the view's transform")
    func viewLayerTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let t = view.transform
        #expect(abs(Double(t.b) - 1) < 1e-9 && abs(Double(t.c) + 1) < 1e-9)
        view.transform = CGAffineTransform(scaleX: 3, y: 3)
        #expect(view.layer.transform.m11 == 3 && view.layer.transform.m22 == 3 && view.layer.transform.m33 == 1)
    }
}
