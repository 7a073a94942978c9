internal import CSDL
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Filled convex shapes: polygons, rounded rectangles, discs.
extension Mesh {
    /// A convex polygon (either winding) with a one-pixel anti-aliasing ring; collinear or repeated points
    /// are fine, a degenerate polygon adds nothing.
    mutating func addConvexPolygon(_ input: [Point], color: SDL_Color) {
        var points: [Point] = []
        points.reserveCapacity(input.count)
        for p in input where p.isFinite {
            if let last = points.last, last.distance(to: p) < 1e-6 { continue }
            points.append(p)
        }
        while points.count > 1, points[0].distance(to: points[points.count - 1]) < 1e-6 { points.removeLast() }
        guard points.count >= 3 else { return }
        var area = 0.0
        for i in points.indices {
            area += points[i].cross(points[(i + 1) % points.count])
        }
        guard abs(area) > 1e-9 else { return }
        // Outward normal of an edge direction d: (d.y, −d.x) when the shoelace sum is positive.
        let sign = area > 0 ? 1.0 : -1.0
        let n = points.count
        let edgeNormals = (0..<n).map { i -> Point in
            let d = (points[(i + 1) % n] - points[i]).normalized
            return Point(x: d.y * sign, y: -d.x * sign)
        }
        let start = Int32(vertices.count)
        for i in 0..<n {
            let m = miter(edgeNormals[(i + n - 1) % n], edgeNormals[i], limit: 4)
            addVertex(points[i] - m * Mesh.fringe, color)
            addVertex(points[i] + m * Mesh.fringe, color.clear)
        }
        // inner vertex of point i: start + 2i, outer: start + 2i + 1
        for i in 1..<(n - 1) {
            addTriangle(start, start + Int32(2 * i), start + Int32(2 * i + 2))
        }
        for i in 0..<n {
            let j = (i + 1) % n
            addQuad(start + Int32(2 * i), start + Int32(2 * i + 1), start + Int32(2 * j + 1), start + Int32(2 * j))
        }
    }

    /// A rounded rectangle in pixels with corner radii `rx`, `ry` (clamped to half the sides).
    mutating func addRoundedRect(_ r: PixelRect, rx: Double, ry: Double, color: SDL_Color) {
        guard !r.isEmpty else { return }
        addConvexPolygon(Self.roundedRectOutline(x0: Double(r.x0), y0: Double(r.y0), x1: Double(r.x1),
                                                 y1: Double(r.y1), rx: rx, ry: ry), color: color)
    }

    static func roundedRectOutline(x0: Double, y0: Double, x1: Double, y1: Double, rx: Double, ry: Double) -> [Point] {
        let rx = max(0, min(rx, (x1 - x0) / 2)), ry = max(0, min(ry, (y1 - y0) / 2))
        guard rx > 0.01, ry > 0.01 else {
            return [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        }
        let steps = max(2, Int((Double.pi / 2 / arcStep(radius: max(rx, ry))).rounded(.up)))
        // Corner centres and starting angles, clockwise on screen from the top-left corner.
        let corners: [(Point, Double)] = [
            (Point(x: x0 + rx, y: y0 + ry), .pi), (Point(x: x1 - rx, y: y0 + ry), 1.5 * .pi),
            (Point(x: x1 - rx, y: y1 - ry), 0), (Point(x: x0 + rx, y: y1 - ry), 0.5 * .pi),
        ]
        var out: [Point] = []
        out.reserveCapacity(4 * (steps + 1))
        for (c, a0) in corners {
            for j in 0...steps {
                let a = a0 + Double(j) / Double(steps) * .pi / 2
                out.append(Point(x: c.x + rx * cos(a), y: c.y + ry * sin(a)))
            }
        }
        return out
    }

    static func circleOutline(center c: Point, radius r: Double) -> [Point] {
        let steps = max(8, Int((2 * Double.pi / arcStep(radius: r)).rounded(.up)))
        return (0..<steps).map { j in
            let a = Double(j) / Double(steps) * 2 * .pi
            return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
        }
    }
}

/// The offset that moves a corner between edges with unit normals `a` and `b` so both edges move by one
/// unit (length 1/cos(half the turn)), capped at `limit` so a needle-sharp corner does not spike.
func miter(_ a: Point, _ b: Point, limit: Double) -> Point {
    let sum = a + b
    let denominator = 1 + a.dot(b)
    guard denominator > 1e-6 else { return a * limit }
    let m = sum * (1 / denominator)
    let l = m.length
    return l > limit ? m * (limit / l) : m
}
