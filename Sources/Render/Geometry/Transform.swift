/// A translation and an axis-aligned scale about a view's centre: the subset of CGAffineTransform that
/// iOS transitions use (slides, zooms). Rotation is left out on purpose: nothing in the toolkit rotates
/// content, and axis-aligned rectangles keep clipping and hit testing exact.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var translation: Point
    public var scaleX: Double
    public var scaleY: Double

    public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1) {
        self.translation = Point(x: translationX, y: translationY)
        self.scaleX = scaleX
        self.scaleY = scaleY
    }

    public static let identity = Transform()

    public static func translation(x: Double, y: Double) -> Transform { Transform(translationX: x, translationY: y) }
    public static func scale(_ s: Double) -> Transform { Transform(scaleX: s, scaleY: s) }
    public static func scale(x: Double, y: Double) -> Transform { Transform(scaleX: x, scaleY: y) }

    public var isIdentity: Bool { self == .identity }

    public var description: String {
        "translate\(translation) scale(\(scaleX.compact), \(scaleY.compact))"
    }

    /// Applies the scale then the translation, as `CGAffineTransform(scaleX:y:).translatedBy` would for
    /// a point relative to the anchor.
    public func apply(to p: Point) -> Point {
        Point(x: p.x * scaleX + translation.x, y: p.y * scaleY + translation.y)
    }

    /// The inverse mapping; nil when a scale is zero (such a view covers no area and takes no touches).
    public func inverted() -> Transform? {
        guard scaleX != 0, scaleY != 0 else { return nil }
        return Transform(translationX: -translation.x / scaleX, translationY: -translation.y / scaleY,
                         scaleX: 1 / scaleX, scaleY: 1 / scaleY)
    }

    /// `self` applied after `other` (other first).
    public func concatenating(_ outer: Transform) -> Transform {
        Transform(translationX: translation.x * outer.scaleX + outer.translation.x,
                  translationY: translation.y * outer.scaleY + outer.translation.y,
                  scaleX: scaleX * outer.scaleX, scaleY: scaleY * outer.scaleY)
    }

    public func apply(to r: Rect) -> Rect {
        let a = apply(to: r.origin)
        return Rect(x: a.x, y: a.y, width: r.width * scaleX, height: r.height * scaleY).standardized
    }
}

extension Transform: Interpolatable {
    public func interpolated(to other: Transform, fraction f: Double) -> Transform {
        Transform(translationX: translation.x.interpolated(to: other.translation.x, fraction: f),
                  translationY: translation.y.interpolated(to: other.translation.y, fraction: f),
                  scaleX: scaleX.interpolated(to: other.scaleX, fraction: f),
                  scaleY: scaleY.interpolated(to: other.scaleY, fraction: f))
    }
}
