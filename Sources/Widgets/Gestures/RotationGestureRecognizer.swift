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
    /// Radians turned since `startAngle` at the last event; it stays put while only one finger is down
    /// (UIKit's rotation ends only when both have lifted).
    private var rawRotation = 0.0
    private var lastSample: (rotation: Double, time: Double)?
    public private(set) var velocity = 0.0

    /// Radians since the gesture began; settable, as UIKit's, to apply changes incrementally.
    public var rotation: Double {
        get { rawRotation + rotationOffset }
        set { rotationOffset = newValue - rawRotation }
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
        startMeasuring(at: touch.timestamp)
    }

    /// A second finger joined: the angle is measured from here (carrying on from the rotation so far
    /// should it land again after lifting mid-gesture).
    public override func additionalTouchBegan(_ touch: Touch) { startMeasuring(at: touch.timestamp) }

    private func startMeasuring(at time: Double) {
        guard let (a, b) = fingerPair else { return }
        rotationOffset += rawRotation
        rawRotation = 0
        startAngle = Self.angle(a, b)
        lastSample = (0, time)
    }

    public override func touchMoved(_ touch: Touch) { measure(at: touch.timestamp) }
    public override func additionalTouchMoved(_ touch: Touch) { measure(at: touch.timestamp) }

    private func measure(at time: Double) {
        guard let (a, b) = fingerPair, lastSample != nil else { return }
        rawRotation = Self.normalized(Self.angle(a, b) - startAngle)
        if let last = lastSample, time > last.time {
            velocity = (rawRotation - last.rotation) / (time - last.time)
        }
        lastSample = (rawRotation, time)
        let radius = a.distance(to: b) / 2
        advanceContinuousGesture(pastThreshold: abs(rawRotation) * radius > Self.hysteresis)
    }

    /// The last finger lifted (with two emulated fingers, both at once, where they lifted).
    public override func touchEnded(_ touch: Touch) {
        if touch.secondLocationInWindow != nil, lastSample != nil, let (a, b) = fingerPair {
            rawRotation = Self.normalized(Self.angle(a, b) - startAngle)
        }
        endContinuousGesture()
    }

    public override func reset() {
        super.reset()
        startAngle = 0
        rotationOffset = 0
        rawRotation = 0
        lastSample = nil
        velocity = 0
    }
}
