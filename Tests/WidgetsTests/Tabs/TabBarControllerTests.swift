import Render
import Testing
import TestSupport
@testable import Widgets

/// A scrolling page for the tabs' tests.
@MainActor
final class ScrollPage: ViewController {
    let name: String
    let log: EventLog
    let scroll = ScrollView()

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        scroll.contentSize = Size(width: 375, height: 3000)
        setView(scroll)
    }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear") }
}

@MainActor
struct TabsFixture {
    let window: Window
    let clock: ManualClock
    let tabs: TabBarController
    let first: NavigationController
    let second: NavigationController
    let log: EventLog
    let pages: [ScrollPage]

    /// An iPhone 11 Pro (375×812, safe area 44 top, 34 bottom) showing two tabs, each a navigation stack.
    init(size: Size = Size(width: 375, height: 812), safe: EdgeInsets = EdgeInsets(top: 44, bottom: 34)) {
        let made = TestSupport.makeWindow(size: size)
        window = made.0
        clock = made.1
        window.safeAreaInsets = safe
        let log = EventLog()
        self.log = log
        pages = [ScrollPage("One", log: log), ScrollPage("Two", log: log)]
        first = NavigationController(rootViewController: pages[0])
        first.tabBarItem = TabBarItem(title: "One", image: .tray, badgeValue: "3")
        second = NavigationController(rootViewController: pages[1])
        second.tabBarItem = TabBarItem(title: "Two", image: .gear)
        tabs = TabBarController(viewControllers: [first, second])
        window.rootViewController = tabs
        window.step(clock)
        log.clear()
    }

    func frame(_ input: () -> Void = {}) {
        clock.advance(by: 1.0 / 60)
        input()
        window.advanceFrame()
    }

    func frames(_ n: Int) { for _ in 0..<n { frame() } }

    func tap(_ p: Point) {
        frame { window.sendPointer(.began, at: p, time: clock.now) }
        frame { window.sendPointer(.ended, at: p, time: clock.now) }
    }

    /// The centre of tab `index` in the window.
    func tabCenter(_ index: Int) -> Point {
        let f = tabs.tabBar.convert(tabs.tabBar.itemFrame(index), to: nil)
        return Point(x: f.midX, y: f.midY)
    }
}

@MainActor
@Suite("Tab bar controller")
struct TabBarControllerTests {
    @Test("the bar is 49 pt on the safe area plus the 34 pt home indicator: 83 pt; the child's safe area ends above it")
    func barGeometry() {
        let f = TabsFixture()
        #expect(f.tabs.tabBar.frame == Rect(x: 0, y: 812 - 83, width: 375, height: 83))
        #expect(f.first.view.frame == Rect(x: 0, y: 0, width: 375, height: 812))
        #expect(f.pages[0].view.safeAreaInsets.bottom == 83)
        #expect(f.tabs.tabBar.buttons.count == 2)
        #expect(f.tabs.tabBar.itemFrame(1) == Rect(x: 187.5, y: 0, width: 187.5, height: 49))
    }

    @Test("without a home indicator the bar is 49 pt")
    func barGeometryClassic() {
        let f = TabsFixture(size: Size(width: 375, height: 667), safe: EdgeInsets(top: 20))
        #expect(f.tabs.tabBar.frame == Rect(x: 0, y: 618, width: 375, height: 49))
    }

    /// UIKit's order for a tab switch: the arriving controller's viewWillAppear first, then the leaving one's
    /// viewWillDisappear and viewDidDisappear, then viewDidAppear ([OBS] a device log,
    /// https://pgzxc.github.io/posts/efa3afd7.html; see TabBarController+Transitions).
    @Test("tapping a tab switches children with balanced appearance calls in UIKit's order, each keeping its stack")
    func switching() {
        let f = TabsFixture()
        let pushed = ScrollPage("Pushed", log: f.log)
        f.first.pushViewController(pushed, animated: false)
        f.log.clear()
        f.tap(f.tabCenter(1))
        #expect(f.tabs.selectedIndex == 1)
        #expect(f.tabs.tabBar.selectedIndex == 1)
        #expect(f.log.entries == ["Two willAppear", "Pushed willDisappear", "Pushed didDisappear", "Two didAppear"])
        #expect(f.first.view.superview == nil && f.second.view.superview === f.tabs.view)
        f.log.clear()
        f.tap(f.tabCenter(0))
        #expect(f.first.viewControllers.count == 2)
        #expect(f.log.entries == ["Pushed willAppear", "Two willDisappear", "Two didDisappear", "Pushed didAppear"])
    }

