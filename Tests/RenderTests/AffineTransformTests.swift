import Foundation
import Testing
import Render

/// CGAffineTransform's semantics, checked against values worked out by hand: a point maps to
/// (a·x + c·y + tx, b·x + d·y + ty); `t1.concatenating(t2)` applies t1 first; `t.rotated(by:)` applies
/// the rotation first, then t (Apple's documentation of `rotated(by:)`: rotate(θ) × t).
@Suite("Affine transforms")
struct AffineTransformTests {
    private func close(_ p: Point, _ x: Double, _ y: Double) -> Bool { abs(p.x - x) < 1e-12 && abs(p.y - y) < 1e-12 }
    private func close(_ s: Transform, _ t: Transform) -> Bool {
        [s.a - t.a, s.b - t.b, s.c - t.c, s.d - t.d, s.tx - t.tx, s.ty - t.ty].allSatisfy { abs($0) < 1e-12 }
    }

    @Test("a rotation by π/2 maps (1, 0) to (0, 1) and (0, 1) to (−1, 0)")
    func quarterTurn() {
        let r = Transform(rotationAngle: .pi / 2)
        #expect(close(r.apply(to: Point(x: 1, y: 0)), 0, 1))
        #expect(close(r.apply(to: Point(x: 0, y: 1)), -1, 0))
        #expect(abs(r.a) < 1e-15 && r.b == 1 && r.c == -1 && abs(r.d) < 1e-15)
        #expect(!r.isAxisAligned)
    }

    @Test("the a…ty init maps a point as (a·x + c·y + tx, b·x + d·y + ty)")
    func entries() {
        let t = Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // (1·7 + 3·8 + 5, 2·7 + 4·8 + 6) = (36, 52)
        #expect(t.apply(to: Point(x: 7, y: 8)) == Point(x: 36, y: 52))
        #expect(t.determinant == -2)
    }

    @Test("rotated(by:) rotates first, then applies the transform it was called on")
    func rotatedOrder() {
        let t = Transform.translation(x: 10, y: 0).rotated(by: .pi / 2)
        // (1, 0) → rotate → (0, 1) → translate → (10, 1); the other order would give (0, 11).
        #expect(close(t.apply(to: Point(x: 1, y: 0)), 10, 1))
        #expect(close(t, Transform(rotationAngle: .pi / 2).concatenating(.translation(x: 10, y: 0))))
        let s = Transform.scale(x: 2, y: 1).rotated(by: .pi / 2)
        #expect(close(s.apply(to: Point(x: 1, y: 0)), 0, 1))
        #expect(close(s.apply(to: Point(x: 0, y: 1)), -2, 0))
    }

    @Test("translatedBy and scaledBy act in the transformed axes, before the transform")
    func translatedAndScaled() {
        let r = Transform(rotationAngle: .pi / 2)
        // Translating by x after a quarter turn moves down the screen.
        #expect(close(r.translatedBy(x: 5, y: 0).apply(to: Point(x: 0, y: 0)), 0, 5))
        #expect(close(r.scaledBy(x: 3, y: 1).apply(to: Point(x: 1, y: 0)), 0, 3))
        #expect(Transform.identity.translatedBy(x: 1, y: 2).scaledBy(x: 2, y: 2).apply(to: Point(x: 1, y: 1)) == Point(x: 3, y: 4))
    }

