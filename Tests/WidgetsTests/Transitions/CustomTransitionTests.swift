import Render
import Testing
import TestSupport
@testable import Widgets

/// An app's animator, written as UIKit samples write one: the start state set directly, the end state in
/// a `View.animate` block, `completeTransition` in its completion.
@MainActor
final class LoggingFadeAnimator: ViewControllerAnimatedTransitioning {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { 0.5 }
    var transitionCurve: TimingCurve { .linear }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let container = context.containerView!, to = context.view(forKey: .to)!, from = context.view(forKey: .from)!
        container.insertSubview(to, aboveSubview: from)
        to.alpha = 0
        // A duration the animator picks for itself is overruled by the transition's, as a percent-driven
        // interaction overrules it in UIKit.
        container.animate(withDuration: 3, animations: { to.alpha = 1 }, completion: { [log] finished in
            log.add("animator completion finished=\(finished) cancelled=\(context.transitionWasCancelled)")
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded \(transitionCompleted)") }
}

/// A navigation delegate that hands out `FadeAnimator` and, when set, an interaction controller.
@MainActor
final class CustomDelegate: NavigationControllerDelegate {
    let logger: NavigationLogger
    let log: EventLog
    var interaction: PercentDrivenInteractiveTransition?
    init(log: EventLog) {
        self.log = log
        logger = NavigationLogger(log: log)
    }

    func navigationController(_ nav: NavigationController, willShow vc: ViewController, animated: Bool) {
        logger.navigationController(nav, willShow: vc, animated: animated)
    }
    func navigationController(_ nav: NavigationController, didShow vc: ViewController, animated: Bool) {
        logger.navigationController(nav, didShow: vc, animated: animated)
    }
    func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationTransitionKind,
                              from: ViewController, to: ViewController) -> ViewControllerAnimatedTransitioning? {
        log.add("animator for \(operation.rawValue) \(from.title ?? "?")→\(to.title ?? "?")")
        return LoggingFadeAnimator(log: log)
    }
    func navigationController(_ nav: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}

@MainActor
@Suite("Transitions: custom animators and interaction controllers")
struct CustomTransitionTests {
    @Test("a delegate's animator runs the push: its animate block follows the transition's clock and curve, callbacks in UIKit's order")
    func customPush() {
        let f = NavigationFixture(["A"])
        let delegate = CustomDelegate(log: f.log)
        f.nav.delegate = delegate
        let b = PageController("B", log: f.log)
        f.nav.pushViewController(b, animated: true)
        var alphas: [Double] = []
        for _ in 0..<15 {
            f.frame()
            alphas.append(b.view.presentationAlpha)
        }
        // 0.5 s linear: frame n is at n/30.
        #expect(zip(alphas, (1...15).map { Double($0) / 30 }).allSatisfy { abs($0 - $1) < 1e-9 })
        f.settle()
        #expect(NavigationFixture.stack(f.nav) == "A,B")
        #expect(f.log.entries == [
            "willShow B animated=true", "animator for push A→B", "A willDisappear", "B willAppear",
            "animator completion finished=true cancelled=false",
            "A completion cancelled=false", "B completion cancelled=false",
            "A didDisappear", "B didAppear", "didShow B stack=A,B", "animationEnded true",
        ])
        #expect(f.nav.view.subviews.last === f.nav.navigationBar, "the bar stays above the page the animator added")
        #expect(f.page(0).view.superview == nil, "the page that ended off screen left the container")
    }

    @Test("a percent-driven interaction scrubs the animator, and a cancel reverses it with balanced appearance")
    func interactiveCancel() {
        let f = NavigationFixture(["A", "B"])
        let delegate = CustomDelegate(log: f.log)
        f.nav.delegate = delegate
        let driver = PercentDrivenInteractiveTransition()
        driver.update(0.1)   // before the transition starts: remembered, as UIKit's does
        delegate.interaction = driver
        f.nav.popViewController(animated: true)
        let a = f.page(0)
        #expect(f.nav.transitionStatus?.isInteractive == true)
        f.frame()
        #expect(abs(a.view.presentationAlpha - 0.1) < 1e-9)
        for p in [0.3, 0.6, 0.4] {
            driver.update(p)
            f.frame()
            #expect(abs(a.view.presentationAlpha - p) < 1e-9)
            #expect(abs(driver.percentComplete - p) < 1e-9)
        }
        driver.completionSpeed = 2
        driver.cancel()
        // 0.4 of 0.5 s at speed 2 is 0.1 s: 6 frames.
        f.frames(5)
        #expect(f.nav.isTransitioning)
        f.frames(2)
        #expect(!f.nav.isTransitioning)
        #expect(a.view.presentationAlpha == 0, "reversed to the start state the animator set")
        #expect(a.view.superview == nil, "the page that stayed off screen left the container")
        #expect(NavigationFixture.stack(f.nav) == "A,B")
        #expect(f.page(1).appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(f.log.entries.contains("animator completion finished=true cancelled=true"))
        #expect(f.log.entries.suffix(2) == ["didShow B stack=A,B", "animationEnded false"])
    }

    @Test("ending early: an interactive transition is cancelled, an animated one jumps to its end, both before returning")
    func endingRule() {
        let f = NavigationFixture(["A", "B"])
        f.press(at: 10)
        for x in [60.0, 140, 260] { f.move(to: x) }
        #expect(f.nav.transitionStatus?.isInteractive == true)
        f.window.finishTransitions()
        #expect(!f.nav.isTransitioning)
        #expect(NavigationFixture.stack(f.nav) == "A,B", "the swipe past half way still goes back: it was not let go")
        #expect(f.page(1).appearanceState == .appeared && f.page(0).appearanceState == .disappeared)
        f.release(at: 260)
        let c = PageController("C", log: f.log)
        f.nav.pushViewController(c, animated: true)
        f.frames(3)
        f.window.finishTransitions()
        #expect(!f.nav.isTransitioning)
        #expect(NavigationFixture.stack(f.nav) == "A,B,C")
        #expect(c.appearanceState == .appeared && f.page(1).appearanceState == .disappeared)
        #expect(c.view.presentationFrameInWindow.minX == 0)
        #expect(f.window.engine.runningTransitions.isEmpty)
    }

    @Test("a rotation during a back swipe cancels it before the controllers hear of the rotation")
    func rotationDuringSwipe() {
        let f = NavigationFixture(["A", "B"])
        f.press(at: 10)
        for x in [60.0, 140] { f.move(to: x) }
        f.log.clear()
        f.window.transition(toSize: Size(width: 667, height: 375), safeAreaInsets: .zero,
                            traits: TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact,
                                                    displayScale: 2), kind: "rotation")
        #expect(f.log.entries == [
            "B completion cancelled=true", "A completion cancelled=true",
            "A willDisappear", "A didDisappear", "B willAppear", "B didAppear", "didShow B stack=A,B",
        ])
        f.frames(30)
        #expect(f.nav.view.frame.size == Size(width: 667, height: 375))
        #expect(f.page(1).view.presentationFrameInWindow == Rect(x: 0, y: 0, width: 667, height: 375))
    }
}