    @Test("re-tapping the selected tab pops to the root, then scrolls to the top")
    func reselect() {
        let f = TabsFixture()
        f.pages[0].scroll.contentOffset = Point(x: 0, y: 800)
        f.first.pushViewController(ScrollPage("Pushed", log: f.log), animated: false)
        f.frames(2)
        f.tap(f.tabCenter(0))
        #expect(f.first.isTransitioning)
        f.frames(40)
        #expect(f.first.viewControllers.count == 1)
        #expect(f.pages[0].scroll.contentOffset.y == 800)
        f.tap(f.tabCenter(0))
        f.frames(60)
        #expect(Double(f.pages[0].scroll.contentOffset.y) == -f.pages[0].scroll.adjustedContentInset.top)
    }

    @Test("hidesBottomBarWhenPushed slides the bar out with the push and back with the pop")
    func hidesBottomBar() {
        let f = TabsFixture()
        let detail = ScrollPage("Detail", log: f.log)
        detail.hidesBottomBarWhenPushed = true
        f.first.pushViewController(detail, animated: true)
        f.frames(10)
        let mid = f.tabs.tabBar.presentationTransform.translation.x
        #expect(mid < 0 && mid > -375)
        // The bar's right edge stays on the incoming page's left edge.
        let pageLeft = detail.view.presentationFrameInWindow.minX
        #expect(abs((375 + mid) - pageLeft) < 0.5)
        f.frames(30)
        #expect(f.tabs.isTabBarHidden && f.tabs.tabBar.isHidden)
        #expect(f.tabs.tabBar.transform == .identity)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        f.first.popViewController(animated: true)
        f.frames(40)
        #expect(!f.tabs.isTabBarHidden && !f.tabs.tabBar.isHidden)
        #expect(f.pages[0].view.safeAreaInsets.bottom == 83)
    }

    @Test("a cancelled back swipe from a page that hides the bar leaves it hidden")
    func cancelledSwipeKeepsBarHidden() {
        let f = TabsFixture()
        let detail = ScrollPage("Detail", log: f.log)
        detail.hidesBottomBarWhenPushed = true
        f.first.pushViewController(detail, animated: false)
        f.frames(2)
        #expect(f.tabs.isTabBarHidden)
        f.frame { f.window.sendPointer(.began, at: Point(x: 5, y: 400), time: f.clock.now) }
        for i in 1...10 { f.frame { f.window.sendPointer(.moved, at: Point(x: 5 + Double(i) * 10, y: 400), time: f.clock.now) } }
        #expect(!f.tabs.tabBar.isHidden)
        f.frames(10)
        f.frame { f.window.sendPointer(.ended, at: Point(x: 105, y: 400), time: f.clock.now) }
        f.frames(40)
        #expect(f.first.viewControllers.count == 2)
        #expect(f.tabs.isTabBarHidden && f.tabs.tabBar.isHidden)
    }

    @Test("the tree reports selectedIndex on the bar and the controller")
    func tree() {
        let f = TabsFixture()
        let bar = ViewTree.node(for: f.tabs.tabBar)
        #expect(bar["selectedIndex"] == .number(0))
        #expect(bar["id"] == .string("tab-bar"))
        let node = ViewTree.node(for: f.tabs.view)
        #expect(node["selectedIndex"] == .number(0))
        #expect(node["tabs"] == .array([.string("One"), .string("Two")]))
    }
}
