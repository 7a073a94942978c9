import HandheldKit

/// UIKit's name for `Transform`, which has CGAffineTransform's matrix layout (a, b, c, d, tx, ty) and
/// composition rules, so `view.transform = CGAffineTransform(rotationAngle: .pi / 2)` reads as on iOS.
/// `rotated(by:)`, `scaledBy(x:y:)`, `translatedBy(x:y:)`, `concatenating(_:)`, `isIdentity` and
/// `.identity` are `Transform`'s own. One difference: `inverted()` returns nil for a singular matrix,
/// where Core Graphics returns the matrix unchanged.
public typealias CGAffineTransform = Transform

extension Transform {
    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX: Double, y: Double) {
        self.init(scaleX: scaleX, scaleY: y)
    }

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX: Double, y: Double) {
        self.init(translationX: translationX, translationY: y)
    }
}
