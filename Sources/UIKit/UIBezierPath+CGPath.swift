import HandheldKit

/// Core Graphics' path, immutable (CGPath), and the one that builds it (CGMutablePath, its subclass): lines
/// and Bézier curves in subpaths, arcs and ellipses kept as curves. Handheld's own names are GraphicsPath and
/// MutableGraphicsPath, in Widgets, because layers there (CAShapeLayer.path, CALayer.shadowPath) take it.
public typealias CGPath = GraphicsPath
public typealias CGMutablePath = MutableGraphicsPath

extension UIBezierPath {
    /// The path as Core Graphics holds it (UIBezierPath.cgPath), so `shapeLayer.path = path.cgPath` and
    /// `layer.shadowPath = UIBezierPath(roundedRect:cornerRadius:).cgPath` read as in UIKit. A UIBezierPath
    /// keeps its curves flattened, so they come back as lines; setting it replaces the path's subpaths.
    public var cgPath: CGPath {
        get {
            let path = CGMutablePath()
            for (points, isClosed) in zip(subpaths, closed) {
                path.addLines(between: points)
                if isClosed { path.closeSubpath() }
            }
            return path.copy()
        }
        set {
            removeAllPoints()
            for line in newValue.polylines {
                move(to: line.points[0])
                line.points.dropFirst().forEach(addLine)
                if line.isClosed { close() }
            }
        }
    }

    /// UIBezierPath(cgPath:): the Core Graphics path's subpaths, curves flattened.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }
}
