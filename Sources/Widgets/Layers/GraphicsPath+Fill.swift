import Foundation
import Render

/// Filling a path on Render's canvas, whose primitive is a convex polygon. A path of one convex subpath is
/// that polygon as it always was; anything else (several subpaths, a ring, a concave or self-crossing
/// outline) is cut into horizontal slabs at every vertex and crossing, where the inside is a row of
/// trapezoids chosen by the fill rule (nonzero winding or even-odd, as Core Graphics fills). The
/// trapezoids are drawn opaque inside one opacity group, each reaching half a point into the next slab
/// where that slab is also inside, so the anti-aliased edges between them leave no seam and a translucent
/// colour is laid down once.
///
/// Cutting into slabs costs O(edges²) (every pair of edges is tested for a crossing), so the result is kept
/// with the path: a shape layer draws the same immutable snapshot every frame and cuts it once; a mutable
/// path drops it when its elements change.
extension GraphicsPath {
    /// What `fill` derives from the elements alone.
    struct FillCache {
        /// The closed outlines worth filling, curves flattened; nil until first needed.
        var polygons: [[Point]]?
        /// Whether `polygons` is one convex outline, drawn as a single polygon.
        var isConvex = false
        var nonZeroSlabs: [Slab]?
        var evenOddSlabs: [Slab]?
    }

    @MainActor
    public func fill(in canvas: Canvas, color: Color, evenOdd: Bool) {
        guard color.alpha > 0 else { return }
        let polygons = fillPolygons
        guard !polygons.isEmpty else { return }
        if fillCache.isConvex { return canvas.fillPolygon(polygons[0], color: color) }
        let slabs = slabs(evenOdd: evenOdd)
        let opaque = color.withAlpha(1)
        let draw = {
            for (index, slab) in slabs.enumerated() {
                for span in slab.spans {
                    let above = index > 0 && slabs[index - 1].bottom == slab.top
                        && slabs[index - 1].spans.contains { $0.bottomLeft < span.topRight && $0.bottomRight > span.topLeft }
                    let below = index + 1 < slabs.count && slabs[index + 1].top == slab.bottom
                        && slabs[index + 1].spans.contains { $0.topLeft < span.bottomRight && $0.topRight > span.bottomLeft }
                    canvas.fillPolygon(span.quad(slab, extendUp: above ? 0.5 : 0, extendDown: below ? 0.5 : 0), color: opaque)
                }
            }
        }
        if color.alpha < 1 { canvas.withOpacity(color.alpha, draw) } else { draw() }
    }

    /// The flattened closed outlines, computed once per value of `elements`.
    private var fillPolygons: [[Point]] {
        if let polygons = fillCache.polygons { return polygons }
        let polygons = polylines.map(\.points).filter { $0.count > 2 }
        fillCache.polygons = polygons
        fillCache.isConvex = polygons.count == 1 && Self.isConvex(polygons[0])
        return polygons
    }

    /// The slabs for a fill rule, cut once per value of `elements`.
    private func slabs(evenOdd: Bool) -> [Slab] {
        if let cached = evenOdd ? fillCache.evenOddSlabs : fillCache.nonZeroSlabs { return cached }
        let slabs = Self.slabs(fillPolygons, evenOdd: evenOdd)
        slabDecompositions += 1
        if evenOdd { fillCache.evenOddSlabs = slabs } else { fillCache.nonZeroSlabs = slabs }
        return slabs
    }

    /// True for a simple convex polygon: every turn the same way and one turn in all.
    static func isConvex(_ points: [Point]) -> Bool {
        var sign = 0.0, turning = 0.0
        let n = points.count
        for i in 0..<n {
            let a = points[i], b = points[(i + 1) % n], c = points[(i + 2) % n]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if abs(cross) > 1e-9 {
                if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
            }
            let d1 = atan2(b.y - a.y, b.x - a.x), d2 = atan2(c.y - b.y, c.x - b.x)
            var turn = d2 - d1
            while turn > Double.pi { turn -= 2 * Double.pi }
            while turn < -Double.pi { turn += 2 * Double.pi }
            if a != b && b != c { turning += turn }
        }
        return abs(abs(turning) - 2 * Double.pi) < 0.01
    }

