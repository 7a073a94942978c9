import Foundation

/// A transform split into parts that can be interpolated one by one, as Core Animation animates a layer's
/// transform: translating, then rotating, then an upper-triangular scale-and-shear.
///
/// The linear part [a c; b d] is factored as R(θ) · [sx m; 0 sy] (a QR factorisation): the x column
/// (a, b) gives sx = |(a, b)| and θ = atan2(b, a); rotating the y column back by −θ gives the shear m and
/// sy = det / sx, which is negative when the transform flips. Interpolating θ, sx, sy, m and the
/// translation separately turns a 0 → π/2 rotation through every angle between, where interpolating the
/// matrix entries would squash the view through a degenerate matrix at the midpoint.
public struct TransformDecomposition: Equatable, Sendable {
    public var translation: Point
    public var rotation: Double
    public var scaleX: Double
    public var scaleY: Double
    public var shear: Double

    public init(_ t: Transform) {
        translation = t.translation
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        if sx == 0 {
            // The x axis collapsed: keep the y column as it is, unrotated.
            rotation = 0
            scaleX = 0
            shear = t.c
            scaleY = t.d
            return
        }
        let theta = atan2(t.b, t.a)
        let co = t.a / sx, s = t.b / sx
        rotation = theta
        scaleX = sx
        shear = co * t.c + s * t.d
        scaleY = t.determinant / sx
    }

    /// The transform these parts make: T(translation) · R(rotation) · [scaleX shear; 0 scaleY].
    public var transform: Transform {
        let co = cos(rotation), s = sin(rotation)
        return Transform(a: co * scaleX, b: s * scaleX,
                         c: co * shear - s * scaleY, d: s * shear + co * scaleY,
                         tx: translation.x, ty: translation.y)
    }

    /// The turn from `from` to `to` taken the shorter way, in (−π, π]. A half turn (exactly π either way)
    /// goes the positive way, clockwise on screen: UIKit turns a view to `CGAffineTransform(rotationAngle:
    /// .pi)` and to `-.pi` alike clockwise ("the animation will take the shortest distance between where it's value is at now and where it is trying
    /// to go", and "always rotates clockwise" for ±M_PI: the Stack Overflow question "CGAffineTransformMakeRotation
    /// with negative M_PI", stackoverflow.com/questions/31007262). Apple does not document the rule; this is the
    /// behaviour reported there, not confirmed on a device here. By the same rule a view at π animated
    /// back to `.identity` keeps turning clockwise.
    public static func shortestTurn(from: Double, to: Double) -> Double {
        var delta = (to - from).truncatingRemainder(dividingBy: 2 * .pi)
        if delta > .pi { delta -= 2 * .pi }
        // The half turn lands on +π: −π and values within rounding of it count as the same half turn.
        if delta <= -.pi + 1e-12 { delta += 2 * .pi }
        if delta > .pi - 1e-12 { delta = .pi }
        return delta
    }
}

extension Transform: Interpolatable {
    /// Two axis-aligned transforms interpolate entry by entry, exactly as slides and zooms always have;
    /// any rotation or shear interpolates the decomposed parts (`TransformDecomposition`), with the
    /// rotation taking the shorter way round.
    public func interpolated(to other: Transform, fraction f: Double) -> Transform {
        if isAxisAligned && other.isAxisAligned {
            return Transform(translationX: tx.interpolated(to: other.tx, fraction: f),
                             translationY: ty.interpolated(to: other.ty, fraction: f),
                             scaleX: a.interpolated(to: other.a, fraction: f),
                             scaleY: d.interpolated(to: other.d, fraction: f))
        }
        let p = TransformDecomposition(self), q = TransformDecomposition(other)
        var mid = p
        mid.translation = p.translation.interpolated(to: q.translation, fraction: f)
        mid.rotation = p.rotation + TransformDecomposition.shortestTurn(from: p.rotation, to: q.rotation) * f
        mid.scaleX = p.scaleX.interpolated(to: q.scaleX, fraction: f)
        mid.scaleY = p.scaleY.interpolated(to: q.scaleY, fraction: f)
        mid.shear = p.shear.interpolated(to: q.shear, fraction: f)
        if f == 0 { return self }
        return f == 1 ? other : mid.transform
    }
}
