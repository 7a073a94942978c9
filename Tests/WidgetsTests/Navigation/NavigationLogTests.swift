import Render
import Testing
import TestSupport
@testable import Widgets

/// Whole event logs of pushes and pops: appearance callbacks, delegate calls, coordinator
/// completions with `isCancelled`, and the stack once a controller is shown.
@MainActor
@Suite("Navigation event logs")
struct NavigationLogTests {
    /// What a finished pop from B to A logs, however it was started.
    static let finishedPop = [
        "willShow A animated=true", "B willDisappear", "A willAppear",
        "B completion cancelled=false", "A completion cancelled=false",
        "B didDisappear", "A didAppear", "didShow A stack=A",
    ]

    /// What a cancelled back swipe from B logs: UIKit's order, the page beneath disappears again and the
    /// top page reappears.
    static let cancelledPop = [
        "willShow A animated=true", "B willDisappear", "A willAppear",
        "B completion cancelled=true", "A completion cancelled=true",
        "A willDisappear", "A didDisappear", "B willAppear", "B didAppear", "didShow B stack=A,B",
    ]

    @Test("a push: will calls, 0.35 s of animation, completions, did calls, then the delegate")
    func push() {
        let f = NavigationFixture(["A"])
        let b = PageController("B", log: f.log)
        f.nav.pushViewController(b, animated: true)
        #expect(f.nav.topViewController === b)
        #expect(f.log.entries == ["willShow B animated=true", "A willDisappear", "B willAppear"])
        f.frames(20)
        #expect(f.nav.isTransitioning)
        f.frames(1)
        #expect(!f.nav.isTransitioning)
        #expect(f.log.entries == [
            "willShow B animated=true", "A willDisappear", "B willAppear",
            "A completion cancelled=false", "B completion cancelled=false",
            "A didDisappear", "B didAppear", "didShow B stack=A,B",
        ])
        #expect(f.nav.children.map { $0 as! PageController }.map(\.name) == ["A", "B"])
        #expect(b.view.superview === f.nav.view && f.page(0).view.superview == nil)
    }

    @Test("a pop by tapping the back button")
    func popByBackButton() throws {
        let f = NavigationFixture()
        let back = try #require(f.backButton)
        #expect((back as? Button)?.title == "A")
        f.tap(back)
        #expect(f.nav.isTransitioning)
        f.settle()
        #expect(f.log.entries == Self.finishedPop)
        #expect(f.nav.children.count == 1)
        #expect(f.backButton == nil)
    }

    @Test("an interactive pop let go slowly past half way finishes")
    func interactiveFinishedByDistance() {
        let f = NavigationFixture()
        f.press(at: 10)
        for x in stride(from: 20.0, through: 250, by: 10) { f.move(to: x) }
        f.hold(at: 250, frames: 8)
        f.release(at: 250)
        f.settle()
        #expect(f.nav.lastRelease?.finishes == true)
        #expect(f.log.entries == Self.finishedPop)
    }

    @Test("an interactive pop flung from a short distance finishes")
    func interactiveFinishedByFling() {
        let f = NavigationFixture()
        f.press(at: 8)
        for x in [20.0, 40, 60, 80] { f.move(to: x) }
        f.release(at: 80)
        let release = f.nav.lastRelease
        #expect(release?.finishes == true)
        #expect((f.nav.transition?.coordinator.percentComplete ?? 1) < 0.5)
        f.settle()
        #expect(f.log.entries == Self.finishedPop)
    }

    @Test("an interactive pop let go slowly before half way is cancelled")
    func interactiveCancelledByDistance() {
        let f = NavigationFixture()
        f.press(at: 10)
        for x in stride(from: 20.0, through: 150, by: 10) { f.move(to: x) }
        f.hold(at: 150, frames: 8)
        f.release(at: 150)
        #expect(f.nav.lastRelease?.finishes == false)
        f.settle()
        #expect(f.log.entries == Self.cancelledPop)
        #expect(f.nav.children.count == 2)
        #expect(f.x(of: f.page(1)) == 0)
        #expect(f.page(0).view.superview == nil)
    }

    @Test("an interactive pop past half way and flicked back to the left is cancelled")
    func interactiveCancelledByFlick() {
        let f = NavigationFixture()
        f.press(at: 10)
        for x in stride(from: 20.0, through: 260, by: 10) { f.move(to: x) }
        f.hold(at: 260, frames: 8)
        for x in [240.0, 220, 200] { f.move(to: x) }
        #expect((f.nav.transition?.coordinator.percentComplete ?? 0) > 0.5)
        f.release(at: 200)
        #expect(f.nav.lastRelease?.finishes == false)
        f.settle()
        #expect(f.log.entries == Self.cancelledPop)
    }

    @Test("a drag beyond the width clamps and a release outside the window finishes the pop")
    func releaseOutsideWindow() {
        let f = NavigationFixture()
        f.press(at: 10)
        for x in [100.0, 300, 450, 520] {
            f.move(to: x)
        }
        #expect(f.nav.transitionStatus?.percentComplete == 1)
        #expect(f.x(of: f.page(1)) == f.width)
        f.hold(at: 520, frames: 8)
        f.release(at: 600)
        #expect(f.nav.lastRelease?.finishes == true && f.nav.lastRelease?.remainingFraction == 0)
        f.settle()
        #expect(f.log.entries == Self.finishedPop)
    }

    @Test("a press away from the left edge, or on the root page, does not start a back swipe")
    func noSwipeAwayFromEdgeOrAtRoot() {
        let f = NavigationFixture()
        f.press(at: 40)
        for x in [60.0, 120, 200] { f.move(to: x) }
        f.release(at: 200)
        #expect(!f.nav.isTransitioning)
        let root = NavigationFixture(["A"])
        root.press(at: 5)
        for x in [60.0, 120, 200] { root.move(to: x) }
        root.release(at: 200)
        #expect(!root.nav.isTransitioning)
        #expect(f.log.entries.isEmpty && root.log.entries.isEmpty)
    }

    @Test("setViewControllers animates a push for a new top and a pop for a top already in the stack")
    func setViewControllersChoosesDirection() {
        let f = NavigationFixture(["A", "B"])
        let c = PageController("C", log: f.log)
        f.nav.setViewControllers([f.page(0), c], animated: true)
        #expect(f.nav.transitionStatus?.kind == .push)
        f.settle()
        f.nav.setViewControllers([f.page(0)], animated: true)
        #expect(f.nav.transitionStatus?.kind == .pop)
        f.settle()
        #expect(f.log.entries == [
            "willShow C animated=true", "B willDisappear", "C willAppear",
            "B completion cancelled=false", "C completion cancelled=false",
            "B didDisappear", "C didAppear", "didShow C stack=A,C",
            "willShow A animated=true", "C willDisappear", "A willAppear",
            "C completion cancelled=false", "A completion cancelled=false",
            "C didDisappear", "A didAppear", "didShow A stack=A",
        ])
    }

    @Test("changes without animation, and setting viewControllers, send every callback at once with animated false")
    func unanimated() {
        let f = NavigationFixture(["A"])
        let b = PageController("B", log: f.log)
        f.nav.pushViewController(b, animated: false)
        f.nav.popViewController(animated: false)
        f.nav.viewControllers = [f.page(0), b]
        #expect(f.log.entries == [
            "willShow B animated=false", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear",
            "didShow B stack=A,B",
            "willShow A animated=false", "B willDisappear", "A willAppear", "B didDisappear", "A didAppear",
            "didShow A stack=A",
            "willShow B animated=false", "A willDisappear", "B willAppear", "A didDisappear", "B didAppear",
            "didShow B stack=A,B",
        ])
    }
}
