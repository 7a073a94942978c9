import TestSupport
import UIKit
import Widgets

/// A window showing `controller`, driven frame by frame on a manual clock, with taps as pointer events.
@MainActor
final class UIKitHost {
    let window: UIWindow
    let clock: ManualClock

    init(_ controller: UIViewController) {
        let made = TestSupport.makeWindow()
        window = made.0
        clock = made.1
        window.rootViewController = controller
        window.step(clock)
    }

    /// A press and a release at `point` (window coordinates), a frame apart, as a finger's tap.
    func tap(_ point: CGPoint) {
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: point, time: clock.now)
        window.advanceFrame()
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.ended, at: point, time: clock.now)
        window.advanceFrame()
    }

    /// Taps the centre of `view`.
    func tap(_ view: UIView) {
        let frame = view.convert(view.bounds, to: nil)
        tap(CGPoint(x: frame.midX, y: frame.midY))
    }
}
