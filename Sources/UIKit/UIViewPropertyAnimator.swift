import Foundation
import HandheldKit

// UIViewPropertyAnimator as UIKit declares it (UIViewPropertyAnimator.h, UITimingParameters.h): the
// initializers take no engine, timing comes from UIView.AnimationCurve, control points or a
// UITimingCurveProvider, and states and positions have UIKit's names. Handheld's `PropertyAnimator` does
// the work; these spell it.

public typealias UIViewAnimatingPosition = AnimationPosition
public typealias UIViewAnimatingState = PropertyAnimator.State

extension PropertyAnimator {
    /// `UIViewPropertyAnimator(duration:curve:animations:)`: one of UIKit's four curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .curve(curve.timingCurve, duration: duration), animations: animations)
    }

    /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`: a cubic Bézier from (0, 0)
    /// to (1, 1) through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        let curve = TimingCurve.cubic(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        self.init(duration: duration, timing: .curve(curve, duration: duration), animations: animations)
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`: a spring that settles at `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timing: .springWithDuration(dampingRatio: Double(ratio), initialVelocity: 0, duration: duration),
                  animations: animations)
    }

    /// `UIViewPropertyAnimator(duration:timingParameters:)`, the designated initializer.
    public convenience init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.init(duration: duration, timing: parameters.handheldTiming(duration: duration), animations: nil)
    }

    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)` with no engine argument:
    /// the curve from `options`, started after `delay`, on the newest window's engine.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions = [],
                                               animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timing: .curve(options.curve, duration: duration),
                                        animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: nil keeps the animator's timing.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        continueAnimation(withTiming: parameters?.handheldTiming(duration: duration), durationFactor: Double(durationFactor))
    }
}

/// `UITimingCurveType`: which of a provider's parameters apply (UIKit's raw values).
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic = 1, spring = 2, composed = 3
}

/// `UITimingCurveProvider`: what `UIViewPropertyAnimator(duration:timingParameters:)` reads. A cubic
/// provider gives `cubicTimingParameters`, a spring one `springTimingParameters`.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The timing Handheld's animator runs with. A composed provider moves as its cubic part (Handheld
    /// animates one timing per animator).
    func handheldTiming(duration: Double) -> AnimationTiming {
        if timingCurveType == .spring, let spring = springTimingParameters { return spring.timing(duration: duration) }
        return .curve(cubicTimingParameters?.curve ?? .systemDefault, duration: duration)
    }
}

/// `UICubicTimingParameters`: one of UIKit's curves or a cubic Bézier through two control points.
@preconcurrency @MainActor
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let curve: TimingCurve

    /// Core Animation's default timing function, (0.25, 0.1) (0.25, 1) (Apple: "the system's default timing
    /// curve … based on the default Core Animation timing function", kCAMediaTimingFunctionDefault).
    /// `animationCurve` is undefined for it in UIKit; it reads `.easeInOut` here.
    public override init() {
        animationCurve = .easeInOut
        controlPoint1 = CGPoint(x: 0.25, y: 0.1)
        controlPoint2 = CGPoint(x: 0.25, y: 1)
        curve = .systemDefault
        super.init()
    }

    public init(animationCurve: UIView.AnimationCurve) {
        self.animationCurve = animationCurve
        curve = animationCurve.timingCurve
        let points: (CGPoint, CGPoint) = switch animationCurve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        (controlPoint1, controlPoint2) = points
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        curve = .cubic(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// `UISpringTimingParameters`: a damping ratio (the spring is fitted to the animator's duration) or the
/// spring's own constants (its duration is its settling time: UITimingParameters.h, "the duration is computed
/// assuming a small settling oscillation"). Only `initialVelocity.dx` is used, as for a one-dimensional
/// property in UIKit; velocity is relative: 1 is the whole distance per second.
@preconcurrency @MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    public let initialVelocity: CGVector
    private let dampingRatio: Double?
    private let spring: Spring?

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500, the damping ratio 4.56 Apple documents
    /// for `init()` (500 / (2 √(3 × 1000)) = 4.56), at rest.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        spring = nil
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        spring = Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    func timing(duration: Double) -> AnimationTiming {
        let velocity = Double(initialVelocity.dx)
        if let spring { return .spring(spring, initialVelocity: velocity) }
        return .springWithDuration(dampingRatio: dampingRatio ?? 1, initialVelocity: velocity, duration: duration)
    }
}
