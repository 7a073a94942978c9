import Render
import Testing
import TestSupport
import Widgets

/// Logs UIView's hierarchy callbacks and its own layout passes.
@MainActor
final class LifecycleView: View {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog, frame: Rect = Rect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func willMove(toSuperview newSuperview: View?) { log.add("\(name) willMoveToSuperview \(newSuperview == nil ? "nil" : "view")") }
    override func didMoveToSuperview() { log.add("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) { log.add("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
    override func didMoveToWindow() { log.add("\(name) didMoveToWindow") }
    override func didAddSubview(_ subview: View) { log.add("\(name) didAddSubview") }
    override func willRemoveSubview(_ subview: View) { log.add("\(name) willRemoveSubview") }
    override func layoutSubviews() {
        log.add("\(name) layoutSubviews")
        super.layoutSubviews()
    }
}

/// UIView's documented hierarchy callbacks, in the order UIKit sends them, and its layout propagation.
@MainActor
@Suite("View hierarchy callbacks and layout propagation (UIKit's rules)")
struct ViewLifecycleTests {
    @Test("addSubview: willMove(toSuperview:), willMove(toWindow:) down the subtree, didMoveToWindow, didMoveToSuperview, didAddSubview")
    func adding() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let parent = LifecycleView("parent", log: log)
        window.rootView.addSubview(parent)
        let child = LifecycleView("child", log: log), grandchild = LifecycleView("grandchild", log: log)
        child.addSubview(grandchild)
        log.clear()
        parent.addSubview(child)
        #expect(log.entries == ["child willMoveToSuperview view", "child willMoveToWindow window",
                                "grandchild willMoveToWindow window", "grandchild didMoveToWindow",
                                "child didMoveToWindow", "child didMoveToSuperview", "parent didAddSubview"])
    }

    @Test("removeFromSuperview: willRemoveSubview, willMove(toSuperview: nil), the window callbacks, didMoveToSuperview")
    func removing() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let parent = LifecycleView("parent", log: log), child = LifecycleView("child", log: log)
        window.rootView.addSubview(parent)
        parent.addSubview(child)
        log.clear()
        child.removeFromSuperview()
        #expect(log.entries == ["child willMoveToSuperview nil", "parent willRemoveSubview",
                                "child willMoveToWindow nil", "child didMoveToWindow", "child didMoveToSuperview"])
    }

    @Test("moving a view to another superview tells it once, with the new superview; the window does not change")
    func moving() {
        let (window, _) = TestSupport.makeWindow()
        let log = EventLog()
        let a = LifecycleView("a", log: log), b = LifecycleView("b", log: log), child = LifecycleView("child", log: log)
        window.rootView.addSubview(a)
        window.rootView.addSubview(b)
        a.addSubview(child)
        log.clear()
        b.addSubview(child)
        #expect(log.entries == ["child willMoveToSuperview view", "a willRemoveSubview", "child didMoveToSuperview",
                                "b didAddSubview"])
    }

    @Test("a subview's size change lays its superview out again; a size the superview's own layout sets does not loop")
    func superviewRelayout() {
        let (window, clock) = TestSupport.makeWindow()
        let log = EventLog()
        let parent = LifecycleView("parent", log: log, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = LifecycleView("child", log: log)
        parent.addSubview(child)
        parent.setLayoutHandler { v in child.frame = Rect(x: 0, y: 0, width: v.bounds.width / 2, height: 50) }
        window.rootView.addSubview(parent)
        window.step(clock)
        log.clear()
        window.step(clock, frames: 3)
        #expect(log.entries.isEmpty, "the size set by the parent's own layout did not ask for another pass")
        child.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        window.step(clock)
        #expect(log.entries.contains("parent layoutSubviews"))
        #expect(child.frame.size == Size(width: 150, height: 50), "the parent's layout put its size back")
    }
}
