internal import CSDL
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Open polylines with round joins, as one non-overlapping mesh: a translucent chevron has no darker spot
/// where its two strokes meet, which drawing each segment separately (or adding a disc at the joint) gives.
///
/// The outline is walked once around: side A (left of travel) forward, the end cap, side B backward, the
/// start cap. At each joint the outer side gets an arc and the inner side a single mitred point. Every
/// outline vertex is `centre + v·halfWidth + f·e`, where `e` is −½ for the inner edge of the anti-aliasing
/// ring and +½ for the outer; the interior is a fan from each outline edge to the centre line.
extension Mesh {
    private struct OutlineVertex {
        /// Index of the polyline point the vertex belongs to.
        var centre: Int
        /// Offset direction scaled by the half width.
        var v: Point
        /// Direction the anti-aliasing ring moves the vertex in.
        var f: Point
    }

    mutating func addStroke(_ input: [Point], width: Double, color: SDL_Color, cap: LineCap) {
        var points: [Point] = []
        for p in input where p.isFinite {
            if let last = points.last, last.distance(to: p) < 1e-6 { continue }
            points.append(p)
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
            if cap == .round { addConvexPolygon(Self.circleOutline(center: points[0], radius: hw), color: color) }
            return
        }
        let outline = Self.strokeOutline(points, halfWidth: hw, cap: cap)

        let centreStart = Int32(vertices.count)
        for p in points { addVertex(p, color) }
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

    private static func strokeOutline(_ p: [Point], halfWidth hw: Double, cap: LineCap) -> [OutlineVertex] {
        let n = p.count
        let d = (0..<(n - 1)).map { (p[$0 + 1] - p[$0]).normalized }
        let normal = d.map(\.perpendicular)
        let lengths = (0..<(n - 1)).map { p[$0].distance(to: p[$0 + 1]) }
        let step = arcStep(radius: hw + Mesh.fringe)

        func arc(_ centre: Int, from v: Point, by angle: Double, includeEnds: Bool) -> [OutlineVertex] {
            let k = max(1, Int((abs(angle) / step).rounded(.up)))
            let range = includeEnds ? 0...k : (k > 1 ? 1...(k - 1) : 1...0)
            return range.map { j in
                let r = v.rotated(by: angle * Double(j) / Double(k))
                return OutlineVertex(centre: centre, v: r, f: r)
            }
        }

        // Per joint: the signed turn and the inner point's mitre (capped so short segments stay sane).
        struct Joint { var turn: Double; var miter: Point }
        var joints: [Int: Joint] = [:]
        for i in 1..<(n - 1) {
            let a = normal[i - 1], b = normal[i]
            let turn = atan2(a.cross(b), a.dot(b))
            let limit = max(1, min(4, min(lengths[i - 1], lengths[i]) / (hw + Mesh.fringe)))
            joints[i] = Joint(turn: turn, miter: miter(a, b, limit: limit))
        }

        var out: [OutlineVertex] = []
        let isRound = cap == .round
        // Side A, forward.
        out.append(OutlineVertex(centre: 0, v: normal[0], f: isRound ? normal[0] : normal[0] - d[0]))
        for i in 1..<(n - 1) {
            let j = joints[i]!
            if abs(j.turn) < 0.01 || j.turn > 0 {
                out.append(OutlineVertex(centre: i, v: j.miter, f: j.miter))   // inner side (or straight)
            } else {
                out += arc(i, from: normal[i - 1], by: j.turn, includeEnds: true)
            }
        }
        let last = n - 2
        out.append(OutlineVertex(centre: n - 1, v: normal[last], f: isRound ? normal[last] : normal[last] + d[last]))
        if isRound { out += arc(n - 1, from: normal[last], by: -.pi, includeEnds: false) }
        // Side B, backward.
        out.append(OutlineVertex(centre: n - 1, v: -normal[last], f: isRound ? -normal[last] : -normal[last] + d[last]))
        for i in stride(from: n - 2, through: 1, by: -1) {
            let j = joints[i]!
            if abs(j.turn) < 0.01 || j.turn < 0 {
                out.append(OutlineVertex(centre: i, v: -j.miter, f: -j.miter))
            } else {
                out += arc(i, from: -normal[i], by: -j.turn, includeEnds: true)
            }
        }
        out.append(OutlineVertex(centre: 0, v: -normal[0], f: isRound ? -normal[0] : -normal[0] - d[0]))
        if isRound { out += arc(0, from: -normal[0], by: -.pi, includeEnds: false) }
        return out
    }
}
