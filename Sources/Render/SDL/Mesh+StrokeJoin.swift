#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Mesh {
    /// The outline vertices one side of a stroke gets at a joint. Seen from that side, walking its way, the
    /// offset turns from `a` to `b` (unit normals pointing away from the centre line). Turning towards the
    /// side makes it the inner side: one mitred point, capped so short segments stay sane. Turning away makes
    /// it the outer side, where the join is drawn:
    /// - `.round`: an arc from `a` to `b`;
    /// - `.miter`: the point where the two offset edges meet, while miter length ÷ width ≤ the limit;
    /// - `.bevel` (and a miter past its limit): `a` then `b`, the corner cut straight across.
    struct JointBuilder {
        var halfWidth: Double
        var style: StrokeStyle

        func vertices(at centre: Int, from a: Point, to b: Point, travelling forward: Point, shorterSide: Double) -> [OutlineVertex] {
            let turn = atan2(a.cross(b), a.dot(b))
            if abs(turn) < 0.01 || turn > 0 {
                let limit = max(1, min(4, shorterSide / (halfWidth + Mesh.fringe)))
                let m = miter(a, b, limit: limit)
                return [OutlineVertex(centre: centre, v: m, f: m)]
            }
            switch style.join {
            case .round:
                return arc(centre, from: a, by: turn, includeEnds: true)
            case .miter where style.mitres(turn: turn):
                let m = miter(a, b, limit: .infinity)
                return [OutlineVertex(centre: centre, v: m, f: m)]
            case .miter, .bevel:
                // The bevel edge faces along the bisector; a full reversal faces straight on.
                let sum = a + b
                let facing = sum.length > 1e-9 ? sum.normalized : forward
                // Each ring vertex moves so that both edges meeting there get a half-pixel fringe.
                return [OutlineVertex(centre: centre, v: a, f: miter(a, facing, limit: 4)),
                        OutlineVertex(centre: centre, v: b, f: miter(facing, b, limit: 4))]
            }
        }

        /// Vertices on a circle of the half width around `centre`, from direction `v` turning by `angle`.
        func arc(_ centre: Int, from v: Point, by angle: Double, includeEnds: Bool) -> [OutlineVertex] {
            let step = arcStep(radius: halfWidth + Mesh.fringe)
            let k = max(1, Int((abs(angle) / step).rounded(.up)))
            let range = includeEnds ? 0...k : (k > 1 ? 1...(k - 1) : 1...0)
            return range.map { j in
                let r = v.rotated(by: angle * Double(j) / Double(k))
                return OutlineVertex(centre: centre, v: r, f: r)
            }
        }
    }
}
