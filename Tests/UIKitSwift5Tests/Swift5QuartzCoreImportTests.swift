import CoreGraphics
import QuartzCore
import Testing

/// A file that imports QuartzCore and CoreGraphics and not UIKit, as iOS code often does for a layer helper:
/// both modules exist and give Core Animation's and Core Graphics' types.
@MainActor
struct Swift5QuartzCoreImportTests {
    /// What such a file writes: a layer subclass with a fade it commits without implicit actions.
    final class BadgeLayer: CALayer {
        func configure(in rect: CGRect) {
            frame = rect.insetBy(dx: 4, dy: 4)
            cornerRadius = frame.height / 2
            opacity = 0
        }

        func fadeIn() -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = opacity
            animation.toValue = 1
            animation.duration = 0.4
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            opacity = 1
            CATransaction.commit()
            add(animation, forKey: "fade")
            return animation
        }
    }

    @Test("a QuartzCore-only file builds a layer and its animation with Core Graphics geometry")
    func badge() {
        let badge = BadgeLayer()
        badge.configure(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let animation = badge.fadeIn()
        #expect(badge.frame == CGRect(x: 4, y: 4, width: 32, height: 32))
        #expect(Double(badge.cornerRadius) == 16)
        #expect(badge.opacity == 1)
        #expect(badge.animation(forKey: "fade") != nil)
        #expect(animation.keyPath == "opacity")
        #expect(animation.duration == 0.4)
    }
}
