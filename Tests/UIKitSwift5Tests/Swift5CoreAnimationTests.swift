import Testing
import TestSupport
import UIKit
import Widgets

/// A Swift 5 controller's Core Animation code runs on the window's clock, as Swift 6 code's does
/// (UIKitTests/CoreAnimation).
@MainActor
struct Swift5CoreAnimationTests {
    @Test("a Swift 5 delegate hears start and finish, and the kept scale stays on screen, not in the model")
    func pulse() {
        let (window, clock) = TestSupport.makeWindow()
        let controller = PulsingBadgeViewController()
        window.rootViewController = controller
        window.step(clock)
        controller.pulse()
        window.step(clock, frames: 15)
        #expect(controller.log == ["start"])
        let halfway = Double(controller.badge.layer.presentation()?.affineTransform().a ?? 0)
        #expect(halfway > 1.25 && halfway < 1.5)   // ease-out is past half way at half time
        window.step(clock, frames: 16)
        #expect(controller.log == ["start", "finished"])
        #expect(Double(controller.badge.layer.presentation()?.affineTransform().a ?? 0) == 1.5)
        #expect(controller.badge.transform == .identity)
        controller.badge.layer.removeAllAnimations()
        #expect(Double(controller.badge.layer.presentation()?.affineTransform().a ?? 0) == 1)
        #expect(controller.log == ["start", "finished"])
    }
}
