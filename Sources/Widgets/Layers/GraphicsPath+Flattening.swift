import Foundation
import Render

/// The path as Render's canvas draws it: each subpath a polyline. A cubic becomes 16 segments and a
/// quadratic the equal cubic's 16, the tolerance CGContext and UIBezierPath already flattened with (a quarter
/// circle in 16 pieces, 64 to a circle).
extension GraphicsPath {
    public struct Polyline: Equatable, Sendable {
        public var points: [Point]
        public var isClosed: Bool
    }

    public var polylines: [Polyline] {
        var result: [Polyline] = []
        var current: Polyline?
        func finish() { if let current, current.points.count > 1 { result.append(current) } }
        for element in elements {
            switch element {
            case let .move(p):
                finish()
                current = Polyline(points: [p], isClosed: false)
            case let .line(p):
                current?.points.append(p)
            case let .quadCurve(p, c):
                guard let start = current?.points.last else { continue }
                let (c1, c2) = Self.cubicControls(from: start, quad: c, to: p)
                current?.points += Self.flatten(start, c1, c2, p)
            case let .curve(p, c1, c2):
                guard let start = current?.points.last else { continue }
                current?.points += Self.flatten(start, c1, c2, p)
            case .close:
                guard let open = current else { continue }
                current?.isClosed = true
                finish()
                // Core Graphics: after closing, the current point is the subpath's start; a line added next
                // starts a new subpath there.
                current = Polyline(points: [open.points[0]], isClosed: false)
            }
        }
        finish()
        return result
    }

    /// A cubic from `p0` as 16 segments (its end points included, its start not).
    static func flatten(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Point] {
        (1...16).map { cubicPoint(p0, p1, p2, p3, Double($0) / 16) }
    }

    /// Whether `point` is inside the path (CGPath.contains(_:using:transform:)), every subpath closed, by the
    /// nonzero winding rule or, with `evenOdd`, the even-odd rule.
    public func contains(_ point: Point, evenOdd: Bool) -> Bool {
        var winding = 0, crossings = 0
        for line in polylines where line.points.count > 2 {
            let points = line.points
            var j = points.count - 1
            for i in points.indices {
                let a = points[j], b = points[i]
                j = i
                guard (a.y > point.y) != (b.y > point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard point.x < x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }
}
