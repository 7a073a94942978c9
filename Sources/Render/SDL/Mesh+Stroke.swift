internal import CSDL
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strokes as one non-overlapping mesh: a translucent chevron has no darker spot where its two strokes
/// meet, which drawing each segment separately (or adding a disc at the joint) gives.
///
/// An open polyline's outline is walked once around: side A (left of travel) forward, the end cap, side B
/// backward, the start cap. A closed one has two rings, side A forward and side B backward, and no caps.
/// At each joint the inner side gets a single mitred point and the outer side the style's join (see
/// `Mesh+StrokeJoin`). Every outline vertex is `centre + v·halfWidth + f·e`, where `e` is −½ for the inner
/// edge of the anti-aliasing ring and +½ for the outer; the interior is a fan from each outline edge to the
/// centre line.
extension Mesh {
    struct OutlineVertex {
        /// Index of the polyline point the vertex belongs to.
        var centre: Int
        /// Offset direction scaled by the half width.
        var v: Point
        /// Direction the anti-aliasing ring moves the vertex in.
        var f: Point
    }

    mutating func addStroke(_ input: [Point], width: Double, color: SDL_Color, style: StrokeStyle) {
        var points: [Point] = []
        for p in input where p.isFinite {
            if let last = points.last, last.distance(to: p) < 1e-6 { continue }
            points.append(p)
        }
        var closed = style.isClosed
        if closed {
            while points.count > 1, let last = points.last, last.distance(to: points[0]) < 1e-6 { points.removeLast() }
            // Two points closed run there and back: the open stroke of the same three points.
            if points.count < 3 {
                closed = false
                if points.count == 2 { points.append(points[0]) }
            }
        }
        guard !points.isEmpty, width > 0, width.isFinite else { return }
        // A hairline thinner than a pixel is drawn one pixel wide and proportionally fainter.
        var color = color
        var width = width
        if width < 1 {
            color.a = UInt8((Double(color.a) * width).rounded())
            width = 1
        }
        let hw = width / 2
        guard points.count > 1 else {
            if style.cap == .round { addConvexPolygon(Self.circleOutline(center: points[0], radius: hw), color: color) }
            return
        }
        var cap = style.cap
        if !closed, cap == .square {
            // A square cap is a butt cap half the width further on.
            points[0] = points[0] + (points[0] - points[1]).normalized * hw
            let n = points.count
            points[n - 1] = points[n - 1] + (points[n - 1] - points[n - 2]).normalized * hw
            cap = .butt
        }
        let rings = closed ? Self.closedOutline(points, halfWidth: hw, style: style)
                           : [Self.openOutline(points, halfWidth: hw, style: style, roundCaps: cap == .round)]

        let centreStart = Int32(vertices.count)
        for p in points { addVertex(p, color) }
        for outline in rings {
            let ringStart = Int32(vertices.count)
            for o in outline {
                let base = points[o.centre] + o.v * hw
                addVertex(base - o.f * Mesh.fringe, color)
                addVertex(base + o.f * Mesh.fringe, color.clear)
            }
            let count = outline.count
            for k in 0..<count {
                let l = (k + 1) % count
                let a = outline[k], b = outline[l]
                let innerK = ringStart + Int32(2 * k), innerL = ringStart + Int32(2 * l)
                let ca = centreStart + Int32(a.centre), cb = centreStart + Int32(b.centre)
                addTriangle(ca, innerK, innerL)
                if a.centre != b.centre { addTriangle(ca, innerL, cb) }
                addQuad(innerK, innerK + 1, innerL + 1, innerL)
            }
        }
    }

    private static func openOutline(_ p: [Point], halfWidth hw: Double, style: StrokeStyle, roundCaps isRound: Bool) -> [OutlineVertex] {
        let n = p.count
        let d = (0..<(n - 1)).map { (p[$0 + 1] - p[$0]).normalized }
        let normal = d.map(\.perpendicular)
        let lengths = (0..<(n - 1)).map { p[$0].distance(to: p[$0 + 1]) }
        let joint = JointBuilder(halfWidth: hw, style: style)

        var out: [OutlineVertex] = []
        // Side A, forward.
        out.append(OutlineVertex(centre: 0, v: normal[0], f: isRound ? normal[0] : normal[0] - d[0]))
        for i in 1..<max(1, n - 1) {
            out += joint.vertices(at: i, from: normal[i - 1], to: normal[i], travelling: d[i - 1],
                                  shorterSide: min(lengths[i - 1], lengths[i]))
        }
        let last = n - 2
        out.append(OutlineVertex(centre: n - 1, v: normal[last], f: isRound ? normal[last] : normal[last] + d[last]))
        if isRound { out += joint.arc(n - 1, from: normal[last], by: -.pi, includeEnds: false) }
        // Side B, backward.
        out.append(OutlineVertex(centre: n - 1, v: -normal[last], f: isRound ? -normal[last] : -normal[last] + d[last]))
        for i in stride(from: n - 2, through: 1, by: -1) {
            out += joint.vertices(at: i, from: -normal[i], to: -normal[i - 1], travelling: -d[i],
                                  shorterSide: min(lengths[i - 1], lengths[i]))
        }
        out.append(OutlineVertex(centre: 0, v: -normal[0], f: isRound ? -normal[0] : -normal[0] - d[0]))
        if isRound { out += joint.arc(0, from: -normal[0], by: -.pi, includeEnds: false) }
        return out
    }

    /// The two rings of a closed polyline (the segment from the last point back to the first included).
    private static func closedOutline(_ p: [Point], halfWidth hw: Double, style: StrokeStyle) -> [[OutlineVertex]] {
        let n = p.count
        let d = (0..<n).map { (p[($0 + 1) % n] - p[$0]).normalized }
        let normal = d.map(\.perpendicular)
        let lengths = (0..<n).map { p[$0].distance(to: p[($0 + 1) % n]) }
        let joint = JointBuilder(halfWidth: hw, style: style)
        func before(_ i: Int) -> Int { (i + n - 1) % n }
        let sideA = (0..<n).flatMap { i in
            joint.vertices(at: i, from: normal[before(i)], to: normal[i], travelling: d[before(i)],
                           shorterSide: min(lengths[before(i)], lengths[i]))
        }
        let sideB = stride(from: n - 1, through: 0, by: -1).flatMap { i in
            joint.vertices(at: i, from: -normal[i], to: -normal[before(i)], travelling: -d[i],
                           shorterSide: min(lengths[before(i)], lengths[i]))
        }
        return [sideA, sideB]
    }
}
