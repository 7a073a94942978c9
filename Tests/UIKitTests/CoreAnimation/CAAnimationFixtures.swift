import Render
import TestSupport
import UIKit
import Widgets

/// A window with one standalone layer in it, driven to exact virtual times after an animation is added.
@MainActor
final class CAAnimationStage {
    let window: Window
    let clock: ManualClock
    let layer: CALayer
    /// The clock time the last animation was added at (where its time 0 is).
    private(set) var start = 0.0

    init(layer: CALayer = CALayer()) {
        (window, clock) = TestSupport.makeWindow(size: Size(width: 200, height: 200))
        self.layer = layer
        // Set outside any window, so nothing animates implicitly.
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.backgroundColor = .red
        window.rootView.layer.addSublayer(layer)
        window.step(clock)
    }

    /// Adds `animation` now; later `show(at:)` times count from here.
    func add(_ animation: CAAnimation, forKey key: String?, to target: CALayer? = nil) {
        start = clock.now
        (target ?? layer).add(animation, forKey: key)
    }

    /// Runs one frame at `t` seconds after the add.
    func show(at t: Double) {
        clock.set(start + t)
        window.advanceFrame()
    }

    /// The opacity on screen at each of `times`.
    func opacities(at times: [Double], of target: CALayer? = nil) -> [Double] {
        times.map { t in
            show(at: t)
            return Double((target ?? layer).presentation()?.opacity ?? -1)
        }
    }
}

/// Records what a CAAnimationDelegate hears, in order.
@MainActor
final class CAAnimationLog: CAAnimationDelegate {
    var entries: [String] = []
    let name: String

    init(_ name: String = "") { self.name = name }

    func animationDidStart(_ anim: CAAnimation) { entries.append("\(name)start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { entries.append("\(name)stop \(flag)") }
}

/// Rounds to 1e-6 so sequences of computed values compare exactly.
func rounded(_ values: [Double]) -> [Double] { values.map { ($0 * 1e6).rounded() / 1e6 } }
