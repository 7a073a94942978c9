import Render

/// Recognises a drag once the pointer has moved more than `slop` points (UIPanGestureRecognizer), then
/// reports translation from where it began and velocity over the last ~100 ms.
@preconcurrency @MainActor
public class PanGestureRecognizer: GestureRecognizer {
    /// Movement before a pan begins (Flutter's kTouchSlop is 8 px; UIKit's is about 10 pt).
    public static let slop = 10.0
    /// Restricts the directions that start the pan; the other axis still reports translation.
    public enum Axis: Sendable { case any, horizontal, vertical }
    public var axis: Axis = .any
    /// Called on touch-down, before the pan can begin: a scroll view stops its momentum here, as
    /// UIScrollView does the moment a finger lands on gliding content.
    public var onPress: ((Touch) -> Void)?

    var tracker = VelocityTracker()
    private var origin = Point.zero
    private var translationOffset = Point.zero

    public override init(action: ((GestureRecognizer) -> Void)? = nil) {
        super.init(action: action)
        priority = 1
    }

    /// Movement since the gesture began, in window points (or in `view`'s, which only differs by scale).
    public func translation(in view: View? = nil) -> Point {
        guard let touch else { return .zero }
        return touch.centroidInWindow - origin + translationOffset
    }

    /// Resets the reported translation (UIKit's `setTranslation(_:in:)`).
    public func setTranslation(_ t: Point) {
        guard let touch else { return }
        translationOffset = t - (touch.centroidInWindow - origin)
    }

    /// Points per second over the last ~100 ms of movement; at lift-off, the velocity the pointer had
    /// when it last moved (see `VelocityTracker.addLift`).
    public func velocity(in view: View? = nil) -> Point {
        tracker.velocity(at: touch?.timestamp)
    }

    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
        origin = touch.centroidInWindow
        tracker.add(origin, at: touch.timestamp)
        onPress?(touch)
    }

    /// Whether a press at this touch may start this pan at all (edge pans limit it to the edge).
    func shouldBegin(with touch: Touch) -> Bool {
        // Two fingers pan by their centre, so a pinch that keeps its centre does not pan.
        let d = touch.centroidInWindow - touch.startCentroidInWindow
        switch axis {
        case .any: return d.x * d.x + d.y * d.y > Self.slop * Self.slop
        case .horizontal: return abs(d.x) > Self.slop && abs(d.x) >= abs(d.y)
        case .vertical: return abs(d.y) > Self.slop && abs(d.y) >= abs(d.x)
        }
    }

    /// Whether the movement rules the pan out for good (moved the wrong way first).
    func shouldFail(with touch: Touch) -> Bool {
        let d = touch.centroidInWindow - touch.startCentroidInWindow
        switch axis {
        case .any: return false
        case .horizontal: return abs(d.y) > Self.slop && abs(d.y) > abs(d.x)
        case .vertical: return abs(d.x) > Self.slop && abs(d.x) > abs(d.y)
        }
    }

    public override func touchMoved(_ touch: Touch) {
        tracker.add(touch.centroidInWindow, at: touch.timestamp)
        // Translation counts from the press, slop included, so dragged content stays under the pointer.
        advanceContinuousGesture(pastThreshold: state == .possible && shouldBegin(with: touch),
                                 failed: state == .possible && shouldFail(with: touch))
    }

    public override func touchEnded(_ touch: Touch) {
        tracker.addLift(touch.centroidInWindow, at: touch.timestamp)
        endContinuousGesture()
    }

    public override func reset() {
        super.reset()
        tracker.reset()
        translationOffset = .zero
    }
}
