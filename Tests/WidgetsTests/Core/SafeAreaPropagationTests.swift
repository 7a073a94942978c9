import Render
import Testing
import TestSupport
@testable import Widgets

/// A view that counts its safe-area and margin callbacks.
@MainActor
final class InsetsLoggingView: View {
    let name: String
    let log: EventLog
    init(_ name: String, log: EventLog, frame: Rect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func safeAreaInsetsDidChange() {
        let s = safeAreaInsets
        log.add("\(name) safe \(s.top.formatted1) \(s.left.formatted1) \(s.bottom.formatted1) \(s.right.formatted1)")
    }
    override func layoutMarginsDidChange() { log.add("\(name) margins") }
}

@MainActor
@Suite("Safe area and margins propagate by themselves")
struct SafeAreaPropagationTests {
    @Test("a view's safe area is its frame's overlap with its superview's; it follows the frame, and only changes call back")
    func overlapFollowsFrames() {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 375, height: 812))
        let log = EventLog()
        let outer = InsetsLoggingView("outer", log: log, frame: Rect(x: 0, y: 10, width: 375, height: 700))
        let inner = InsetsLoggingView("inner", log: log, frame: Rect(x: 0, y: 0, width: 100, height: 100))
        outer.addSubview(inner)
        window.rootView.addSubview(outer)
        window.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        // outer: 44 − 10 at the top; its bottom edge (710) is above the bottom inset (812 − 34 = 778).
        #expect(outer.safeAreaInsets == EdgeInsets(top: 34))
        #expect(inner.safeAreaInsets == EdgeInsets(top: 34))
        #expect(log.entries == ["outer safe 34 0 0 0", "inner safe 34 0 0 0"])
        log.clear()
        inner.frame = Rect(x: 0, y: 20, width: 100, height: 100)
        #expect(inner.safeAreaInsets == EdgeInsets(top: 14))
        inner.frame = Rect(x: 10, y: 20, width: 100, height: 100)
        outer.frame = Rect(x: 0, y: 0, width: 375, height: 800)
        #expect(outer.safeAreaInsets == EdgeInsets(top: 44, bottom: 22))
        #expect(inner.safeAreaInsets == EdgeInsets(top: 24))
        #expect(log.entries == ["inner safe 14 0 0 0", "outer safe 44 0 22 0", "inner safe 24 0 0 0"])
        inner.removeFromSuperview()
        #expect(inner.safeAreaInsets == .zero, "a view with no superview has no safe area")
    }

    @Test("a navigation page's safe area top is the bar's bottom, derived, and additionalSafeAreaInsets adds to it")
    func navigationAndAdditional() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 812))
        window.safeAreaInsets = EdgeInsets(top: 44, bottom: 34)
        let page = ViewController()
        let nav = NavigationController(rootViewController: page)
        window.rootViewController = nav
        window.step(clock)
        #expect(page.view.safeAreaInsets == EdgeInsets(top: 88, bottom: 34))
        page.additionalSafeAreaInsets = EdgeInsets(bottom: 50)
        #expect(page.view.safeAreaInsets == EdgeInsets(top: 88, bottom: 84))
        window.transition(toSize: Size(width: 812, height: 375), safeAreaInsets: EdgeInsets(left: 44, bottom: 21, right: 44),
                          traits: window.traitCollection, kind: "rotation")
        window.step(clock, frames: 30)
        #expect(page.view.safeAreaInsets == EdgeInsets(top: 44, left: 44, bottom: 71, right: 44))
    }

    @Test("a scroll view passes only the horizontal safe area to its content, so scrolling re-lays out no row")
    func scrollViewContent() {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 812, height: 375))
        window.safeAreaInsets = EdgeInsets(top: 20, left: 44, right: 44)
        let log = EventLog()
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 812, height: 375))
        let row = InsetsLoggingView("row", log: log, frame: Rect(x: 0, y: 0, width: 812, height: 44))
        scroll.addSubview(row)
        scroll.contentSize = Size(width: 812, height: 2000)
        window.rootView.addSubview(scroll)
        window.step(clock)
        #expect(row.safeAreaInsets == EdgeInsets(left: 44, right: 44))
        log.clear()
        scroll.contentOffset = Point(x: 0, y: 300)
        #expect(log.entries.isEmpty)
    }

    @Test("margins: a change calls layoutMarginsDidChange, reaching subviews that preserve their superview's margins")
    func marginsPropagate() {
        let log = EventLog()
        let parent = InsetsLoggingView("parent", log: log, frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let keeps = InsetsLoggingView("keeps", log: log, frame: Rect(x: 0, y: 0, width: 300, height: 100))
        let own = InsetsLoggingView("own", log: log, frame: Rect(x: 0, y: 200, width: 300, height: 100))
        keeps.preservesSuperviewLayoutMargins = true
        parent.addSubview(keeps)
        parent.addSubview(own)
        log.clear()
        parent.layoutMargins = EdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        #expect(log.entries == ["parent margins", "keeps margins"])
        #expect(keeps.effectiveLayoutMargins == EdgeInsets(top: 20, left: 30, bottom: 8, right: 30))
        #expect(own.effectiveLayoutMargins == EdgeInsets(all: 8))
    }

    @Test("moving a view's bounds origin updates its subviews' safe area even when its own does not change")
    func boundsOriginMovesChildren() {
        let (window, _) = TestSupport.makeWindow(size: Size(width: 375, height: 812))
        window.safeAreaInsets = EdgeInsets(top: 44)
        let parent = View(frame: Rect(x: 0, y: 0, width: 375, height: 812))
        let child = View(frame: Rect(x: 0, y: 0, width: 375, height: 100))
        parent.addSubview(child)
        window.rootView.addSubview(parent)
        #expect(child.safeAreaInsets == EdgeInsets(top: 44))
        parent.bounds = Rect(x: 0, y: 50, width: 375, height: 812)
        #expect(parent.safeAreaInsets == EdgeInsets(top: 44))
        #expect(child.safeAreaInsets == EdgeInsets(top: 94), "the child now sits 50 pt higher on screen")
    }
}
