import TestSupport
import UIKit

extension UIKitHost {
    /// A finger down at `point`, held `hold` seconds frame by frame (the lift delay is 0.5 s).
    func press(_ point: CGPoint, hold: Double) {
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: point, time: clock.now)
        window.advanceFrame()
        window.step(clock, frames: Int((hold * 60).rounded()))
    }

    /// The finger moved to `point` in `steps` frames along a straight line from `from`.
    func move(from: CGPoint, to point: CGPoint, steps: Int) {
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            clock.advance(by: 1.0 / 60)
            window.sendPointer(.moved, at: CGPoint(x: from.x + (point.x - from.x) * t, y: from.y + (point.y - from.y) * t),
                               time: clock.now)
            window.advanceFrame()
        }
    }

    /// The finger up at `point`, then `frames` frames for the drop or cancel animation.
    func release(at point: CGPoint, frames: Int = 40) {
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.ended, at: point, time: clock.now)
        window.advanceFrame()
        window.step(clock, frames: frames)
    }
}
