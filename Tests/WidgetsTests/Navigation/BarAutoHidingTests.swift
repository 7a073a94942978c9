import Render
import Testing
import TestSupport
@testable import Widgets

/// A feed page: a tall scroll view as its view, with a button and a text field in its content, and
/// toolbar items, as the pages that hide their bars are.
@MainActor
private final class FeedPage: ViewController {
    let scroll = ScrollView()
    let button = Button(title: "Like")
    let field = TextField()
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "Feed"
        toolbarItems = [BarButtonItem(title: "Share")]
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        scroll.contentSize = Size(width: 375, height: 3000)
        button.frame = Rect(x: 20, y: 400, width: 100, height: 44)
        button.onTap = { [log] in log.add("like") }
        field.frame = Rect(x: 20, y: 500, width: 200, height: 44)
        scroll.addSubview(button)
        scroll.addSubview(field)
        setView(scroll)
    }
}

/// UINavigationController's automatic bar hiding on the virtual clock: the swipe (alongside the page's
/// own scrolling), the tap no control takes, the keyboard and a compact height, each through the 0.2 s
/// slide with the page's safe area following.
@MainActor
@Suite("Navigation bars hiding by themselves")
struct BarAutoHidingTests {
    @MainActor
    private struct Fixture {
        let window: Window
        let clock: ManualClock
        let nav: NavigationController
        let page: FeedPage
        let log = EventLog()

        init(configure: (NavigationController) -> Void) {
            (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
            window.safeAreaInsets = EdgeInsets(top: 20)
            page = FeedPage(log: log)
            nav = NavigationController(rootViewController: page)
            nav.setToolbarHidden(false, animated: false)
            configure(nav)
            window.rootViewController = nav
            window.step(clock)
        }

        func at(_ point: Point, _ phase: Touch.Phase) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: point, time: clock.now)
            window.advanceFrame()
        }

        /// A finger drag from `y0` to `y1` at x 200 in `steps` moves, then lifted.
        func drag(from y0: Double, to y1: Double, steps: Int = 10) {
            at(Point(x: 200, y: y0), .began)
            for i in 1...steps { at(Point(x: 200, y: y0 + (y1 - y0) * Double(i) / Double(steps)), .moved) }
            at(Point(x: 200, y: y1), .ended)
        }

        func tap(_ point: Point) {
            at(point, .began)
            at(point, .ended)
        }

