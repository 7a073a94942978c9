import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    func makeTree() -> (Window, View, View, View) {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 400, height: 400))
        let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        let sibling = View(frame: Rect(x: 40, y: 40, width: 50, height: 50))
        parent.identifier = "parent"
        child.identifier = "child"
        sibling.identifier = "sibling"
        window.rootView.addSubview(parent)
        parent.addSubview(child)
        parent.addSubview(sibling)
        return (window, parent, child, sibling)
    }

    @Test("the topmost subview under the point wins; outside every child the parent does")
    func topmostWins() {
        let (window, parent, child, sibling) = makeTree()
        #expect(window.hitTest(Point(x: 115, y: 115)) === child)
        #expect(window.hitTest(Point(x: 145, y: 145)) === sibling)  // overlap: sibling is later
        #expect(window.hitTest(Point(x: 250, y: 250)) === parent)
        #expect(window.hitTest(Point(x: 350, y: 350)) === window.rootView)
    }

    @Test("a translated and scaled view is hit where it is drawn")
    func transformsMoveTheTarget() {
        let (window, parent, child, _) = makeTree()
        parent.transform = Transform(translationX: 50, translationY: 0)
        #expect(window.hitTest(Point(x: 165, y: 115)) === child)
        #expect(window.hitTest(Point(x: 115, y: 115)) !== child)
        parent.transform = .scale(0.5)
        // Scaled about its centre (200, 200): child's (10,10) corner lands at 200 + (10 − 100)·0.5 = 155.
        #expect(window.hitTest(Point(x: 157, y: 157)) === child)
        #expect(window.hitTest(Point(x: 153, y: 153)) === parent)
        #expect(window.hitTest(Point(x: 110, y: 110)) === window.rootView)
    }

    @Test("hidden views, alpha below 0.01 and disabled interaction take no touches, nor their subtrees")
    func invisibleViewsAreSkipped() {
        let (window, parent, child, sibling) = makeTree()
        sibling.isHidden = true
        #expect(window.hitTest(Point(x: 145, y: 145)) === child)
        child.alpha = 0
        #expect(window.hitTest(Point(x: 115, y: 115)) === parent)
        child.alpha = 0.005
        #expect(window.hitTest(Point(x: 115, y: 115)) === parent)
        child.alpha = 1
        parent.isUserInteractionEnabled = false
        #expect(window.hitTest(Point(x: 115, y: 115)) === window.rootView)
    }

    @Test("a subview overflowing its parent is not hit outside the parent")
    func overflowIsNotHit() {
        let (window, parent, _, _) = makeTree()
        let overflow = View(frame: Rect(x: 180, y: 180, width: 60, height: 60))
        parent.addSubview(overflow)
        #expect(window.hitTest(Point(x: 290, y: 290)) === overflow)
        #expect(window.hitTest(Point(x: 320, y: 320)) === window.rootView)
    }
}
