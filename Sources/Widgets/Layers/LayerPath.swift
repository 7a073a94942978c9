import Foundation
import Render

/// The outline a shape layer strokes and fills, or a shadow follows: points joined by straight lines
/// (curves are flattened when the path is made). Handheld's CGPath: fills are drawn as convex polygons,
/// which covers the rectangles, rounded rectangles, ellipses and checkmarks such layers usually hold.
public struct LayerPath: Sendable, Equatable {
    public var points: [Point]
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool = false) {
        self.points = points
        self.isClosed = isClosed
    }

    public static func rect(_ r: Rect) -> LayerPath {
        LayerPath(points: [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
                           Point(x: r.minX, y: r.maxY)], isClosed: true)
    }

    /// An ellipse inscribed in `r`, clockwise from the right, in `segments` straight pieces.
    public static func ellipse(in r: Rect, segments: Int = 64) -> LayerPath {
        let points = (0..<segments).map { i -> Point in
            let a = 2 * Double.pi * Double(i) / Double(segments)
            return Point(x: r.midX + r.width / 2 * cos(a), y: r.midY + r.height / 2 * sin(a))
        }
        return LayerPath(points: points, isClosed: true)
    }

    /// A rounded rectangle, each corner a quarter circle of `radius` in 8 pieces.
    public static func roundedRect(_ r: Rect, radius: Double) -> LayerPath {
        let k = min(radius, r.width / 2, r.height / 2)
        guard k > 0 else { return rect(r) }
        var points: [Point] = []
        let corners = [(r.maxX - k, r.minY + k, -Double.pi / 2), (r.maxX - k, r.maxY - k, 0.0),
                       (r.minX + k, r.maxY - k, Double.pi / 2), (r.minX + k, r.minY + k, Double.pi)]
        for (cx, cy, start) in corners {
            for i in 0...8 {
                let a = start + Double.pi / 2 * Double(i) / 8
                points.append(Point(x: cx + k * cos(a), y: cy + k * sin(a)))
            }
        }
        return LayerPath(points: points, isClosed: true)
    }

    /// The outline's length, closing segment included when closed.
    public var length: Double {
        segments.reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    private var segments: [(Point, Point)] {
        guard points.count > 1 else { return [] }
        var s = zip(points, points.dropFirst()).map { ($0, $1) }
        if isClosed, let first = points.first, let last = points.last { s.append((last, first)) }
        return s
    }

    /// The part of the outline from `start` to `end`, fractions of its length (CAShapeLayer's
    /// `strokeStart`/`strokeEnd`), as an open polyline.
    public func trimmed(from start: Double, to end: Double) -> [Point] {
        let total = length
        let a = max(0, min(1, start)) * total, b = max(0, min(1, end)) * total
        guard b > a, total > 0 else { return [] }
        var result: [Point] = []
        var walked = 0.0
        for (p, q) in segments {
            let d = p.distance(to: q)
            let s0 = walked, s1 = walked + d
            walked = s1
            guard s1 >= a, s0 <= b, d > 0 else { continue }
            let from = p.interpolated(to: q, fraction: max(0, (a - s0) / d))
            let to = p.interpolated(to: q, fraction: min(1, (b - s0) / d))
            if result.last != from { result.append(from) }
            result.append(to)
        }
        return result
    }
}
