import Foundation
import HandheldKit

/// Core Animation's 4×4 transform, row-vector convention as QuartzCore declares it (`m41`, `m42` are the
/// translation). Handheld draws in 2-D, so a layer keeps the affine part (m11, m12, m21, m22, m41, m42) and
/// drops depth and perspective (m13…m34, m43, m44), as `CATransform3DGetAffineTransform` does.
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0, m14: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0, m24: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1, m34: CGFloat = 0
    public var m41: CGFloat = 0, m42: CGFloat = 0, m43: CGFloat = 0, m44: CGFloat = 1

    public init() {}

    /// The product a × b (apply a, then b), as CATransform3DConcat.
    static func product(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let x = a.rows, y = b.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + x[i][$1] * y[$1][j] } } }
        return CATransform3D(rows: r)
    }

    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    init(rows r: [[CGFloat]]) {
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }
}

public let CATransform3DIdentity = CATransform3D()

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis (x, y, z), Rodrigues' formula in QuartzCore's layout;
/// about z it is CGAffineTransform(rotationAngle:).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    var t = CATransform3D()
    (t.m11, t.m12, t.m13) = (c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s)
    (t.m21, t.m22, t.m23) = (uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s)
    (t.m31, t.m32, t.m33) = (uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k)
    return t
}

public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { .product(a, b) }

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    .product(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    .product(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    .product(CATransform3DMakeRotation(angle, x, y, z), t)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (CGFloat(m.a), CGFloat(m.b), CGFloat(m.c), CGFloat(m.d), CGFloat(m.tx), CGFloat(m.ty))
    return t
}

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: Double(t.m11), b: Double(t.m12), c: Double(t.m21), d: Double(t.m22), tx: Double(t.m41), ty: Double(t.m42))
}

extension Layer {
    /// CALayer.transform: the layer's affine transform as a CATransform3D (depth and perspective are not
    /// kept, see CATransform3D).
    public var transform: CATransform3D {
        get { CATransform3DMakeAffineTransform(affineTransform()) }
        set { setAffineTransform(CATransform3DGetAffineTransform(newValue)) }
    }
}
