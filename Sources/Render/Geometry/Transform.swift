import Foundation

/// A 2-D affine transform laid out and composed exactly as Core Graphics' `CGAffineTransform`: a point
/// (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty), so (a, b) is where the x unit vector goes and (c, d)
/// where the y unit vector goes. With y pointing down, as on iOS, a positive angle turns clockwise on screen.
///
/// Most transforms in the toolkit are axis-aligned (b = c = 0: a slide, a zoom); those keep the exact
/// floating-point arithmetic the translation-and-scale transform this type used to be had, so pixel
/// snapping, backing stores and goldens are unchanged by rotation support.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// The six entries in CGAffineTransform's order.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// An axis-aligned transform: scale, then translate.
    public init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1) {
        self.init(a: scaleX, b: 0, c: 0, d: scaleY, tx: translationX, ty: translationY)
    }

    /// `CGAffineTransform(rotationAngle:)`: (cos θ, sin θ, −sin θ, cos θ, 0, 0), clockwise on screen for
    /// a positive angle since y points down.
    public init(rotationAngle angle: Double) {
        let s = sin(angle), co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    public static let identity = Transform()

    public static func translation(x: Double, y: Double) -> Transform { Transform(translationX: x, translationY: y) }
    public static func scale(_ s: Double) -> Transform { Transform(scaleX: s, scaleY: s) }
    public static func scale(x: Double, y: Double) -> Transform { Transform(scaleX: x, scaleY: y) }

    public var isIdentity: Bool { self == .identity }

    /// No rotation or shear: rectangles stay rectangles with edges along the axes, so clipping, pixel
    /// snapping and occlusion work on them directly.
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    public var translation: Point {
        get { Point(x: tx, y: ty) }
        set { tx = newValue.x; ty = newValue.y }
    }

    /// The horizontal scale: `a` for an axis-aligned transform; with rotation or shear, the length the x
    /// unit vector is mapped to (the decomposition's x scale). Setting it rescales the x column.
    public var scaleX: Double {
        get { isAxisAligned ? a : (a * a + b * b).squareRoot() }
        set {
            if isAxisAligned { a = newValue; return }
            Self.rescale(&a, &b, from: scaleX, to: newValue)
        }
    }

    /// The vertical scale: `d` for an axis-aligned transform; otherwise the determinant over `scaleX`,
    /// the decomposition's y scale (negative when the transform flips). Setting it rescales the y column.
    public var scaleY: Double {
        get {
            guard !isAxisAligned else { return d }
            let sx = scaleX
            return sx == 0 ? (c * c + d * d).squareRoot() : determinant / sx
        }
        set {
            if isAxisAligned { d = newValue; return }
            Self.rescale(&d, &c, from: scaleY, to: newValue)
        }
    }

    /// Rescales one column (`main` on the diagonal, `other` off it) from one scale to another; a column
    /// scaled to 0 has lost its direction and becomes the axis-aligned `main = scale`.
    private static func rescale(_ main: inout Double, _ other: inout Double, from old: Double, to scale: Double) {
        guard old != 0 else {
            main = scale
            other = 0
            return
        }
        main *= scale / old
        other *= scale / old
    }

    public var determinant: Double { a * d - b * c }

    public var description: String {
        if isAxisAligned { return "translate\(translation) scale(\(a.compact), \(d.compact))" }
        return "matrix(\(a.compact), \(b.compact), \(c.compact), \(d.compact), \(tx.compact), \(ty.compact))"
    }

    public func apply(to p: Point) -> Point {
        if isAxisAligned { return Point(x: p.x * a + tx, y: p.y * d + ty) }
        return Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of the rectangle's four mapped corners (CGRect.applying's rule). Axis-aligned
    /// transforms scale the size directly, so a width keeps its exact value.
    public func apply(to r: Rect) -> Rect {
        if isAxisAligned {
            let o = apply(to: r.origin)
            return Rect(x: o.x, y: o.y, width: r.width * a, height: r.height * d).standardized
        }
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }

    /// The four corners of `r` mapped, clockwise from the top-left as drawn without the transform: the
    /// exact quadrilateral a rotated rectangle covers, where `apply(to:)` gives its bounding box.
    public func corners(of r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
         Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)].map(apply(to:))
    }

    /// The inverse mapping; nil when the transform is singular (a zero scale: such a view covers no area
    /// and takes no touches), where CGAffineTransform's `inverted()` returns the transform unchanged.
    public func inverted() -> Transform? {
        if isAxisAligned {
            guard a != 0, d != 0 else { return nil }
            return Transform(translationX: -tx / a, translationY: -ty / d, scaleX: 1 / a, scaleY: 1 / d)
        }
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Transform(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// `self` then `outer`: a point is mapped by `self` first, as `CGAffineTransform.concatenating` does
    /// (the matrix product self × outer in Core Graphics' row-vector convention).
    public func concatenating(_ outer: Transform) -> Transform {
        if isAxisAligned && outer.isAxisAligned {
            return Transform(translationX: tx * outer.a + outer.tx, translationY: ty * outer.d + outer.ty,
                             scaleX: a * outer.a, scaleY: d * outer.d)
        }
        return Transform(a: a * outer.a + b * outer.c, b: a * outer.b + b * outer.d,
                         c: c * outer.a + d * outer.c, d: c * outer.b + d * outer.d,
                         tx: tx * outer.a + ty * outer.c + outer.tx, ty: tx * outer.b + ty * outer.d + outer.ty)
    }

    /// `CGAffineTransform.rotated(by:)`: the rotation is applied first, then `self`
    /// (`Transform(rotationAngle: angle).concatenating(self)`), so a translated view rotated this way turns
    /// about its own origin and stays where it was moved. Apple: "Returns an affine transformation matrix
    /// constructed by rotating an existing affine transform", computed as rotate(θ) × t.
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// `CGAffineTransform.scaledBy(x:y:)`: the scale first, then `self`.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform.scale(x: x, y: y).concatenating(self)
    }

    /// `CGAffineTransform.translatedBy(x:y:)`: the translation first, then `self` (so it is measured in
    /// the transformed axes: a view rotated 90° and translated by x moves down the screen).
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform.translation(x: x, y: y).concatenating(self)
    }
}
