import Foundation
import Testing
import TestSupport
import UIKit

/// `UIView.AnimationOptions` as UIKit spells it, with UIView.h's raw values, built from a keyboard
/// notification's curve number and driving the curve of `UIView.animate(withDuration:delay:options:...)`.
@MainActor
struct UIViewAnimationOptionsTests {
    @Test("raw values are UIKit's")
    func rawValues() {
        let options: [(UIView.AnimationOptions, UInt)] = [
            (.layoutSubviews, 1 << 0), (.allowUserInteraction, 1 << 1), (.beginFromCurrentState, 1 << 2),
            (.repeat, 1 << 3), (.autoreverse, 1 << 4), (.overrideInheritedDuration, 1 << 5),
            (.overrideInheritedCurve, 1 << 6), (.allowAnimatedContent, 1 << 7), (.showHideTransitionViews, 1 << 8),
            (.curveEaseInOut, 0), (.curveEaseIn, 1 << 16), (.curveEaseOut, 2 << 16), (.curveLinear, 3 << 16),
            (.transitionNone, 0), (.transitionFlipFromLeft, 1 << 20), (.transitionCrossDissolve, 5 << 20),
            (.transitionFlipFromBottom, 7 << 20), (.preferredFramesPerSecondDefault, 0),
            (.preferredFramesPerSecond60, 3 << 24), (.preferredFramesPerSecond30, 7 << 24),
        ]
        for (option, raw) in options { #expect(option.rawValue == raw) }
        #expect(UIView.AnimationCurve(rawValue: 3) == .linear)
        #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
    }

    /// Where a view animated from x = 0 to 100 over 1 s is after `time` seconds, with `options`.
    func position(after time: Double, options: UIView.AnimationOptions) -> CGFloat {
        let page = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        page.view.addSubview(box)
        let host = UIKitHost(page)
        UIView.animate(withDuration: 1, delay: 0, options: options, animations: {
            box.frame.origin.x = 100
        }, completion: nil)
        host.window.step(host.clock)
        host.clock.advance(by: time)
        host.window.advanceFrame()
        return box.presentationFrame.minX
    }

    @Test("the curve from a keyboard notification's number drives the animation")
    func curveFromKeyboardNumber() {
        let linearNumber = 3, easeInNumber = 1
        let linear = UIView.AnimationOptions(rawValue: UInt(linearNumber << 16))
        let easeIn = UIView.AnimationOptions(rawValue: UInt(easeInNumber << 16))
        #expect(linear == .curveLinear)
        #expect(easeIn.contains(.curveEaseIn))
        let atQuarterLinear = position(after: 0.25, options: linear)
        let atQuarterEaseIn = position(after: 0.25, options: easeIn)
        let atQuarterDefault = position(after: 0.25, options: [])
        #expect(abs(atQuarterLinear - 25) < 2.5)
        #expect(atQuarterEaseIn < 15)
        #expect(atQuarterDefault < atQuarterLinear && atQuarterDefault > atQuarterEaseIn)
    }
}
