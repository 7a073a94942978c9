import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("First responder")
struct FirstResponderTests {
    @Test("a responder that cannot become first responder is refused, as is one in no window")
    func refusals() {
        let scene = ResponderScene()
        #expect(!scene.leaf.becomeFirstResponder())
        #expect(scene.window.firstResponder == nil)
        let loose = KeyLoggingView("loose", log: scene.log)
        loose.acceptsFirstResponder = true
        #expect(!loose.becomeFirstResponder())
        #expect(!loose.isFirstResponder)
    }

    @Test("becoming first responder asks the current one to resign; one that refuses keeps it")
    func handOver() {
        let scene = ResponderScene()
        scene.leaf.acceptsFirstResponder = true
        scene.box.acceptsFirstResponder = true
        #expect(scene.leaf.becomeFirstResponder())
        #expect(scene.leaf.isFirstResponder)
        #expect(scene.box.becomeFirstResponder())
        #expect(scene.log.entries == ["leaf resign"])
        #expect(scene.box.isFirstResponder && !scene.leaf.isFirstResponder)
        scene.box.refusesToResign = true
        #expect(!scene.leaf.becomeFirstResponder())
        #expect(scene.window.firstResponder === scene.box)
        #expect(!scene.box.resignFirstResponder())
        scene.box.refusesToResign = false
        #expect(scene.box.resignFirstResponder())
        #expect(scene.window.firstResponder == nil)
    }

    @Test("a first responder whose view leaves the window resigns, even one that refuses to")
    func leavingTheWindowResigns() {
        let scene = ResponderScene()
        scene.leaf.acceptsFirstResponder = true
        scene.leaf.refusesToResign = true
        scene.leaf.becomeFirstResponder()
        scene.box.removeFromSuperview()
        #expect(scene.window.firstResponder == nil)
        #expect(!scene.leaf.isFirstResponder)
    }

    @Test("a controller can be first responder until its view leaves the window")
    func controllerFirstResponder() {
        let scene = ResponderScene()
        scene.child.acceptsFirstResponder = true
        #expect(scene.child.becomeFirstResponder())
        #expect(scene.window.keyResponder === scene.child)
        scene.child.view.removeFromSuperview()
        #expect(scene.window.firstResponder == nil)
    }
}
