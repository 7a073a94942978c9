import Render
import Testing
import TestSupport
@testable import Widgets

/// Requests during transitions end them by the transition contract's one rule and never corrupt the stack;
/// popped controllers are freed.
@MainActor
@Suite("Navigation stack integrity")
struct NavigationQueueTests {
    /// The stack, the children, the parents, the pages in the container and the bar's items all agree.
    func expectConsistent(_ f: NavigationFixture, sourceLocation: SourceLocation = #_sourceLocation) {
        let nav = f.nav
        #expect(!nav.isTransitioning, sourceLocation: sourceLocation)
        #expect(nav.children.count == nav.viewControllers.count
                && zip(nav.children, nav.viewControllers).allSatisfy { $0 === $1 }, sourceLocation: sourceLocation)
        #expect(nav.viewControllers.allSatisfy { $0.parent === nav }, sourceLocation: sourceLocation)
        let pages = nav.view.subviews.filter { $0 !== nav.navigationBar }
        #expect(pages.count == 1 && pages.first === nav.topViewController?.view, sourceLocation: sourceLocation)
        #expect(nav.view.subviews.last === nav.navigationBar, sourceLocation: sourceLocation)
        #expect(nav.navigationBar.items.count == nav.viewControllers.count
                && zip(nav.navigationBar.items, nav.viewControllers).allSatisfy { $0 === $1.navigationItem },
                sourceLocation: sourceLocation)
        #expect(nav.viewControllers.dropLast().allSatisfy { $0.appearanceState == .disappeared }
                && nav.topViewController?.appearanceState == .appeared, sourceLocation: sourceLocation)
        #expect(nav.topViewController.map { f.x(of: $0) } == 0, sourceLocation: sourceLocation)
        #expect(nav.interactivePopGestureRecognizer?.isEnabled == (nav.viewControllers.count > 1),
                sourceLocation: sourceLocation)
        #expect(nav.view.isUserInteractionEnabled, sourceLocation: sourceLocation)
    }

    /// Runs frames until no transition runs and nothing waits.
    func settleAll(_ f: NavigationFixture) {
        var guardCount = 0
        while (f.nav.isTransitioning || !f.nav.pendingRequests.isEmpty) && guardCount < 50 {
            f.settle()
            guardCount += 1
        }
    }

    @Test("a push or pop asked for during a push ends it at its end, then animates; a request that changes nothing is ignored")
    func requestsDuringPush() {
        let f = NavigationFixture(["A"])
        let b = PageController("B", log: f.log), c = PageController("C", log: f.log), d = PageController("D", log: f.log)
        f.nav.pushViewController(b, animated: true)
        f.frames(5)
        f.nav.pushViewController(c, animated: true)
        #expect(f.nav.transitionStatus == NavigationTransitionStatus(kind: .push, isInteractive: false, percentComplete: 0))
        #expect(f.nav.popViewController(animated: true) === c)
        f.nav.pushViewController(d, animated: true)
        f.frames(3)
        let running = f.nav.transitionStatus
        f.nav.pushViewController(b, animated: true)
        #expect(f.nav.transitionStatus == running, "pushing a controller already in the stack leaves the push running")
        #expect(NavigationFixture.stack(f.nav) == "A,B,D")
        settleAll(f)
        #expect(NavigationFixture.stack(f.nav) == "A,B,D")
        expectConsistent(f)
        #expect(f.log.entries.filter { $0.hasPrefix("didShow") } == [
            "didShow B stack=A,B", "didShow C stack=A,B,C", "didShow B stack=A,B", "didShow D stack=A,B,D",
        ])
    }

    @Test("a push asked for during a back swipe cancels the swipe (the user had not let go), then pushes")
    func pushDuringSwipe() {
        let f = NavigationFixture(["A", "B"])
        let e = PageController("E", log: f.log)
        f.press(at: 10)
        for x in [40.0, 80, 120] { f.move(to: x) }
        f.nav.pushViewController(e, animated: true)
        #expect(NavigationFixture.stack(f.nav) == "A,B,E")
        #expect(f.nav.popToRootViewController(animated: true)?.count == 2)
        f.hold(at: 120, frames: 8)
        f.release(at: 120)
        settleAll(f)
        #expect(NavigationFixture.stack(f.nav) == "A")
        expectConsistent(f)
        #expect(f.log.entries.filter { $0.hasPrefix("didShow") } == [
            "didShow B stack=A,B", "didShow E stack=A,B,E", "didShow A stack=A",
        ])
    }

    @Test("a change without animation during a push finishes the push and what is queued, then applies at once")
    func unanimatedDuringPush() {
        let f = NavigationFixture(["A"])
        let b = PageController("B", log: f.log), c = PageController("C", log: f.log), d = PageController("D", log: f.log)
        f.nav.pushViewController(b, animated: true)
        f.frames(5)
        f.nav.pushViewController(c, animated: true)
        f.nav.setViewControllers([f.page(0), d], animated: false)
        #expect(NavigationFixture.stack(f.nav) == "A,D")
        expectConsistent(f)
        #expect(f.log.entries == [
            "willShow B animated=true", "A willDisappear", "B willAppear",
            "A completion cancelled=false", "B completion cancelled=false",
            "A didDisappear", "B didAppear", "didShow B stack=A,B",
            "willShow C animated=true", "B willDisappear", "C willAppear",
            "B completion cancelled=false", "C completion cancelled=false",
            "B didDisappear", "C didAppear", "didShow C stack=A,B,C",
            "willShow D animated=false", "C willDisappear", "D willAppear", "C didDisappear", "D didAppear",
            "didShow D stack=A,D",
        ])
    }

    @Test("a change without animation during a back swipe cancels the swipe, then applies at once")
    func unanimatedDuringSwipe() {
        let f = NavigationFixture(["A", "B", "C"])
        f.press(at: 10)
        for x in [40.0, 80, 200] { f.move(to: x) }
        #expect(f.nav.popToRootViewController(animated: false)?.count == 2)
        #expect(NavigationFixture.stack(f.nav) == "A")
        f.hold(at: 200, frames: 8)
        f.release(at: 200)
        f.frames(30)
        expectConsistent(f)
        #expect(f.log.entries == [
            "willShow B animated=true", "C willDisappear", "B willAppear",
            "C completion cancelled=true", "B completion cancelled=true",
            "B willDisappear", "B didDisappear", "C willAppear", "C didAppear", "didShow C stack=A,B,C",
            "willShow A animated=false", "C willDisappear", "A willAppear", "C didDisappear", "A didAppear",
            "didShow A stack=A",
        ])
    }

    @Test("a pop asked for during a back swipe past half way cancels the swipe, then pops the top page once")
    func popDuringSwipe() {
        let f = NavigationFixture(["A", "B", "C"])
        f.press(at: 10)
        for x in stride(from: 40.0, through: 300, by: 20) { f.move(to: x) }
        #expect(f.nav.popViewController(animated: true) === f.page(2))
        f.hold(at: 300, frames: 8)
        f.release(at: 300)
        settleAll(f)
        #expect(NavigationFixture.stack(f.nav) == "A,B")
        expectConsistent(f)
        #expect(f.log.entries.filter { $0.hasPrefix("didShow") } == ["didShow C stack=A,B,C", "didShow B stack=A,B"])
    }

    @Test("pages, bar and back swipe take no touches while a transition runs")
    func noTouchesDuringTransition() {
        let f = NavigationFixture(["A", "B"])
        f.nav.popViewController(animated: true)
        #expect(f.window.hitTest(Point(x: 100, y: 300))?.isDescendant(of: f.nav.view) != true)
        #expect(f.nav.interactivePopGestureRecognizer?.isEnabled == false)
        f.press(at: 8)
        for x in [40.0, 80] { f.move(to: x) }
        f.release(at: 80)
        settleAll(f)
        #expect(NavigationFixture.stack(f.nav) == "A")
        expectConsistent(f)
    }

    @Test("invalid requests change nothing: popping the root, pushing a controller twice, popping to a stranger")
    func invalidRequests() {
        let f = NavigationFixture(["A", "B"])
        f.nav.pushViewController(f.page(0), animated: true)
        #expect(f.nav.popToViewController(PageController("X", log: f.log), animated: true) == nil)
        #expect(f.nav.popToRootViewController(animated: false)?.count == 1)
        #expect(f.nav.popViewController(animated: true) == nil)
        expectConsistent(f)
        #expect(NavigationFixture.stack(f.nav) == "A")
    }

    @Test("no controller is kept alive after 100 push and pop cycles by button, swipe and code")
    func noLeaks() {
        let f = NavigationFixture(["A"])
        var pages: [WeakReference<PageController>] = []
        for i in 0..<100 {
            do {
                let page = PageController("P\(i)", log: f.log)
                page.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", action: {})
                page.view.addSubview(Label(text: "content \(i)"))
                pages.append(WeakReference(page))
                f.nav.pushViewController(page, animated: true)
            }
            f.settle()
            switch i % 4 {
            case 0:
                f.tap(f.backButton!)
            case 1:
                f.press(at: 10)
                for x in stride(from: 40.0, through: 300, by: 20) { f.move(to: x) }
                f.hold(at: 300, frames: 8)
                f.release(at: 300)
            case 2:
                f.press(at: 10)
                for x in [40.0, 80] { f.move(to: x) }
                f.hold(at: 80, frames: 8)
                f.release(at: 80)
                f.settle()
                f.nav.popViewController(animated: true)
            default:
                f.nav.popToRootViewController(animated: true)
            }
            f.settle()
        }
        f.frames(30)
        expectConsistent(f)
        #expect(pages.allSatisfy { $0.value == nil })
        #expect(f.window.engine.runningAnimationCount == 0)
    }
}

/// A weak reference, for checking that objects are freed.
@MainActor
final class WeakReference<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
