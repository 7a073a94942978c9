import Render
import Testing
import TestSupport
import UIKit
import Widgets

/// Explicit Core Animation animations run on the window's animation engine and change only what is shown:
/// presentation values at virtual times, the model untouched, removal at the end.
@MainActor
struct CABasicAnimationTests {
    @Test("an opacity animation shows its values at virtual times, then the model again; the model never moves")
    func opacitySequence() {
        let stage = CAAnimationStage()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        stage.add(fade, forKey: "fade")
        #expect(stage.layer.animationKeys() == ["fade"])
        let shown = stage.opacities(at: [0.25, 0.5, 0.75, 0.999])
        #expect(rounded(shown) == [0.75, 0.5, 0.25, 0.001])
        #expect(Double(stage.layer.opacity) == 1)
        stage.show(at: 1.0)
        #expect(Double(stage.layer.presentation()?.opacity ?? -1) == 1)
        #expect(stage.layer.animationKeys() == nil)
        #expect(stage.layer.animation(forKey: "fade") == nil)
    }

    @Test("fillMode forwards with isRemovedOnCompletion false keeps the end value on screen, the model keeps its own")
    func fillForwards() {
        let stage = CAAnimationStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        stage.window.rootView.addSubview(view)
        let move = CABasicAnimation(keyPath: "position")
        move.toValue = CGPoint(x: 120, y: 20)
        move.duration = 0.5
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        stage.add(move, forKey: "move", to: view.layer)
        stage.show(at: 0.25)
        #expect(view.layer.presentation()?.position == CGPoint(x: 70, y: 20))
        stage.show(at: 2)
        #expect(view.layer.presentation()?.position == CGPoint(x: 120, y: 20))
        #expect(view.center == CGPoint(x: 20, y: 20))
        #expect(view.layer.animationKeys() == ["move"])
        view.layer.removeAnimation(forKey: "move")
        #expect(view.layer.presentation()?.position == CGPoint(x: 20, y: 20))
    }

    @Test("the delegate hears start then stop(true) at the end, and stop(false) when removed or replaced")
    func delegateOrder() {
        let stage = CAAnimationStage()
        let log = CAAnimationLog()
        let first = CABasicAnimation(keyPath: "opacity")
        first.toValue = 0.5
        first.duration = 1
        first.delegate = log
        stage.add(first, forKey: "a")
        stage.show(at: 0.5)
        #expect(log.entries == ["start"])
        stage.show(at: 1.0)
        #expect(log.entries == ["start", "stop true"])

        let second = CABasicAnimation(keyPath: "opacity")
        second.toValue = 0.2
        second.duration = 1
        second.delegate = log
        stage.add(second, forKey: "b")
        stage.show(at: 0.1)
        stage.layer.removeAnimation(forKey: "b")
        #expect(log.entries == ["start", "stop true", "start", "stop false"])

        let third = CABasicAnimation(keyPath: "opacity")
        third.toValue = 0.2
        third.duration = 1
        third.delegate = CAAnimationLog("old ")
        let replacement = CABasicAnimation(keyPath: "opacity")
        replacement.toValue = 0.9
        replacement.duration = 1
        replacement.delegate = log
        stage.add(third, forKey: "c")
        stage.show(at: 0.1)
        let oldLog = third.delegate as! CAAnimationLog
        stage.add(replacement, forKey: "c")
        #expect(oldLog.entries == ["old start", "old stop false"])
        stage.show(at: 0.5)
        #expect(Double(stage.layer.presentation()?.opacity ?? -1) == 0.95)
    }

    @Test("a named timing function bends time with its documented control points")
    func timingFunction() {
        let stage = CAAnimationStage()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        stage.add(move, forKey: nil)
        var xs: [Double] = []
        for t in [0.25, 0.5, 0.75] {
            stage.show(at: t)
            xs.append(Double(stage.layer.presentation()?.position.x ?? -1))
        }
        let curve = TimingCurve.cubic(0.42, 0, 0.58, 1)
        #expect(rounded(xs) == rounded([25, 50, 75].map { 100 * curve.value(at: Double($0) / 100) }))
        #expect(abs(xs[1] - 50) < 1e-6)
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &point)
        #expect(point == [0.25, 0.1])
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
    }

    @Test("repeatCount and autoreverses run the pass forward and back, then end at the start value")
    func repeatAndReverse() {
        let stage = CAAnimationStage()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0
        pulse.duration = 1
        pulse.autoreverses = true
        pulse.repeatCount = 2
        pulse.fillMode = .forwards
        pulse.isRemovedOnCompletion = false
        stage.add(pulse, forKey: "pulse")
        let shown = stage.opacities(at: [0.5, 1, 1.5, 2.5, 3.5, 4.5])
        #expect(rounded(shown) == [0.5, 0, 0.5, 0.5, 0.5, 1])
    }

    @Test("a later beginTime with fillMode backwards shows the first value before the start")
    func delayedStart() {
        let stage = CAAnimationStage()
        let log = CAAnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 0.6
        fade.duration = 1
        fade.beginTime = CACurrentMediaTime() + 1
        fade.fillMode = .backwards
        fade.delegate = log
        stage.add(fade, forKey: nil)
        #expect(rounded(stage.opacities(at: [0.5])) == [0.2])
        #expect(log.entries.isEmpty)
        #expect(rounded(stage.opacities(at: [1.5])) == [0.4])
        #expect(log.entries == ["start"])
    }

    @Test("byValue adds to the model value, and transform field paths turn and scale the layer about its centre")
    func byValueAndTransformPaths() {
        let stage = CAAnimationStage()
        let slide = CABasicAnimation(keyPath: "position.y")
        slide.byValue = 40
        slide.duration = 1
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi
        spin.duration = 1
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.toValue = 3
        grow.duration = 1
        stage.add(slide, forKey: "slide")
        stage.add(spin, forKey: "spin")
        stage.add(grow, forKey: "grow")
        stage.show(at: 0.5)
        let shown = stage.layer.presentation()!
        #expect(shown.position == CGPoint(x: 50, y: 70))
        let t = shown.affineTransform()
        // Half a turn's half is a quarter turn; the scale is halfway from 1 to 3.
        #expect(abs(t.a) < 1e-9 && abs(t.b - 2) < 1e-9 && abs(t.c + 2) < 1e-9 && abs(t.d) < 1e-9)
        #expect(stage.layer.affineTransform() == .identity)
    }

    @Test("an explicit animation changes the pixels drawn, halfway between its colours")
    func drawsPresentation() throws {
        let stage = CAAnimationStage()
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        tint.toValue = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        tint.duration = 1
        stage.add(tint, forKey: nil)
        stage.show(at: 0.5)
        let surface = try Golden.draw(stage.window)
        let pixel = surface.pixel(x: 50, y: 50)
        #expect(abs(pixel.red - 0.5) < 0.01 && pixel.green == 0 && abs(pixel.blue - 0.5) < 0.01)
        stage.show(at: 1.5)
        #expect(try Golden.draw(stage.window).pixel(x: 50, y: 50) == Color.red)
    }

    @Test("an animation added to a layer outside a window starts when its view joins one")
    func startsInWindow() {
        let stage = CAAnimationStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        view.layer.add(fade, forKey: "fade")
        stage.show(at: 5)
        stage.add(CAAnimation(), forKey: nil)   // time 0 is now
        stage.window.rootView.addSubview(view)
        #expect(rounded(stage.opacities(at: [0.25, 0.5], of: view.layer)) == [0.25, 0.5])
    }
}
