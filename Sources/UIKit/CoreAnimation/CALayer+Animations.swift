import Foundation
import HandheldKit

/// Core Animation's explicit animations on a layer (CALayer's `add(_:forKey:)` family). An added animation
/// changes what is drawn (`presentation()`), never the model value: when it is removed at its end the
/// layer shows its model value again, so code sets the model to the final value itself, or keeps the
/// animation (`isRemovedOnCompletion = false`, `fillMode = .forwards`), as on iOS.
extension Layer {
    /// Adds a copy of `anim`, replacing the animation under `key` (CALayer.add(_:forKey:)). A property
    /// animation without a key path animates nothing.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        CALayerAnimationPlayer.of(self, create: true)?.add(anim, forKey: key)
    }

    /// The animation under `key` (the copy on the layer); nil once it was removed.
    public func animation(forKey key: String) -> CAAnimation? {
        CALayerAnimationPlayer.of(self, create: false)?.animation(forKey: key)
    }

    /// The keys of the animations on the layer in the order added, nil when there are none.
    public func animationKeys() -> [String]? {
        CALayerAnimationPlayer.of(self, create: false)?.keys
    }

    /// Removes the animation under `key`; it stops where it is and its delegate hears `finished == false`.
    public func removeAnimation(forKey key: String) {
        CALayerAnimationPlayer.of(self, create: false)?.removeAnimation(forKey: key)
    }

    public func removeAllAnimations() {
        CALayerAnimationPlayer.of(self, create: false)?.removeAll()
    }
}
