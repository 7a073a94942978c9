import Render
import Testing
import TestSupport
@testable import Widgets

/// Tab switches on the transition contract (TabBarController+Transitions states each rule and its source).
@MainActor
@Suite("Tab bar controller: switches and their transitions")
struct TabTransitionTests {
    /// UIKit switches tabs at once by default, with no coordinator, in the order a device logs: the arriving
    /// controller's viewWillAppear, then the leaving one's viewWillDisappear and viewDidDisappear, then
    /// viewDidAppear ([OBS] https://pgzxc.github.io/posts/efa3afd7.html).
    @Test("an instant switch, by tap, selectedIndex or selectedViewController: UIKit's order, animated false, no coordinator")
    func instantSwitch() {
        let f = TabTransitionFixture(delegate: false)
        f.tap(1)
        #expect(f.log.entries == [
            "B willAppear animated=false coordinator=false", "A willDisappear animated=false coordinator=false",
            "A didDisappear animated=false coordinator=false", "B didAppear animated=false coordinator=false",
        ])
        #expect(f.tabs.selectedIndex == 1 && f.tabs.tabBar.selectedIndex == 1)
        #expect(f.shown == ["B"] && f.tabs.view.subviews.last === f.tabs.tabBar)
        #expect(f.tabs.transitionCoordinator == nil && f.window.engine.runningTransitions.isEmpty)
        #expect(f.pages[1].view.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        f.log.clear()
        f.tabs.selectedIndex = 2
        #expect(f.log.entries == [
            "C willAppear animated=false coordinator=false", "B willDisappear animated=false coordinator=false",
            "B didDisappear animated=false coordinator=false", "C didAppear animated=false coordinator=false",
        ])
        f.log.clear()
        f.tabs.selectedViewController = f.pages[0]
        #expect(f.tabs.selectedIndex == 0 && f.shown == ["A"])
        #expect(f.log.entries.count == 4 && f.log.entries.first == "A willAppear animated=false coordinator=false")
        // A controller that is not a tab is not selected.
        f.tabs.selectedViewController = ViewController()
        #expect(f.tabs.selectedIndex == 0)
    }

    @Test("the delegate's animator: the new view slides in under a bar that stays put, the coordinator runs the alongside animation")
    func animatedSwitch() throws {
        let f = TabTransitionFixture()
        let barFrame = f.tabs.tabBar.presentationFrameInWindow
        f.tap(1)
        // The press began a frame before the release that switches: frame 0 of the transition is now.
        #expect(f.log.entries == [
            "animator for A→B",
            "B willAppear animated=true coordinator=true", "A willDisappear animated=true coordinator=true",
        ])
        #expect(f.tabs.selectedIndex == 1 && f.tabs.tabBar.selectedIndex == 1, "the selection moves when it starts")
        let coordinator = try #require(f.tabs.transitionCoordinator)
        #expect(coordinator.kind == "tab" && coordinator.isAnimated && !coordinator.isInteractive)
        #expect(coordinator.viewController(forKey: .from) === f.pages[0] && coordinator.viewController(forKey: .to) === f.pages[1])
        #expect(coordinator.containerView === f.tabs.view)
        #expect(f.pages[1].transitionCoordinator === coordinator, "children find it through their parent")
        #expect(f.shown == ["A", "B"] && f.tabs.view.subviews.last === f.tabs.tabBar)
        #expect(!f.pages[0].view.isUserInteractionEnabled && !f.pages[1].view.isUserInteractionEnabled,
                "pages take no touches during the switch; the bar does")
        // 0.5 s linear: half way 15 frames after the one whose input switched (the switch starts on the
        // engine's time of that frame's start, as a push asked for in a tap handler does).
        f.frames(14)
        #expect(abs(f.x(1) - 187.5) < 1e-6 && abs(f.x(0) + 187.5) < 1e-6)
        #expect(abs(f.pages[1].marker.presentationAlpha - 0.5) < 1e-6, "the alongside fade shares the progress")
        #expect(abs(coordinator.percentComplete - 0.5) < 1e-6)
        #expect(f.tabs.tabBar.presentationFrameInWindow == barFrame)
        let tree = ViewTree.node(for: f.tabs.view)
        #expect(tree["transition"] == .object([("kind", .string("tab")), ("interactive", .bool(false)), ("percent", .number(0.5))]))
        f.frames(16)
        #expect(f.tabs.transitionCoordinator == nil && f.window.engine.runningTransitions.isEmpty)
        #expect(f.log.entries == [
            "animator for A→B",
            "B willAppear animated=true coordinator=true", "A willDisappear animated=true coordinator=true",
            "animator completion cancelled=false", "B alongside completion cancelled=false",
            "A didDisappear animated=true coordinator=false", "B didAppear animated=true coordinator=false",
            "animationEnded true",
        ])
        #expect(f.shown == ["B"] && f.x(1) == 0 && f.pages[1].view.transform == .identity)
        #expect(f.pages[0].appearanceState == .disappeared && f.pages[1].appearanceState == .appeared)
        #expect(f.pages[0].view.isUserInteractionEnabled && f.pages[1].view.isUserInteractionEnabled)
        #expect(ViewTree.node(for: f.tabs.view)["transition"] == nil)
        // Back to A: the animator slides the other way.
        f.tap(0)
        f.frames(14)
        #expect(abs(f.x(0) + 187.5) < 1e-6 && abs(f.x(1) - 187.5) < 1e-6)
        f.frames(16)
        #expect(f.tabs.selectedIndex == 0 && f.shown == ["A"] && f.x(0) == 0)
    }

    @Test("an interactive switch cancelled: the old tab stays selected with its view, the bar's highlight back, UIKit's cancel callbacks")
    func interactiveCancelled() throws {
        let f = TabTransitionFixture()
        let driver = PercentDrivenInteractiveTransition()
        f.delegate.interaction = driver
        f.tabs.selectedIndex = 1
        f.delegate.interaction = nil
        let coordinator = try #require(f.tabs.transitionCoordinator)
        #expect(coordinator.isInteractive && f.tabs.selectedIndex == 1 && f.tabs.tabBar.selectedIndex == 1)
        for p in [0.2, 0.4] {
            driver.update(p)
            f.frame()
            #expect(abs(f.x(1) - 375 * (1 - p)) < 1e-6 && abs(f.x(0) + 375 * p) < 1e-6)
            #expect(abs(f.pages[1].marker.presentationAlpha - p) < 1e-6)
        }
        driver.cancel()
        // 0.4 of 0.5 s back: 12 frames.
        f.frames(11)
        #expect(f.tabs.transitionCoordinator != nil)
        f.frames(2)
        #expect(f.tabs.transitionCoordinator == nil)
        #expect(f.tabs.selectedIndex == 0 && f.tabs.tabBar.selectedIndex == 0)
        #expect(f.tabs.tabBar.buttons.map(\.isSelected) == [true, false, false])
        #expect(f.shown == ["A"] && f.x(0) == 0 && f.pages[0].view.transform == .identity)
        #expect(f.pages[0].appearanceState == .appeared && f.pages[1].appearanceState == .disappeared)
        #expect(f.log.entries == [
            "animator for A→B",
            "B willAppear animated=true coordinator=true", "A willDisappear animated=true coordinator=true",
            "animator completion cancelled=true", "B alongside completion cancelled=true",
            "B willDisappear animated=true coordinator=false", "B didDisappear animated=true coordinator=false",
            "A willAppear animated=true coordinator=false", "A didAppear animated=true coordinator=false",
            "animationEnded false",
        ])
    }

    @Test("an interactive switch finished: the rest runs on the clock and the new tab is selected")
    func interactiveFinished() {
        let f = TabTransitionFixture()
        let driver = PercentDrivenInteractiveTransition()
        f.delegate.interaction = driver
        f.tap(2)
        f.delegate.interaction = nil
        driver.update(0.5)
        f.frame()
        #expect(abs(f.x(2) - 187.5) < 1e-6)
        driver.finish()
        f.frames(16)
        #expect(f.tabs.transitionCoordinator == nil)
        #expect(f.tabs.selectedIndex == 2 && f.shown == ["C"] && f.x(2) == 0)
        #expect(f.log.entries.suffix(3) == [
            "A didDisappear animated=true coordinator=false", "C didAppear animated=true coordinator=false",
            "animationEnded true",
        ])
    }

    /// The one rule (TransitionCoordinator.finishImmediately), as a push during a push: the running switch
    /// ends before the tap applies, an animated one at its end, an interactive one cancelled.
    @Test("a tap on another tab during an animated switch: it jumps to its end, then the new switch starts from there")
    func tapDuringAnimatedSwitch() {
        let f = TabTransitionFixture()
        f.tap(1)
        f.frames(5)
        f.log.clear()
        f.tap(2)
        #expect(f.log.entries == [
            "animator completion cancelled=false", "B alongside completion cancelled=false",
            "A didDisappear animated=true coordinator=false", "B didAppear animated=true coordinator=false",
            "animationEnded true",
            "animator for B→C",
            "C willAppear animated=true coordinator=true", "B willDisappear animated=true coordinator=true",
        ])
        #expect(f.tabs.selectedIndex == 2 && f.shown == ["B", "C"] && f.x(0) == 0)
        #expect(f.window.engine.runningTransitions.count == 1)
        f.frames(30)
        #expect(f.tabs.selectedIndex == 2 && f.shown == ["C"] && f.x(2) == 0)
        #expect(f.pages.map(\.appearanceState) == [.disappeared, .disappeared, .appeared])
    }

    @Test("a tap during an interactive switch cancels it first; a tap on the tab an animated switch heads to changes nothing")
    func tapDuringInteractiveSwitch() {
        let f = TabTransitionFixture()
        let driver = PercentDrivenInteractiveTransition()
        f.delegate.interaction = driver
        f.tabs.selectedIndex = 1
        f.delegate.interaction = nil
        driver.update(0.6)
        f.frame()
        f.log.clear()
        f.tap(2)
        #expect(f.log.entries == [
            "animator completion cancelled=true", "B alongside completion cancelled=true",
            "B willDisappear animated=true coordinator=false", "B didDisappear animated=true coordinator=false",
            "A willAppear animated=true coordinator=false", "A didAppear animated=true coordinator=false",
            "animationEnded false",
            "animator for A→C",
            "C willAppear animated=true coordinator=true", "A willDisappear animated=true coordinator=true",
        ])
        driver.update(0.9)   // the cancelled switch's driver no longer moves anything
        f.frames(10)
        f.log.clear()
        f.tap(2)
        #expect(f.log.entries.isEmpty && f.tabs.transitionCoordinator?.isFinished == false)
        f.frames(30)
        #expect(f.tabs.selectedIndex == 2 && f.shown == ["C"])
        #expect(f.pages.map(\.appearanceState) == [.disappeared, .disappeared, .appeared])
    }

    @Test("a full-screen presentation over the tabs during a switch ends it before the tab disappears")
    func presentationDuringSwitch() {
        let f = TabTransitionFixture()
        f.tap(1)
        f.frames(5)
        f.log.clear()
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        f.tabs.present(cover, animated: false)
        f.frames(2)
        #expect(f.log.entries == [
            "animator completion cancelled=false", "B alongside completion cancelled=false",
            "A didDisappear animated=true coordinator=false", "B didAppear animated=true coordinator=false",
            "animationEnded true",
            // The presenter was running its own transition when the presentation began, so it kept that one
            // (PresentationController's rule) rather than adopting the unanimated presentation's.
            "B willDisappear animated=false coordinator=false", "B didDisappear animated=false coordinator=false",
        ])
        #expect(f.tabs.selectedIndex == 1 && f.window.engine.runningTransitions.isEmpty)
    }

    @Test("a rotation during a switch ends it first, by the same rule")
    func rotationDuringSwitch() {
        let f = TabTransitionFixture()
        f.tap(1)
        f.frames(5)
        f.window.transition(toSize: Size(width: 667, height: 375), safeAreaInsets: .zero,
                            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: 2),
                            kind: "rotation")
        #expect(f.tabs.selectedIndex == 1 && f.shown == ["B"] && f.pages[1].appearanceState == .appeared)
        f.frames(30)
        #expect(f.pages[1].view.presentationFrameInWindow == Rect(x: 0, y: 0, width: 667, height: 375))
        #expect(f.tabs.tabBar.presentationFrameInWindow == Rect(x: 0, y: 375 - 32, width: 667, height: 32))
    }
}
