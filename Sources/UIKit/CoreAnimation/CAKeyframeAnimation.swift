import Foundation
import HandheldKit

/// A key path through several values (CAKeyframeAnimation): `values` at `keyTimes` (fractions of the
/// pass, evenly spread when absent), each segment bent by its entry of `timingFunctions` (linear when
/// absent), or along `path` for a point key path. `calculationMode` `discrete` jumps from value to value;
/// the other modes run as `linear` (see CAAnimationCalculationMode). The animation's own `timingFunction`
/// bends the whole pass first, as Core Animation's does.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    /// A path a `position` animation follows (the points of its flattened curves, evenly spaced by index,
    /// where Core Animation paces by the curve's own timing), used instead of `values` when set.
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Not honoured: Handheld does not turn a layer along its path (CAAnimationRotationMode).
    open var rotationMode: String?

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
    }

    private var unboxed: [LayerAnimationValue] {
        if let path, !path.isEmpty {
            // Each subpath in turn, flattened; a closed one comes back to its start.
            let points = path.polylines.flatMap { $0.isClosed ? $0.points + [$0.points[0]] : $0.points }
            return points.map { .point($0) }
        }
        return (values ?? []).compactMap { LayerAnimationValue(boxed: $0, for: layerKeyPath) }
    }

    override func value(at progress: Double, base: LayerAnimationValue) -> LayerAnimationValue? {
        let list = unboxed
        guard let first = list.first else { return nil }
        guard list.count > 1 else { return first }
        let times: [Double] = {
            if let keyTimes, keyTimes.count == list.count { return keyTimes.map(\.doubleValue) }
            return (0..<list.count).map { Double($0) / Double(list.count - 1) }
        }()
        if progress <= times[0] { return list[0] }
        if progress >= times[times.count - 1] { return list[list.count - 1] }
        let i = max(0, (times.lastIndex { $0 <= progress } ?? 0))
        guard i + 1 < list.count else { return list[list.count - 1] }
        if calculationMode == .discrete { return list[i] }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (progress - times[i]) / span : 1
        if let functions = timingFunctions, i < functions.count { local = functions[i].curve.value(at: local) }
        return list[i].interpolated(to: list[i + 1], fraction: local)
    }
}