    struct Span {
        var topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double

        func quad(_ slab: Slab, extendUp: Double, extendDown: Double) -> [Point] {
            let h = slab.bottom - slab.top
            let dl = h > 0 ? (bottomLeft - topLeft) / h : 0, dr = h > 0 ? (bottomRight - topRight) / h : 0
            let top = slab.top - extendUp, bottom = slab.bottom + extendDown
            return [Point(x: topLeft - dl * extendUp, y: top), Point(x: topRight - dr * extendUp, y: top),
                    Point(x: bottomRight + dr * extendDown, y: bottom), Point(x: bottomLeft + dl * extendDown, y: bottom)]
        }
    }

    struct Slab {
        var top: Double, bottom: Double, spans: [Span]
    }

    /// The inside of `polygons` between consecutive event heights (vertices and edge crossings), where no
    /// two edges cross, so each inside interval is a trapezoid.
    static func slabs(_ polygons: [[Point]], evenOdd: Bool) -> [Slab] {
        var edges: [(a: Point, b: Point, up: Int)] = []
        for polygon in polygons {
            for i in polygon.indices {
                let p = polygon[i], q = polygon[(i + 1) % polygon.count]
                guard p.y != q.y else { continue }
                edges.append(p.y < q.y ? (p, q, 1) : (q, p, -1))
            }
        }
        var ys = Set(edges.flatMap { [$0.a.y, $0.b.y] })
        for i in edges.indices {
            for j in edges.indices where j > i {
                if let y = crossingY(edges[i], edges[j]) { ys.insert(y) }
            }
        }
        // Heights a rounding error apart are one level: a curve flattened on its left and right sides gives the
        // "same" vertex heights differing in the last bits, and a slab that thin was dropped, so the slabs on
        // either side no longer met and their anti-aliased edges left a light seam across the fill.
        var levels: [Double] = []
        for y in ys.sorted() where levels.last.map({ y - $0 > 1e-7 }) ?? true { levels.append(y) }
        var slabs: [Slab] = []
        for (top, bottom) in zip(levels, levels.dropFirst()) where bottom - top > 1e-9 {
            let mid = (top + bottom) / 2
            func x(_ e: (a: Point, b: Point, up: Int), _ y: Double) -> Double {
                e.a.x + (y - e.a.y) / (e.b.y - e.a.y) * (e.b.x - e.a.x)
            }
            let active = edges.filter { $0.a.y <= mid && $0.b.y > mid }.sorted { x($0, mid) < x($1, mid) }
            var spans: [Span] = []
            var winding = 0
            for (index, edge) in active.enumerated() {
                let wasInside = evenOdd ? winding % 2 != 0 : winding != 0
                winding += evenOdd ? 1 : edge.up
                let inside = evenOdd ? winding % 2 != 0 : winding != 0
                if !wasInside, inside {
                    spans.append(Span(topLeft: x(edge, top), topRight: 0, bottomLeft: x(edge, bottom), bottomRight: 0))
                } else if wasInside, !inside, index > 0 {
                    spans[spans.count - 1].topRight = x(edge, top)
                    spans[spans.count - 1].bottomRight = x(edge, bottom)
                }
            }
            if !spans.isEmpty { slabs.append(Slab(top: top, bottom: bottom, spans: spans)) }
        }
        return slabs
    }

    private static func crossingY(_ e: (a: Point, b: Point, up: Int), _ f: (a: Point, b: Point, up: Int)) -> Double? {
        let top = max(e.a.y, f.a.y), bottom = min(e.b.y, f.b.y)
        guard bottom > top else { return nil }
        let d1 = e.b - e.a, d2 = f.b - f.a
        let denominator = d1.x * d2.y - d1.y * d2.x
        guard abs(denominator) > 1e-12 else { return nil }
        let t = ((f.a.x - e.a.x) * d2.y - (f.a.y - e.a.y) * d2.x) / denominator
        let y = e.a.y + t * d1.y
        return y > top && y < bottom ? y : nil
    }
}
