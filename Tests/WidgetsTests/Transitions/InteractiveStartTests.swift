import Render
import Testing
import TestSupport
import Widgets

/// `wantsInteractiveStart` false (UIKit: the transition "starts off as noninteractive"): a transition
/// started with such an interaction controller runs on the clock like an animated one until the
/// interaction controller takes it over. Before it was read, such a transition sat paused at 0.
@MainActor
@Suite("Transitions: an interaction controller that does not want an interactive start")
struct InteractiveStartTests {
    /// A pop of A,B whose delegate hands out `LoggingFadeAnimator` (0.5 s, linear) and `driver`.
    private func pop(with driver: PercentDrivenInteractiveTransition) -> (NavigationFixture, CustomDelegate) {
        let f = NavigationFixture(["A", "B"])
        let delegate = CustomDelegate(log: f.log)
        delegate.interaction = driver
        f.nav.delegate = delegate
        f.nav.popViewController(animated: true)
        return (f, delegate)
    }

    @Test("it runs on the clock until the first update takes over; from then on it follows the percents")
    func updateTakesOver() {
        let driver = PercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        let (f, delegate) = pop(with: driver)
        defer { withExtendedLifetime(delegate) {} }
        let a = f.page(0)
        var log: [String] = []
        func record() {
            let status = f.nav.transitionStatus
            log.append("interactive=\(status?.isInteractive ?? false) alpha=\(Int((a.view.presentationAlpha * 30).rounded()))/30")
        }
        record()
        for _ in 0..<6 {
            f.frame()
            record()
        }
        driver.update(0.5)
        for _ in 0..<3 {
            f.frame()
            record()
        }
        #expect(log == [
            "interactive=false alpha=0/30",
            // 0.5 s linear on the clock: frame n is at n/30.
            "interactive=false alpha=1/30", "interactive=false alpha=2/30", "interactive=false alpha=3/30",
            "interactive=false alpha=4/30", "interactive=false alpha=5/30", "interactive=false alpha=6/30",
            // Taken over: where the gesture puts it, and it stays there.
            "interactive=true alpha=15/30", "interactive=true alpha=15/30", "interactive=true alpha=15/30",
        ])
        #expect(abs(driver.percentComplete - 0.5) < 1e-9)
        driver.finish()
        #expect(f.nav.transitionStatus?.isInteractive == false)
        f.settle()
        #expect(NavigationFixture.stack(f.nav) == "A")
        #expect(a.view.presentationAlpha == 1)
        #expect(f.log.entries.contains("animator completion finished=true cancelled=false"))
        #expect(f.log.entries.suffix(2) == ["didShow A stack=A", "animationEnded true"])
    }

    @Test("never taken over, it ends on the clock like an animated pop, and a finish or cancel before the take-over changes nothing")
    func neverTakenOver() {
        let driver = PercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        let (f, delegate) = pop(with: driver)
        defer { withExtendedLifetime(delegate) {} }
        f.frames(10)
        driver.cancel()
        #expect(f.nav.transitionStatus?.isInteractive == false)
        #expect(abs(f.page(0).view.presentationAlpha - 10.0 / 30) < 1e-9, "the cancel did not turn it around")
        f.frames(19)
        #expect(f.nav.isTransitioning)
        f.frames(1)
        #expect(!f.nav.isTransitioning, "30 frames: the animator's 0.5 s")
        #expect(NavigationFixture.stack(f.nav) == "A")
        #expect(f.log.entries.contains("animator completion finished=true cancelled=false"))
    }

    @Test("an explicit pause takes over where the clock got to, and the coordinator hears both changes of interaction")
    func pauseTakesOver() {
        let driver = PercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        let (f, delegate) = pop(with: driver)
        defer { withExtendedLifetime(delegate) {} }
        var changes: [String] = []
        f.nav.transitionCoordinator?.notifyWhenInteractionChanges { context in
            changes.append("interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
        }
        f.frames(9)
        driver.pauseInteractiveTransition()
        f.frames(5)
        #expect(abs(driver.percentComplete - 0.3) < 1e-9, "stopped at 9/30 and stays there")
        driver.cancel()
        f.settle()
        #expect(NavigationFixture.stack(f.nav) == "A,B", "cancelled after the take-over: B stays")
        #expect(changes == ["interactive=true cancelled=false", "interactive=false cancelled=true"])
    }

    @Test("an interaction controller that wants an interactive start still starts paused at 0")
    func interactiveStartUnchanged() {
        let driver = PercentDrivenInteractiveTransition()
        let (f, delegate) = pop(with: driver)
        defer { withExtendedLifetime(delegate) {} }
        f.frames(6)
        #expect(f.nav.transitionStatus?.isInteractive == true)
        #expect(f.page(0).view.presentationAlpha == 0)
    }
}
