import Render
import Testing
import TestSupport
@testable import Widgets

/// Reordering calls that change nothing cost nothing (a collection view brings its scroll indicator to
/// the front on every scroll), and the flag that spares drawing a walk of every layer's entries follows
/// the layers code adds and removes.
@MainActor
@Suite("Subview order")
struct SubviewOrderTests {
    func makeParent() -> (parent: View, a: View, b: View) {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 100, height: 100))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        let b = View(frame: Rect(x: 25, y: 25, width: 50, height: 50))
        parent.addSubview(a)
        parent.addSubview(b)
        window.rootView.addSubview(parent)
        return (parent, a, b)
    }

    @Test("bringing the front subview to the front, or the back one to the back, redraws nothing; moving another does")
    func noOpReorderingRedrawsNothing() {
        let (parent, a, b) = makeParent()
        let version = parent.contentsVersion
        parent.bringSubviewToFront(b)
        parent.sendSubviewToBack(a)
        #expect(parent.contentsVersion == version)
        #expect(parent.subviews.map(\.frame.minX) == [0, 25])
        parent.bringSubviewToFront(a)
        #expect(parent.contentsVersion != version)
        #expect(parent.subviews.first === b && parent.subviews.last === a)
        #expect(parent.layer.sublayers?.map(\.frame.minX) == [25, 0])
    }

    @Test("with a layer added by code above it, the front subview brought to the front goes over that layer")
    func frontSubviewUnderACodeLayerIsLifted() {
        let (parent, a, b) = makeParent()
        let code = Layer()
        code.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(!parent.layer.hasCodeLayers)
        parent.layer.addSublayer(code)
        #expect(parent.layer.hasCodeLayers && !parent.layer.hasCodeLayerBelowSubview)
        parent.bringSubviewToFront(b)
        #expect(parent.layer.sublayers?.map { $0 === code ? "code" : $0 === a.layer ? "a" : "b" } == ["a", "code", "b"])
        #expect(parent.layer.hasCodeLayerBelowSubview)
        code.removeFromSuperlayer()
        #expect(!parent.layer.hasCodeLayers && !parent.layer.hasCodeLayerBelowSubview)
    }
}
