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

/// The corners of a stroke (CAShapeLayerLineJoin; `.miter` by default). Render's stroke joins segments
/// round, so every join is drawn round whatever this says.
public enum ShapeLineJoin: String, Sendable {
    case miter, round, bevel
}
