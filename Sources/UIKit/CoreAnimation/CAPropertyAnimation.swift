import Foundation
import HandheldKit

/// An animation of one layer property named by a key path (CAPropertyAnimation): `opacity`, `position`
/// (`.x`, `.y`), `bounds` (`.size`, `.size.width`, `.size.height`), `transform` and its fields
/// (`transform.scale`, `.scale.x`, `.scale.y`, `.rotation.z`, `.translation.x`, `.translation.y`),
/// `backgroundColor`, `cornerRadius`, `borderWidth`, `shadowOpacity`, `shadowRadius` and a shape layer's
/// `strokeStart`, `strokeEnd` and `lineWidth` (LayerKeyPath). Another key path is kept and reported by the
/// layer but animates nothing; the layer's view draws a view-backed layer's `cornerRadius` as its model value.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    /// Adds the animated value to the model's instead of replacing it (scales multiply, turns add).
    open var isAdditive = false
    /// Each repetition starts where the previous one ended (CAPropertyAnimation.isCumulative).
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyProperties(to copy: CAAnimation) {
        super.copyProperties(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
    }

    var layerKeyPath: LayerKeyPath? { keyPath.flatMap(LayerKeyPath.init(rawValue:)) }

    /// The value the animation shows at `progress` along its values (after the timing function), or nil.
    func value(at progress: Double, base: LayerAnimationValue) -> LayerAnimationValue? { nil }

    override func samples(at t: Double, pass: Double, base: (LayerKeyPath) -> LayerAnimationValue) -> [LayerAnimationSample] {
        guard let key = layerKeyPath else { return [] }
        let below = base(key)
        let fraction = passFraction(at: t, pass: pass)
        guard var value = value(at: progress(fraction: fraction, elapsedInPass: fraction * pass), base: below) else { return [] }
        if isCumulative, pass > 0, let start = self.value(at: 0, base: below), let end = self.value(at: 1, base: below) {
            // Each completed pass adds the distance of one pass (end − start).
            let passes = (min(t, activeDuration(pass: pass)) / pass).rounded(.down) - (fraction >= 1 ? 1 : 0)
            if passes > 0, let step = end.subtracting(start), let stepN = step.scaled(by: passes), let sum = value.adding(stepN) {
                value = sum
            }
        }
        return [LayerAnimationSample(keyPath: key, value: value, isAdditive: isAdditive)]
    }

    /// The timing function applied to the fraction of the pass (linear when there is none).
    func progress(fraction: Double, elapsedInPass: Double) -> Double {
        timingFunction.map { $0.curve.value(at: fraction) } ?? fraction
    }
}

extension LayerAnimationValue {
    /// Each component times `k` (a cumulative animation's distance over several passes).
    func scaled(by k: Double) -> LayerAnimationValue? {
        let zero: LayerAnimationValue
        switch self {
        case .number: zero = .number(0)
        case .point: zero = .point(.zero)
        case .size: zero = .size(.zero)
        case .rect: zero = .rect(.zero)
        case .transform: zero = .transform(.identity)
        case .color: zero = .color(Color(red: 0, green: 0, blue: 0, alpha: 0))
        }
        return zero.interpolated(to: self, fraction: k)
    }
}