    @Test("concatenating applies self first, then the argument")
    func concatenationOrder() {
        let t = Transform.scale(2).concatenating(.translation(x: 1, y: 0))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 3, y: 2))
        let u = Transform(rotationAngle: .pi / 2).concatenating(.scale(x: 2, y: 1))
        #expect(close(u.apply(to: Point(x: 1, y: 0)), 0, 1))
        #expect(close(u.apply(to: Point(x: 0, y: 1)), -2, 0))
    }

    @Test("the inverse round-trips points, and a singular matrix has none")
    func inverse() throws {
        let t = Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6).rotated(by: 0.3)
        let inv = try #require(t.inverted())
        for p in [Point(x: 0, y: 0), Point(x: 3, y: -7), Point(x: 100, y: 0.5)] {
            let q = inv.apply(to: t.apply(to: p))
            #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
        }
        #expect(close(t.concatenating(inv), .identity))
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(Transform.scale(x: 0, y: 1).inverted() == nil)
    }

    @Test("a rectangle maps to the bounding box of its four corners")
    func rectBoundingBox() {
        let r = Rect(x: 0, y: 0, width: 20, height: 10)
        let turned = Transform(rotationAngle: .pi / 2).apply(to: r)
        #expect(abs(turned.minX + 10) < 1e-12 && abs(turned.minY) < 1e-12)
        #expect(abs(turned.width - 10) < 1e-12 && abs(turned.height - 20) < 1e-12)
        // 45° of a 10×10 square about the origin: a diamond 10·√2 across, centred on (0, 5·√2).
        let diamond = Transform(rotationAngle: .pi / 4).apply(to: Rect(x: 0, y: 0, width: 10, height: 10))
        let w = 10 * 2.0.squareRoot()
        #expect(abs(diamond.width - w) < 1e-9 && abs(diamond.height - w) < 1e-9)
        #expect(abs(diamond.minX + w / 2) < 1e-9 && abs(diamond.minY) < 1e-9)
        // Axis-aligned transforms keep the exact scaled size, flipped rectangles standardised.
        #expect(Transform(translationX: 1, translationY: 2, scaleX: -2, scaleY: 3).apply(to: r) == Rect(x: -39, y: 2, width: 40, height: 30))
    }

    @Test("the axis-aligned accessors and description are what they were")
    func compatibility() {
        let t = Transform(translationX: 3, translationY: 4, scaleX: 2, scaleY: 0.5)
        #expect(t.translation == Point(x: 3, y: 4) && t.scaleX == 2 && t.scaleY == 0.5)
        #expect(t.description == "translate(3, 4) scale(2, 0.5)")
        #expect(Transform.identity.isIdentity && !t.isIdentity)
        let r = Transform(rotationAngle: .pi / 6).scaledBy(x: 3, y: 2)
        #expect(abs(r.scaleX - 3) < 1e-12 && abs(r.scaleY - 2) < 1e-12)
        #expect(Set([t, t, .identity]).count == 2)
    }

    @Test("halfway through a 0 → π/2 rotation the angle is π/4, not a squashed matrix")
    func rotationMidpoint() {
        let mid = Transform.identity.interpolated(to: Transform(rotationAngle: .pi / 2), fraction: 0.5)
        #expect(close(mid, Transform(rotationAngle: .pi / 4)))
        #expect(abs(mid.determinant - 1) < 1e-12)
        let quarter = Transform.identity.interpolated(to: Transform(rotationAngle: .pi / 2), fraction: 0.25)
        #expect(abs(TransformDecomposition(quarter).rotation - .pi / 8) < 1e-12)
    }

    @Test("rotation, scale and translation interpolate as parts")
    func partsInterpolate() {
        let from = Transform(translationX: 10, translationY: 0)
        let to = Transform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3).concatenating(.translation(x: 30, y: 20))
        let mid = TransformDecomposition(from.interpolated(to: to, fraction: 0.5))
        #expect(abs(mid.rotation - .pi / 4) < 1e-12)
        #expect(abs(mid.scaleX - 2) < 1e-12 && abs(mid.scaleY - 2) < 1e-12 && abs(mid.shear) < 1e-12)
        #expect(abs(mid.translation.x - 20) < 1e-12 && abs(mid.translation.y - 10) < 1e-12)
        #expect(from.interpolated(to: to, fraction: 1) == to)
    }

    @Test("a turn takes the shorter way; a half turn goes the positive (clockwise) way either sign")
    func shorterWay() {
        // 0 → 3π/2 is a quarter turn back, as UIView.animate does.
        let back = Transform.identity.interpolated(to: Transform(rotationAngle: 3 * .pi / 2), fraction: 0.5)
        #expect(abs(TransformDecomposition(back).rotation + .pi / 4) < 1e-12)
        for target in [Double.pi, -Double.pi] {
            let mid = Transform.identity.interpolated(to: Transform(rotationAngle: target), fraction: 0.5)
            #expect(close(mid.apply(to: Point(x: 1, y: 0)), 0, 1), "half of \(target) is +π/2")
        }
        let home = Transform(rotationAngle: .pi).interpolated(to: .identity, fraction: 0.5)
        // From a half turn back to upright keeps turning clockwise: halfway it is at 3π/2.
        #expect(close(home.apply(to: Point(x: 1, y: 0)), 0, -1))
    }

    @Test("axis-aligned transforms still interpolate entry by entry")
    func axisAlignedInterpolation() {
        let a = Transform(translationX: 0, translationY: 10, scaleX: 1, scaleY: 1)
        let b = Transform(translationX: 100, translationY: 0, scaleX: -1, scaleY: 3)
        #expect(a.interpolated(to: b, fraction: 0.5) == Transform(translationX: 50, translationY: 5, scaleX: 0, scaleY: 2))
    }
}
