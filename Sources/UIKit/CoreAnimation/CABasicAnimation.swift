import Foundation
import HandheldKit

/// One key path from one value to another (CABasicAnimation). Which values run: from and to; from and
/// `from + by`; `to − by` and to; from and the model value (from only); the model value and to (to only);
/// the model value and `model + by` (by only); Apple's table "Interpolation values" in CABasicAnimation's
/// reference. Values are what UIKit code boxes: numbers (Int, Double, Float, CGFloat, NSNumber), CGPoint,
/// CGSize, CGRect (or NSValue of them), CATransform3D, CGColor.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    /// The two ends, from the boxed values and the model value `base`.
    func ends(base: LayerAnimationValue) -> (LayerAnimationValue, LayerAnimationValue)? {
        let key = layerKeyPath
        let from = fromValue.flatMap { LayerAnimationValue(boxed: $0, for: key) }
        let to = toValue.flatMap { LayerAnimationValue(boxed: $0, for: key) }
        let by = byValue.flatMap { LayerAnimationValue(boxed: $0, for: key) }
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return f.adding(b).map { (f, $0) }
        case let (nil, t?, b?): return t.subtracting(b).map { ($0, t) }
        case let (f?, nil, nil): return (f, base)
        case let (nil, t?, nil): return (base, t)
        case let (nil, nil, b?): return base.adding(b).map { (base, $0) }
        case (nil, nil, nil): return (base, base)
        }
    }

    override func value(at progress: Double, base: LayerAnimationValue) -> LayerAnimationValue? {
        guard let (from, to) = ends(base: base) else { return nil }
        return from.interpolated(to: to, fraction: progress)
    }
}
