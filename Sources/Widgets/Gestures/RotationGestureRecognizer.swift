import Foundation
import Render

/// Recognises two fingers turning around each other (UIRotationGestureRecognizer): `rotation` is the
/// angle in radians since they landed, positive clockwise on screen as UIKit's, `velocity` in radians per
/// second. A mouse makes two fingers with Alt; one finger never rotates.
@preconcurrency @MainActor
public final class RotationGestureRecognizer: GestureRecognizer {
    /// The arc either finger must travel around the other before the rotation begins. UIKit's threshold
    /// is private; Handheld uses the pan's slop measured along the arc [EST].
    public static let hysteresis = PanGestureRecognizer.slop

    private var startAngle = 0.0
    private var rotationOffset = 0.0
    private var lastSample: (rotation: Double, time: Double)?
    public private(set) var velocity = 0.0

    /// Radians since the gesture began; settable, as UIKit's, to apply changes incrementally.
    public var rotation: Double {
        get { rawRotation + rotationOffset }
        set { rotationOffset = newValue - rawRotation }
    }

    private var rawRotation: Double {
        guard let touch, let second = touch.secondLocationInWindow else { return 0 }
        return Self.normalized(Self.angle(touch.locationInWindow, second) - startAngle)
    }


    /// The direction from the first finger to the second; with y down, growing angles turn clockwise.
    static func angle(_ a: Point, _ b: Point) -> Double { atan2(b.y - a.y, b.x - a.x) }

    /// The angle in -π…π, so a turn through the back of the circle does not jump by 2π.
    static func normalized(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a < -.pi { a += 2 * .pi }
        return a
    }

    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
        guard let second = touch.secondLocationInWindow else { return }
        startAngle = Self.angle(touch.locationInWindow, second)
        lastSample = (0, touch.timestamp)
    }

    public override func touchMoved(_ touch: Touch) {
        guard let second = touch.secondLocationInWindow else { return }
        let turned = rawRotation
        if let last = lastSample, touch.timestamp > last.time {
            velocity = (turned - last.rotation) / (touch.timestamp - last.time)
        }
        lastSample = (turned, touch.timestamp)
        let radius = touch.locationInWindow.distance(to: second) / 2
        advanceContinuousGesture(pastThreshold: abs(turned) * radius > Self.hysteresis)
    }

    public override func touchEnded(_ touch: Touch) {
        endContinuousGesture()
    }

    public override func reset() {
        super.reset()
        startAngle = 0
        rotationOffset = 0
        lastSample = nil
        velocity = 0
    }
}
