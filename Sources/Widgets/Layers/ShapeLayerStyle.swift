import Render

/// How a shape layer decides what is inside its path (CAShapeLayerFillRule: `.nonZero`, the default, and
/// `.evenOdd`, which leaves the overlap of two subpaths, a ring's hole, empty).
public enum ShapeFillRule: String, Sendable {
    case nonZero = "non-zero"
    case evenOdd = "even-odd"
}

/// The ends of an open stroke (CAShapeLayerLineCap; `.butt` is Core Animation's default).
public enum ShapeLineCap: String, Sendable {
    case butt, round, square
}

/// The corners of a stroke (CAShapeLayerLineJoin; `.miter` by default, bevelled past the layer's
/// `miterLimit` as Core Graphics does).
public enum ShapeLineJoin: String, Sendable {
    case miter, round, bevel
}

extension ShapeLineCap {
    /// The same cap as Render's canvas names it.
    public var lineCap: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension ShapeLineJoin {
    /// The same join as Render's canvas names it.
    public var lineJoin: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
