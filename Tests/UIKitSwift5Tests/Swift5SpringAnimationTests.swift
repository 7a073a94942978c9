import Testing
import TestSupport
import UIKit
import Widgets

/// UIView's type-level spring animation and UIView.AnimationCurve, on the virtual clock.
@MainActor
struct Swift5SpringAnimationTests {
    /// The presentation layer's x centre each frame for 70 frames (70/60 s), and the completions reported.
    private func run(damping: CGFloat) -> (xs: [Double], finished: [Bool], model: Double) {
        let (window, clock) = TestSupport.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(view)
        window.step(clock)
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [], animations: { view.center = CGPoint(x: 105, y: 5) },
                       completion: { finished.append($0) })
        var xs: [Double] = []
        for _ in 0..<70 {
            window.step(clock)
            xs.append(Double(view.layer.presentation()?.position.x ?? view.layer.position.x))
        }
        return (xs, finished, Double(view.center.x))
    }

    @Test("a low damping ratio overshoots the target and settles by the duration; completion runs once")
    func underdamped() {
        let (xs, finished, model) = run(damping: 0.3)
        #expect(model == 105, "the model value is the target at once")
        #expect(xs.prefix(10).contains { $0 > 5 && $0 < 105 }, "on its way from the start to the target first")
        #expect(xs.max()! > 110, "an underdamped spring overshoots")
        #expect(abs(xs[65] - 105) < 0.01, "settled at the duration")
        #expect(finished == [true])
    }

    @Test("damping 1 reaches the target without overshoot")
    func criticallyDamped() {
        let (xs, finished, _) = run(damping: 1)
        #expect(xs.max()! <= 105.0001)
        #expect(xs[30] > 50, "half way through the duration most of the distance is covered")
        #expect(finished == [true])
    }

    @Test("UIView.AnimationCurve has UIKit's raw values; the keyboard's private 7 is none of them")
    func animationCurve() {
        #expect([UIView.AnimationCurve.easeInOut, .easeIn, .easeOut, .linear].map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIView.AnimationCurve(rawValue: 7) == nil)
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
    }
}
