import Testing
import TestSupport
import UIKit
import Widgets

/// Swift 5 code's timers follow the window's clock as Swift 6 code's do (UIKitTests/UIKitTimerTests).
@MainActor
struct Swift5TimerTests {
    @Test("a Swift 5 screen's repeating Timer and asyncAfter fire on the window's virtual clock")
    func stopwatch() {
        let (window, clock) = TestSupport.makeWindow()
        let controller = StopwatchViewController()
        window.rootViewController = controller
        window.step(clock, frames: 30)
        #expect(controller.ticks == 5)
        #expect(controller.hint.isEmpty)
        window.step(clock, frames: 33)
        #expect(controller.hint == "Tap to stop")
        let ticks = controller.ticks
        #expect(ticks == 10)
        #expect(controller.timeLabel.text == "1.0")
        controller.stop()
        window.step(clock, frames: 60)
        #expect(controller.ticks == ticks)
        #expect(window.nextTimerDue == nil)
    }
}
