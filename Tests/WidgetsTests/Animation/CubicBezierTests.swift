import Testing
@testable import Widgets

@Suite("Cubic Bézier solver")
struct CubicBezierTests {
    /// x(s) in Bernstein form, written out here rather than taken from the implementation.
    private func x(_ curve: CubicBezier, _ s: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * curve.x1 + 3 * r * s * s * curve.x2 + s * s * s
    }

    @Test("the solved parameter reproduces the time to within 1e-6",
          arguments: [CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1),
                      CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1), CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)])
    func solverAccuracy(curve: CubicBezier) {
        for i in 0...200 {
            let t = Double(i) / 200
            let s = curve.parameter(forTime: t)
            #expect(s >= 0 && s <= 1)
            #expect(abs(x(curve, s) - t) < CubicBezier.solveEpsilon, "t = \(t)")
        }
    }

    @Test("the solver falls back to bisection where Newton's derivative vanishes")
    func bisectionFallback() {
        // x′(s) = 3(1 − 2s)² is zero at s = ½, so Newton from near there stalls.
        let curve = CubicBezier(x1: 1, y1: 0, x2: 0, y2: 1)
        for t in [0.49, 0.499, 0.5, 0.501, 0.51] {
            let expected = AnimationReference.bezier(1, 0, 0, 1, at: t)
            #expect(abs(curve.value(at: t) - expected) < 1e-4, "t = \(t)")
        }
    }
}