        var barY: Double { nav.navigationBar.presentationFrameInWindow.minY }
        var toolbarY: Double { nav.toolbar.presentationFrameInWindow.minY }
    }

    @Test("an upward swipe hides both bars over 0.2 s, the safe area following, while the feed scrolls; a downward one shows them")
    func swipe() {
        let f = Fixture { $0.hidesBarsOnSwipe = true }
        #expect(f.nav.barHideOnSwipeGestureRecognizer.view === f.nav.view)
        #expect(f.barY == 20 && f.toolbarY == 667 - 44)
        #expect(f.page.view.safeAreaInsets == EdgeInsets(top: 64, bottom: 44))
        let startOffset = f.page.scroll.contentOffset.y
        var states: [String] = []
        f.nav.barHideOnSwipeGestureRecognizer.onStateChange = { _, s in states.append(s.rawValue) }
        // Finger up by 12 pt: the pan begins past its slop and the bars start to go.
        f.at(Point(x: 200, y: 400), .began)
        f.at(Point(x: 200, y: 394), .moved)
        #expect(!f.nav.isNavigationBarHidden)
        f.at(Point(x: 200, y: 388), .moved)
        #expect(f.nav.isNavigationBarHidden && f.nav.isToolbarHidden)
        #expect(f.page.view.safeAreaInsets == EdgeInsets(top: 20, bottom: 0))
        f.window.step(f.clock, frames: 5)
        // About half way: both bars between their ends.
        #expect(f.barY < 20 && f.barY > -44)
        #expect(f.toolbarY > 623 && f.toolbarY < 667)
        for y in stride(from: 370.0, through: 300, by: -10) { f.at(Point(x: 200, y: y), .moved) }
        f.at(Point(x: 200, y: 300), .ended)
        f.window.step(f.clock, frames: 12)
        #expect(f.barY == -44 && f.toolbarY == 667)
        #expect(f.nav.navigationBar.isHidden && f.nav.toolbar.isHidden)
        // The feed scrolled with the finger: the swipe recognised alongside its pan.
        #expect(f.page.scroll.contentOffset.y > startOffset + 50)
        #expect(states.first == "began" && states.last == "ended" && !states.contains("cancelled"))

        f.drag(from: 300, to: 380)
        #expect(!f.nav.isNavigationBarHidden && !f.nav.isToolbarHidden)
        f.window.step(f.clock, frames: 14)
        #expect(f.barY == 20 && f.toolbarY == 623)
        #expect(f.page.view.safeAreaInsets == EdgeInsets(top: 64, bottom: 44))
    }

    @Test("within one drag, turning back down by more than the slop shows the bars again")
    func turnWithinDrag() {
        let f = Fixture { $0.hidesBarsOnSwipe = true }
        var log: [Bool] = []
        f.at(Point(x: 200, y: 400), .began)
        for y in [390.0, 380, 350, 330, 335, 345] {
            f.at(Point(x: 200, y: y), .moved)
            log.append(f.nav.isNavigationBarHidden)
        }
        f.at(Point(x: 200, y: 345), .ended)
        // Hidden from the first move past the slop; the turn counts from 330, the highest point.
        #expect(log == [false, true, true, true, true, false])
    }

    @Test("with the switch off the swipe recogniser is disabled and a drag leaves the bars")
    func swipeOff() {
        let f = Fixture { _ in }
        #expect(!f.nav.barHideOnSwipeGestureRecognizer.isEnabled)
        f.drag(from: 400, to: 200)
        f.window.step(f.clock, frames: 14)
        #expect(!f.nav.isNavigationBarHidden && f.barY == 20)
    }

    @Test("a tap in the content toggles both bars; a tap on a button only presses the button")
    func tapToggles() {
        let f = Fixture { $0.hidesBarsOnTap = true }
        f.tap(Point(x: 300, y: 300))
        #expect(f.nav.isNavigationBarHidden && f.nav.isToolbarHidden)
        f.window.step(f.clock, frames: 14)
        #expect(f.barY == -44 && f.toolbarY == 667)
        #expect(f.page.view.safeAreaInsets.top == 20)
        // The button sits at y 400 in the content, under the 64 pt inset it had: find it on screen.
        let b = f.page.button.presentationFrameInWindow
        f.tap(Point(x: b.midX, y: b.midY))
        #expect(f.log.entries == ["like"])
        #expect(f.nav.isNavigationBarHidden)
        f.tap(Point(x: 300, y: 300))
        #expect(!f.nav.isNavigationBarHidden && !f.nav.isToolbarHidden)
        f.window.step(f.clock, frames: 14)
        #expect(f.barY == 20 && f.toolbarY == 623)
        // A tap on a shown bar is the bar's, not the content's.
        f.tap(Point(x: 200, y: 40))
        #expect(!f.nav.isNavigationBarHidden)
    }

    @Test("the keyboard hides the bars; they stay hidden when it goes, and a content tap brings them back")
    func keyboard() {
        let f = Fixture { $0.hidesBarsWhenKeyboardAppears = true }
        f.page.field.becomeFirstResponder()
        #expect(f.nav.isNavigationBarHidden && f.nav.isToolbarHidden)
        f.window.step(f.clock, frames: 20)
        #expect(f.barY == -44)
        f.page.field.resignFirstResponder()
        f.window.step(f.clock, frames: 20)
        #expect(f.nav.isNavigationBarHidden)
        f.tap(Point(x: 300, y: 200))
        #expect(!f.nav.isNavigationBarHidden && !f.nav.isToolbarHidden)
        f.window.step(f.clock, frames: 14)
        #expect(f.barY == 20)
        // Shown again, a tap is only a tap (hidesBarsOnTap is off).
        f.tap(Point(x: 300, y: 200))
        #expect(!f.nav.isNavigationBarHidden)
    }

    @Test("a compact height hides the bars, a tap where the bar was shows them, and a regular height shows them")
    func compactHeight() {
        let f = Fixture { $0.hidesBarsWhenVerticallyCompact = true }
        f.window.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2)
        f.window.step(f.clock, frames: 20)
        #expect(f.nav.isNavigationBarHidden && f.nav.isToolbarHidden)
        #expect(f.barY == -32)
        // A tap in the middle of the content does nothing; one where the bar would be reveals both.
        f.tap(Point(x: 200, y: 300))
        #expect(f.nav.isNavigationBarHidden)
        f.tap(Point(x: 200, y: 30))
        #expect(!f.nav.isNavigationBarHidden && !f.nav.isToolbarHidden)
        f.window.step(f.clock, frames: 14)
        #expect(f.barY == 20)
        f.nav.setNavigationBarHidden(true, animated: false)
        f.window.traitCollection = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 2)
        f.window.step(f.clock, frames: 20)
        // Hidden by the app, not by the compact height: a regular height leaves it hidden.
        #expect(f.nav.isNavigationBarHidden)
    }

    @Test("a toolbar without items, or one the app keeps hidden, does not take part")
    func toolbarParticipation() {
        let f = Fixture { $0.hidesBarsOnTap = true }
        f.page.setToolbarItems(nil, animated: false)
        f.tap(Point(x: 300, y: 300))
        #expect(f.nav.isNavigationBarHidden && !f.nav.isToolbarHidden)
        f.tap(Point(x: 300, y: 300))
        f.page.setToolbarItems([BarButtonItem(title: "Share")], animated: false)
        f.nav.setToolbarHidden(true, animated: false)
        f.tap(Point(x: 300, y: 300))
        f.tap(Point(x: 300, y: 300))
        #expect(!f.nav.isNavigationBarHidden && f.nav.isToolbarHidden)
    }
}
