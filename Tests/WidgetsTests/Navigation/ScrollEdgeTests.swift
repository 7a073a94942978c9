import Render
import Testing
import TestSupport
@testable import Widgets

/// Pure colours, which a pixel read back gives exactly.
private let red = Color(red: 1, green: 0, blue: 0)
private let blue = Color(red: 0, green: 0, blue: 1)
private let green = Color(red: 0, green: 1, blue: 0)

/// A page that is one red scroll view filling the screen, `height` points of content.
@MainActor
private final class RedList: ViewController {
    let scroll = ScrollView()
    let height: Double

    init(_ name: String, height: Double = 3000) {
        self.height = height
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        scroll.backgroundColor = red
        scroll.contentSize = Size(width: 375, height: height)
        setView(scroll)
    }
}

/// A page with no scroll view at all, red.
@MainActor
private final class RedPlain: ViewController {
    override func viewDidLoad() { view.backgroundColor = red }
}

/// iOS 15's bars at the scroll edge (ScrollEdge): navigation bar, toolbar and tab bar, pixels and progress.
@MainActor
@Suite("Bars at the scroll edge")
struct ScrollEdgeTests {
    /// An iPhone 8 (20 pt status bar, no home indicator) showing `root` in a navigation controller.
    func make(_ root: ViewController) -> (Window, ManualClock, NavigationController) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        window.step(clock)
        return (window, clock, nav)
    }

    @Test("at the top the bar draws nothing (the red list shows through, hairline row too); scrolled, material and hairline")
    func navigationBarPixels() throws {
        let list = RedList("List")
        let (window, clock, nav) = make(list)
        #expect(list.scroll.contentOffset.y == -64)
        #expect(nav.navigationBar.scrollEdgeProgress == 0)
        let edge = try Golden.draw(window)
        for y in [5, 30, 62, 63] { #expect(edge.pixel(x: 200, y: y) == red, "row \(y)") }
        list.scroll.contentOffset = Point(x: 0, y: -64 + 10)
        window.step(clock)
        #expect(nav.navigationBar.scrollEdgeProgress == 1)
        let scrolled = try Golden.draw(window)
        #expect(scrolled.pixel(x: 200, y: 30) != red)
        #expect(scrolled.pixel(x: 200, y: 63) != scrolled.pixel(x: 200, y: 62))
    }

    @Test("the progress follows the offset over 4 pt, both ways; pulled down it stays at the edge")
    func progressRamp() {
        let list = RedList("List")
        let (window, clock, nav) = make(list)
        var seen: [Double] = []
        for scrolled in [0.0, 1, 2, 3, 4, 8, 3, 0, -20] {
            list.scroll.contentOffset = Point(x: 0, y: -64 + scrolled)
            window.step(clock)
            seen.append(nav.navigationBar.scrollEdgeProgress)
        }
        #expect(seen == [0, 0.25, 0.5, 0.75, 1, 1, 0.75, 0, 0])
    }

    @Test("a page with no scroll view keeps the bar at its scroll-edge look")
    func noScrollView() throws {
        let (window, _, nav) = make(RedPlain())
        #expect(nav.navigationBar.scrollEdgeProgress == 0)
        #expect(try Golden.draw(window).pixel(x: 200, y: 40) == red)
    }

    @Test("a bar no controller manages keeps its standard look")
    func unmanagedBar() {
        #expect(NavigationBar().scrollEdgeProgress == 1)
        #expect(Toolbar().scrollEdgeProgress == 1)
        #expect(TabBar().scrollEdgeProgress == 1)
    }

    @Test("a scroll-edge colour is drawn at the edge and the standard colour once scrolled")
    func customScrollEdgeColour() throws {
        let list = RedList("List")
        let (window, clock, nav) = make(list)
        nav.navigationBar.scrollEdgeBackground = BarBackground(effect: nil, color: blue, shadowColor: nil)
        nav.navigationBar.appearanceBackground = BarBackground(effect: nil, color: green, shadowColor: nil)
        window.step(clock)
        let edge = try Golden.draw(window)
        for y in [5, 40, 63] { #expect(edge.pixel(x: 20, y: y) == blue, "row \(y)") }
        list.scroll.contentOffset = Point(x: 0, y: -60)
        window.step(clock)
        let scrolled = try Golden.draw(window)
        for y in [5, 40, 63] { #expect(scrolled.pixel(x: 20, y: y) == green, "row \(y)") }
        // Half way (2 pt): both crossfade, neither pure.
        list.scroll.contentOffset = Point(x: 0, y: -62)
        window.step(clock)
        let half = try Golden.draw(window).pixel(x: 20, y: 40)
        #expect(half != blue && half != green)
    }

    @Test("a push from a scrolled list to one at its top moves the progress with the transition; the pop brings it back")
    func pushAndPop() {
        let list = RedList("List")
        let (window, clock, nav) = make(list)
        list.scroll.contentOffset = Point(x: 0, y: 200)
        window.step(clock)
        #expect(nav.navigationBar.scrollEdgeProgress == 1)
        nav.pushViewController(RedList("Detail"), animated: true)
        window.step(clock, frames: 8)
        let mid = nav.navigationBar.drawnScrollEdgeProgress
        #expect(mid > 0 && mid < 1)
        window.step(clock, frames: 60)
        #expect(nav.navigationBar.scrollEdgeTransition == nil)
        #expect(nav.navigationBar.scrollEdgeProgress == 0)
        nav.popViewController(animated: true)
        window.step(clock, frames: 8)
        let back = nav.navigationBar.drawnScrollEdgeProgress
        #expect(back > 0 && back < 1)
        window.step(clock, frames: 60)
        #expect(nav.navigationBar.scrollEdgeProgress == 1)
    }

    @Test("the toolbar follows the list's end: standard while content runs under it, transparent at the end and for short content")
    func toolbarPixels() throws {
        let list = RedList("List")
        let (window, clock, nav) = make(list)
        nav.setToolbarHidden(false, animated: false)
        window.step(clock)
        #expect(nav.toolbar.scrollEdgeProgress == 1)
        let standard = try Golden.draw(window)
        #expect(standard.pixel(x: 200, y: 650) != red)
        #expect(standard.pixel(x: 200, y: 623) != standard.pixel(x: 200, y: 624))
        // Scrolled to the end: the content ends at the toolbar's top edge.
        list.scroll.contentOffset = Point(x: 0, y: 3000 + 44 - 667)
        window.step(clock)
        #expect(nav.toolbar.scrollEdgeProgress == 0)
        let end = try Golden.draw(window)
        for y in [623, 650, 666] { #expect(end.pixel(x: 200, y: y) == red, "row \(y)") }
        // 2 pt short of the end: half way.
        list.scroll.contentOffset = Point(x: 0, y: 3000 + 44 - 667 - 2)
        window.step(clock)
        #expect(nav.toolbar.scrollEdgeProgress == 0.5)
    }

    @Test("the tab bar: standard over a long list, transparent over short content and a page with no scroll view")
    func tabBar() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let long = RedList("Long"), short = RedList("Short", height: 300)
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: long), short, RedPlain()]
        window.rootViewController = tabs
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 1)
        let standard = try Golden.draw(window)
        #expect(standard.pixel(x: 200, y: 640) != red)
        tabs.selectedIndex = 1
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 0)
        let edge = try Golden.draw(window)
        for y in [618, 640, 666] { #expect(edge.pixel(x: 200, y: y) == red, "row \(y)") }
        tabs.selectedIndex = 2
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 0)
        // Back to the long list, then scrolled to its end inside its navigation stack.
        tabs.selectedIndex = 0
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 1)
        long.scroll.contentOffset = Point(x: 0, y: long.scroll.contentSize.height + long.scroll.adjustedContentInset.bottom - 667)
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 0)
    }

    @Test("rows arriving later (the content growing under the bars, no scroll) bring the standard looks; emptied, the edge looks again")
    func contentGrowsWithoutScrolling() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        window.safeAreaInsets = EdgeInsets(top: 20)
        let inStack = RedList("Inbox", height: 0), alone = RedList("Alone", height: 0)
        let nav = NavigationController(rootViewController: inStack)
        let tabs = TabBarController()
        tabs.viewControllers = [nav, alone]
        window.rootViewController = tabs
        nav.setToolbarHidden(false, animated: false)
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 0 && nav.toolbar.scrollEdgeProgress == 0)
        #expect(nav.navigationBar.scrollEdgeProgress == 0)
        inStack.scroll.contentSize = Size(width: 375, height: 3000)
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 1, "rows under the tab bar")
        #expect(nav.toolbar.scrollEdgeProgress == 1, "and under the toolbar")
        #expect(nav.navigationBar.scrollEdgeProgress == 0, "the top is still at its edge")
        inStack.scroll.contentSize = .zero
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 0 && nav.toolbar.scrollEdgeProgress == 0)
        tabs.selectedIndex = 1
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 0)
        alone.scroll.contentSize = Size(width: 375, height: 3000)
        window.step(clock)
        #expect(tabs.tabBar.scrollEdgeProgress == 1)
        let drawn = try Golden.draw(window)
        #expect(drawn.pixel(x: 200, y: 640) != red, "the standard material over the red list")
    }

    @Test("setContentScrollView names the followed scroll view; an override returning nil keeps the edge look")
    func contentScrollView() {
        final class TwoLists: ViewController {
            let header = ScrollView(), list = ScrollView()
            override func viewDidLoad() {
                header.contentSize = Size(width: 375, height: 50)
                list.contentSize = Size(width: 375, height: 3000)
                view.addSubview(header)
                view.addSubview(list)
                view.setLayoutHandler { [header, list] v in
                    header.frame = Rect(x: 0, y: 0, width: 375, height: 50)
                    list.frame = v.bounds
                }
                setContentScrollView(list, for: .top)
            }
        }
        let page = TwoLists()
        let (window, clock, nav) = make(page)
        #expect(page.contentScrollView(for: .top) === page.list)
        #expect(page.contentScrollView(for: .bottom) === page.header)
        page.list.contentOffset = Point(x: 0, y: page.list.contentOffset.y + 10)
        window.step(clock)
        #expect(nav.navigationBar.scrollEdgeProgress == 1)
        // An override returning nil for the top edge: the bar stays at its scroll-edge look, scrolled or not.
        final class NoTopEdge: ViewController {
            let list = ScrollView()
            override func loadView() {
                list.contentSize = Size(width: 375, height: 3000)
                setView(list)
            }
            override func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
                edge == .top ? nil : super.contentScrollView(for: edge)
            }
        }
        let opted = NoTopEdge()
        nav.pushViewController(opted, animated: false)
        window.step(clock)
        opted.list.contentOffset = Point(x: 0, y: 500)
        window.step(clock)
        #expect(nav.navigationBar.scrollEdgeProgress == 0)
    }
}
