import Render
import Testing
import TestSupport
import Widgets

/// `UIView.AnimationOptions`, one rule a test, each with its UIKit source.
@MainActor
@Suite("Animation options")
struct AnimationOptionsTests {
    private func makeView() -> (Window, ManualClock, View) {
        let (window, clock) = TestSupport.makeWindow()
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        return (window, clock, view)
    }

    /// UIKit: "allowUserInteraction: Allow the user to interact with views while they are being animated"
    /// (UIView.AnimationOptions); without it hit testing passes over the animated view (observed on iOS: a
    /// button being faded does not take taps). The touch lands on what is behind it.
    @Test("without allowUserInteraction a view being animated ignores touches")
    func animatedViewIgnoresTouches() {
        let (window, clock, view) = makeView()
        view.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        window.step(clock)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === window.rootView)
        window.step(clock, frames: 60)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === view)
    }

    /// UIKit: with `allowUserInteraction` the view keeps receiving touches during the animation.
    @Test("with allowUserInteraction a view being animated takes touches")
    func allowUserInteraction() {
        let (window, clock, view) = makeView()
        view.animate(withDuration: 1, options: .allowUserInteraction, animations: { view.alpha = 0.5 })
        window.step(clock)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === view)
    }

    /// UIViewPropertyAnimator.isUserInteractionEnabled is true by default ("The default value of this
    /// property is true"), so a view an animator moves takes touches, unless it is turned off.
    @Test("a property animator's views take touches unless isUserInteractionEnabled is false")
    func animatorInteraction() {
        let (window, clock, view) = makeView()
        let animator = PropertyAnimator(duration: 1, engine: window.engine) { view.alpha = 0.5 }
        animator.startAnimation()
        window.step(clock)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === view)
        let other = PropertyAnimator(duration: 1, engine: window.engine)
        other.isUserInteractionEnabled = false
        other.addAnimations { view.center = Point(x: 60, y: 60) }
        other.startAnimation()
        window.step(clock)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === window.rootView)
    }

    /// UIKit: `curveEaseIn`, `curveEaseOut`, `curveLinear` pick the block's curve ("curveLinear: A linear
    /// animation curve causes an animation to occur evenly over its duration"); no curve option is
    /// `curveEaseInOut`, value 0.
    @Test("curve options select the block's timing curve", arguments: [
        (AnimationOptions.curveEaseIn, TimingCurve.easeIn), (.curveEaseOut, .easeOut),
        (.curveLinear, .linear), (.curveEaseInOut, .easeInOut), (AnimationOptions(), .easeInOut),
    ])
    func curves(option: AnimationOptions, curve: TimingCurve) {
        let (window, clock, view) = makeView()
        view.animate(withDuration: 1, options: option, animations: { view.alpha = 0 })
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - (1 - curve.value(at: 0.25))) < 1e-6)
    }

    /// UIKit: "beginFromCurrentState: Start the animation from the current setting associated with an
    /// already in-flight animation." The new animation starts from what is on screen; the replaced one's
    /// completion gets `finished == false`.
    @Test("beginFromCurrentState starts from the on-screen value and interrupts the in-flight animation")
    func beginFromCurrentState() {
        let (window, clock, view) = makeView()
        var first: Bool?
        view.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 }, completion: { first = $0 })
        window.step(clock, frames: 30)
        view.animate(withDuration: 1, options: [.beginFromCurrentState, .curveLinear], animations: { view.alpha = 1 })
        window.step(clock, frames: 30)
        #expect(abs(view.presentationAlpha - 0.75) < 1e-6)
        #expect(first == false)
    }

    /// UIKit documents that without beginFromCurrentState "all in-flight animations are allowed to finish
    /// before the new animation is started", but since iOS 8 block animations are additive: the view moves
    /// on from where it is, never jumping (WWDC 2014, "Building Interruptible and Responsive
    /// Interactions"). Handheld starts from the screen either way.
    @Test("without beginFromCurrentState a new block still starts from the on-screen value")
    func withoutBeginFromCurrentState() {
        let (window, clock, view) = makeView()
        view.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 0 })
        window.step(clock, frames: 30)
        view.animate(withDuration: 1, options: .curveLinear, animations: { view.alpha = 1 })
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        window.step(clock, frames: 30)
        #expect(abs(view.presentationAlpha - 0.75) < 1e-6)
    }

    /// UIKit: "repeat: Repeat the animation indefinitely"; its completion never runs while it repeats, and
    /// a direct set removes it (finished == false).
    @Test("repeat runs the animation again and again until something interrupts it")
    func repeatOption() {
        let (window, clock, view) = makeView()
        var finished: Bool?
        view.animate(withDuration: 0.5, options: [.repeat, .curveLinear], animations: { view.alpha = 0 },
                     completion: { finished = $0 })
        window.step(clock, frames: 45)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        window.step(clock, frames: 600)
        #expect(finished == nil)
        #expect(window.engine.isAnimating)
        view.alpha = 0.3
        window.step(clock)
        #expect(finished == false)
        #expect(view.presentationAlpha == 0.3)
    }

    /// UIKit: "autoreverse: Run the animation backwards and forwards (must be combined with the repeat
    /// option)". With repeat the value goes there and back forever.
    @Test("repeat with autoreverse plays the curve forward then backward")
    func repeatAutoreverse() {
        let (window, clock, view) = makeView()
        view.animate(withDuration: 0.5, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0 })
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        window.step(clock, frames: 30)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        window.step(clock, frames: 15)
        #expect(abs(view.presentationAlpha - 1) < 1e-6)
        window.step(clock, frames: 75)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
    }

    /// Observed on iOS: autoreverse without repeat plays there and back, then the view jumps to its model
    /// value (the value set in the block), which is why apps set it back in the completion; the completion
    /// gets finished == true after both passes.
    @Test("autoreverse alone goes there and back, then jumps to the model value")
    func autoreverseAlone() {
        let (window, clock, view) = makeView()
        var finished: Bool?
        view.animate(withDuration: 0.5, options: [.autoreverse, .curveLinear], animations: { view.alpha = 0 },
                     completion: { finished = $0 })
        window.step(clock, frames: 45)
        #expect(abs(view.presentationAlpha - 0.5) < 1e-6)
        #expect(finished == nil)
        window.step(clock, frames: 15)
        #expect(finished == true)
        #expect(view.presentationAlpha == 0)
    }

    /// UIKit: "layoutSubviews: Lay out subviews at commit time so that they are animated along with their
    /// parent." A frame change whose layout is pending animates the subviews its layout moves.
    @Test("layoutSubviews lays out at commit time so subviews animate with their parent")
    func layoutSubviewsOption() {
        let (window, clock, view) = makeView()
        let child = View()
        view.addSubview(child)
        view.setLayoutHandler { v in child.frame = Rect(x: 0, y: 0, width: v.bounds.width / 2, height: 10) }
        window.step(clock)
        #expect(child.frame.width == 50)
        view.animate(withDuration: 1, options: [.layoutSubviews, .curveLinear], animations: {
            view.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        })
        window.step(clock, frames: 30)
        #expect(child.frame.width == 100)
        #expect(abs(child.presentationFrame.width - 75) < 1e-6)
    }

    /// UIKit: a block nested in another "inherits the remaining duration of the in-flight animation"
    /// unless `overrideInheritedDuration` is set, and likewise the curve unless `overrideInheritedCurve`.
    @Test("a nested block inherits the outer duration and curve unless it overrides them")
    func nestedInheritance() {
        let (window, clock, view) = makeView()
        let other = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(other)
        let third = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.rootView.addSubview(third)
        view.animate(withDuration: 1, options: .curveLinear, animations: {
            view.alpha = 0
            view.animate(withDuration: 0.25, options: .curveEaseIn, animations: { other.alpha = 0 })
            view.animate(withDuration: 0.5, options: [.curveEaseIn, .overrideInheritedDuration,
                                                      .overrideInheritedCurve], animations: { third.alpha = 0 })
        })
        window.step(clock, frames: 15)
        #expect(abs(other.presentationAlpha - 0.75) < 1e-6)
        #expect(abs(third.presentationAlpha - (1 - TimingCurve.easeIn.value(at: 0.5))) < 1e-6)
    }

    /// UIKit: `performWithoutAnimation` applies its changes at once even inside an animation block
    /// ("Disables a view transition animation"), while the rest of the block animates.
    @Test("performWithoutAnimation applies its changes at once inside an animate block")
    func performWithoutAnimation() {
        let (window, clock, view) = makeView()
        view.animate(withDuration: 1, animations: {
            view.alpha = 0.5
            view.performWithoutAnimation { view.center = Point(x: 200, y: 200) }
        })
        #expect(view.presentationFrame.midX == 200)
        #expect(view.presentationAlpha == 1)
        window.step(clock, frames: 30)
        #expect(view.presentationAlpha < 1)
    }

    /// UIKit (UIView.setAnimationsEnabled, which performWithoutAnimation turns off for its block): "code
    /// inside subsequent animation blocks is still executed but no animations actually occur".
    @Test("an animate block inside performWithoutAnimation applies at once and still completes")
    func animateInsidePerformWithoutAnimation() {
        let (window, clock, view) = makeView()
        var finished: Bool?
        view.performWithoutAnimation {
            view.animate(withDuration: 1, animations: { view.alpha = 0.25 }, completion: { finished = $0 })
        }
        #expect(view.presentationAlpha == 0.25)
        window.step(clock)
        #expect(finished == true)
    }

    /// UIKit: animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…) takes
    /// options like the curve form; here `allowUserInteraction` and the delay, and the spring settles at
    /// the duration.
    @Test("the spring variant takes options and a delay and settles at its duration")
    func springWithOptions() {
        let (window, clock, view) = makeView()
        var finished: Bool?
        view.animate(withDuration: 0.5, delay: 0.25, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                     options: .allowUserInteraction, animations: { view.center = Point(x: 150, y: 50) },
                     completion: { finished = $0 })
        window.step(clock, frames: 15)
        #expect(view.presentationFrame.midX == 50)
        #expect(window.rootView.hitTest(Point(x: 50, y: 50)) === view)
        window.step(clock, frames: 15)
        #expect(view.presentationFrame.midX > 100)
        window.step(clock, frames: 15)
        #expect(finished == true)
        #expect(view.presentationFrame.midX == 150)
    }
}
