import Render

/// Recognises two fingers moving apart or together (UIPinchGestureRecognizer): `scale` is the distance
/// between them over the distance when they landed, `velocity` its change per second. A mouse makes two
/// fingers with Alt (see `Window.sendPointer(_:at:second:time:)`), or a second finger joins the first
/// (`Window.sendSecondFinger`); one finger never pinches, and the pinch ends when both have lifted.
@preconcurrency @MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How far the fingers' distance must change before the pinch begins. UIKit's threshold is private;
    /// Handheld uses the pan's slop, so a pinch and a pan start after the same movement [EST].
    public static let hysteresis = PanGestureRecognizer.slop

    private var startDistance = 0.0
    private var scaleOffset = 1.0
    /// The fingers' distance over `startDistance` at the last event; it stays put while only one finger
    /// is down (UIKit's pinch keeps its scale until both have lifted).
    private var rawScale = 1.0
    private var lastSample: (scale: Double, time: Double)?
    /// The scale factor per second over the last move (UIKit's `velocity`).
    public private(set) var velocity = 0.0

    /// The fingers' distance relative to where they started; settable, as UIKit's, so a handler can
    /// reset it to 1 and apply the change incrementally.
    public var scale: Double {
        get { rawScale * scaleOffset }
        set { scaleOffset = rawScale > 0 ? newValue / rawScale : 1 }
    }

    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
        startMeasuring(at: touch.timestamp)
    }

    /// A second finger joined: the distance is measured from here. Should it land again after lifting
    /// mid-pinch, the scale carries on from where it stood instead of jumping back to 1.
    public override func additionalTouchBegan(_ touch: Touch) { startMeasuring(at: touch.timestamp) }

    private func startMeasuring(at time: Double) {
        guard let (a, b) = fingerPair else { return }
        scaleOffset *= rawScale
        rawScale = 1
        startDistance = a.distance(to: b)
        lastSample = (1, time)
    }

    public override func touchMoved(_ touch: Touch) { measure(at: touch.timestamp) }
    public override func additionalTouchMoved(_ touch: Touch) { measure(at: touch.timestamp) }

    private func measure(at time: Double) {
        guard let (a, b) = fingerPair, startDistance > 0 else { return }
        let distance = a.distance(to: b)
        rawScale = distance / startDistance
        if let last = lastSample, time > last.time {
            velocity = (rawScale - last.scale) / (time - last.time)
        }
        lastSample = (rawScale, time)
        advanceContinuousGesture(pastThreshold: abs(distance - startDistance) > Self.hysteresis)
    }

    /// The last finger lifted (with two emulated fingers, both at once, where they lifted).
    public override func touchEnded(_ touch: Touch) {
        if touch.secondLocationInWindow != nil, let (a, b) = fingerPair, startDistance > 0 {
            rawScale = a.distance(to: b) / startDistance
        }
        endContinuousGesture()
    }

    public override func reset() {
        super.reset()
        startDistance = 0
        scaleOffset = 1
        rawScale = 1
        lastSample = nil
        velocity = 0
    }
}
