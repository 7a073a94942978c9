import HandheldKit

/// CGContext's path as a CGPath, both ways: `addPath` appends a CGPath's subpaths (its curves flattened as
/// the context flattens its own), and the current path reads back for `fillPath(using:)`.
extension CGContext {
    /// CGContext.addPath(_:).
    public func addPath(_ path: CGPath) {
        for line in path.polylines {
            move(to: line.points[0])
            line.points.dropFirst().forEach(addLine)
            if line.isClosed { closePath() }
        }
    }

    /// CGContext.path: the current path (nil when empty).
    public var path: CGPath? {
        let path = currentPath
        return path.isEmpty ? nil : path
    }

    /// CGContext.isPathEmpty.
    public var isPathEmpty: Bool { subpaths.isEmpty }

    /// CGContext.boundingBoxOfPath: the current path's box (its curves are already lines here).
    public var boundingBoxOfPath: CGRect { currentPath.boundingBox }

    var currentPath: CGPath {
        let path = CGMutablePath()
        for (points, isClosed) in zip(subpaths, closed) {
            path.addLines(between: points)
            if isClosed { path.closeSubpath() }
        }
        return path
    }
}
