import Foundation
import HandheldKit

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier timing curve through (0, 0) and (1, 1) (CAMediaTimingFunction). The named ones carry the
/// control points Apple documents for CAMediaTimingFunctionName (linear (0, 0) (1, 1); easeIn (0.42, 0)
/// (1, 1); easeOut (0, 0) (0.58, 1); easeInEaseOut (0.42, 0) (0.58, 1); default (0.25, 0.1) (0.25, 1)), which
/// are the toolkit's `TimingCurve` presets: one curve implementation for UIView and Core Animation alike.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve this function evaluates.
    public let curve: TimingCurve

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        default: curve = .systemDefault
        }
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = .cubic(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    init(curve: TimingCurve) {
        self.curve = curve
        super.init()
    }

    /// Control point `idx` (0…3: the ends (0, 0) and (1, 1) and the two between) written into `ptr`
    /// (CAMediaTimingFunction.getControlPoint(at:values:)).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let b = curve.bezier
        let points: [(Double, Double)] = [(0, 0), (b.x1, b.y1), (b.x2, b.y2), (1, 1)]
        let p = points[max(0, min(3, idx))]
        ptr[0] = Float(p.0)
        ptr[1] = Float(p.1)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? CAMediaTimingFunction)?.curve == curve
    }
}

/// What an animation shows outside its active time (CAMediaTimingFillMode): `forwards` keeps the last
/// value after it ends (while it stays on the layer: `isRemovedOnCompletion = false`), `backwards` shows
/// the first value before a later `beginTime`, `both` does both, `removed` (the default) neither.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// How a keyframe animation moves between its values (CAAnimationCalculationMode). `paced` and
/// `cubicPaced` are run as `linear` and `cubic` is run as `linear` too: Handheld spaces keyframes by
/// `keyTimes` only and does not fit splines through them.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Core Foundation's seconds type, which Foundation on Linux does not declare.
public typealias CFTimeInterval = Double

/// Core Animation's clock: the animation time of the newest live window's engine (Handheld has no
/// process-wide media clock; each window's engine keeps its own timeline, which slow animations slow, as
/// the iOS Simulator's toggle slows Core Animation's media time). A `beginTime` of
/// `CACurrentMediaTime() + delay` starts an animation `delay` seconds from now on that timeline.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    AnimationEngine.live.last?.now ?? 0
}
