import Render

/// Recognises two fingers moving apart or together (UIPinchGestureRecognizer): `scale` is the distance
/// between them over the distance when they landed, `velocity` its change per second. A mouse makes two
/// fingers with Alt (see `Window.sendPointer(_:at:second:time:)`); one finger never pinches.
@preconcurrency @MainActor
public final class PinchGestureRecognizer: GestureRecognizer {
    /// How far the fingers' distance must change before the pinch begins. UIKit's threshold is private;
    /// Handheld uses the pan's slop, so a pinch and a pan start after the same movement [EST].
    public static let hysteresis = PanGestureRecognizer.slop

    private var startDistance = 0.0
    private var scaleOffset = 1.0
    private var lastSample: (scale: Double, time: Double)?
    /// The scale factor per second over the last move (UIKit's `velocity`).
    public private(set) var velocity = 0.0

    /// The fingers' distance relative to where they started; settable, as UIKit's, so a handler can
    /// reset it to 1 and apply the change incrementally.
    public var scale: Double {
        get { rawScale * scaleOffset }
        set { scaleOffset = rawScale > 0 ? newValue / rawScale : 1 }
    }

    private var rawScale: Double {
        guard let touch, let second = touch.secondLocationInWindow, startDistance > 0 else { return 1 }
        return touch.locationInWindow.distance(to: second) / startDistance
    }


    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
        guard let second = touch.secondLocationInWindow else { return }
        startDistance = touch.locationInWindow.distance(to: second)
        lastSample = (1, touch.timestamp)
    }

    public override func touchMoved(_ touch: Touch) {
        guard let second = touch.secondLocationInWindow, startDistance > 0 else { return }
        let distance = touch.locationInWindow.distance(to: second)
        if let last = lastSample, touch.timestamp > last.time {
            velocity = (rawScale - last.scale) / (touch.timestamp - last.time)
        }
        lastSample = (rawScale, touch.timestamp)
        advanceContinuousGesture(pastThreshold: abs(distance - startDistance) > Self.hysteresis)
    }

    public override func touchEnded(_ touch: Touch) {
        endContinuousGesture()
    }

    public override func reset() {
        super.reset()
        startDistance = 0
        scaleOffset = 1
        lastSample = nil
        velocity = 0
    }
}
