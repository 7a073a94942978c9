import HandheldKit

/// Core Graphics' path type as Handheld's layers take it (CAShapeLayer.path, CALayer.shadowPath): one
/// polyline, open or closed.
public typealias CGPath = LayerPath

extension UIBezierPath {
    /// The path as a layer takes it (UIBezierPath.cgPath), so `shapeLayer.path = path.cgPath` and
    /// `layer.shadowPath = UIBezierPath(roundedRect:cornerRadius:).cgPath` read as in UIKit. A layer path is one
    /// polyline, so a path of several subpaths gives its subpaths one after another, each closed back to
    /// its start when it was closed; a path of one subpath (a rectangle, an oval, a rounded rectangle, an
    /// arc) is exact.
    public var cgPath: CGPath {
        if subpaths.count == 1 { return LayerPath(points: subpaths[0], isClosed: closed[0]) }
        var points: [Point] = []
        for (index, subpath) in subpaths.enumerated() {
            points += subpath
            if closed[index], let first = subpath.first { points.append(first) }
        }
        return LayerPath(points: points, isClosed: false)
    }
}
