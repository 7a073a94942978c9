import HandheldTesting
import Testing
import UIKit

/// Timers and delays scheduled by a screen that imports UIKit follow the test's virtual clock: the same
/// frame on every run, however long the frames take in real time.
@MainActor
struct UIKitTimerTests {
    @Test("Timer.scheduledTimer, RunLoop.main.add and DispatchQueue.main.asyncAfter fire on the virtual clock")
    func countdownOnVirtualClock() throws {
        let controller = CountdownViewController()
        let app = try TestApp(rootViewController: controller)
        #expect(controller.countLabel.text == "3")
        app.advance(by: 0.45)
        #expect(controller.log.isEmpty)
        app.advance(by: 0.1)
        #expect(controller.log == ["banner"])
        #expect(controller.bannerLabel.text == "Ready")
        app.advance(by: 0.5)
        #expect(controller.log == ["banner", "tick 2"])
        #expect(controller.countLabel.text == "2")
        app.advance(by: 0.5)
        #expect(controller.log == ["banner", "tick 2", "once"])
        app.advance(by: 2)
        #expect(controller.log == ["banner", "tick 2", "once", "tick 1", "tick 0"])
        #expect(controller.countLabel.text == "0")
        #expect(controller.timer?.isValid == false)
        // Nothing is left: no firing after the countdown stopped itself.
        app.advance(by: 3)
        #expect(controller.log.count == 5)
    }

    @Test("a running repeating timer does not keep settle() from returning; a pending delay does, until it runs")
    func settleWithTimers() throws {
        let controller = CountdownViewController()
        let app = try TestApp(rootViewController: controller)
        // The banner's 0.5 s delay and the 1.5 s one-shot timer are waited for; the 1 s countdown is not.
        #expect(app.settle(timeout: 5))
        #expect(controller.log.contains("banner"))
        #expect(controller.log.contains("once"))
        #expect(controller.timer?.isValid == true)
        #expect(app.pendingWork.isEmpty)
    }
}
