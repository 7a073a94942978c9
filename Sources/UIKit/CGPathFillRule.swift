import HandheldKit
import Render

/// Core Graphics' fill rules (CGPathFillRule): `.winding` (nonzero, the default) or `.evenOdd`.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

public typealias CAShapeLayerFillRule = ShapeFillRule
public typealias CAShapeLayerLineCap = ShapeLineCap
public typealias CAShapeLayerLineJoin = ShapeLineJoin

extension GraphicsPath {
    /// CGPath.contains(_:using:transform:): whether `point`, mapped by `transform`, is inside the path by
    /// `rule`, every subpath taken as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        contains(transform.apply(to: point), evenOdd: rule == .evenOdd)
    }
}
