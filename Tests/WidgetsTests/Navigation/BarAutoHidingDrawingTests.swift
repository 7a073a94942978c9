import Render
import Testing
import TestSupport
@testable import Widgets

/// Mid-animation pictures of the bars hiding and of an item cross-fade, on the virtual clock: the bars
/// part way out with the striped content following them, and "Select" and "Done" both half drawn.
@MainActor
@Suite("Bar auto hiding drawing")
struct BarAutoHidingDrawingTests {
    private func scene() throws -> (Window, ManualClock, NavigationController, ViewController) {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 400))
        window.textMeasurer = try Golden.fonts()
        window.safeAreaInsets = EdgeInsets(top: 20)
        let page = ViewController()
        page.title = "Feed"
        let scroll = ScrollView()
        scroll.contentSize = Size(width: 375, height: 2000)
        for i in 0..<40 {
            let stripe = View(frame: Rect(x: 0, y: Double(i) * 50, width: 375, height: 25))
            stripe.backgroundColor = i % 2 == 0 ? .systemBlue : .systemOrange
            scroll.addSubview(stripe)
        }
        page.view.addSubview(scroll)
        page.view.setLayoutHandler { v in scroll.frame = v.bounds }
        page.navigationItem.rightBarButtonItem = BarButtonItem(title: "Select")
        page.toolbarItems = [BarButtonItem(title: "Share"), .flexibleSpace(), BarButtonItem(systemItem: .trash)]
        let nav = NavigationController(rootViewController: page)
        nav.setToolbarHidden(false, animated: false)
        nav.hidesBarsOnTap = true
        window.rootViewController = nav
        window.step(clock)
        // Two stripes' worth scrolled under the bar, so both bars show their standard look (at the top of
        // the list iOS 15 draws the navigation bar transparent).
        scroll.contentOffset = Point(x: 0, y: scroll.contentOffset.y + 100)
        window.step(clock)
        #expect(nav.navigationBar.scrollEdgeProgress == 1 && nav.toolbar.scrollEdgeProgress == 1)
        return (window, clock, nav, page)
    }

    @Test("half way through a tap's hide: both bars part way out, the content moving with them")
    func hideMidway() throws {
        let (window, clock, nav, _) = try scene()
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: Point(x: 200, y: 200), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 200, y: 200), time: clock.now)
        #expect(nav.isNavigationBarHidden)
        window.step(clock, frames: 6)
        let outcome = try Golden.check(window, name: "bars-hide-on-tap-midway")
        #expect(outcome == .matched, "\(outcome)")
    }

    @Test("half way through setRightBarButton(_:animated:): Select fading out over Done fading in")
    func crossFadeMidway() throws {
        let (window, clock, _, page) = try scene()
        page.navigationItem.setRightBarButton(BarButtonItem(systemItem: .done), animated: true)
        window.step(clock, frames: 8)
        let outcome = try Golden.check(window, name: "bar-item-cross-fade-midway")
        #expect(outcome == .matched, "\(outcome)")
    }
}
