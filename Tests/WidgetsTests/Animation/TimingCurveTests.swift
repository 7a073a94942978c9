import Testing
import Widgets

struct NamedCurve: CustomTestStringConvertible, Sendable {
    let name: String
    let curve: TimingCurve
    let points: (Double, Double, Double, Double)
    var testDescription: String { name }

    static let all: [NamedCurve] = [
        NamedCurve(name: "linear", curve: .linear, points: (0, 0, 1, 1)),
        NamedCurve(name: "easeIn", curve: .easeIn, points: (0.42, 0, 1, 1)),
        NamedCurve(name: "easeOut", curve: .easeOut, points: (0, 0, 0.58, 1)),
        NamedCurve(name: "easeInOut", curve: .easeInOut, points: (0.42, 0, 0.58, 1)),
        NamedCurve(name: "systemDefault", curve: .systemDefault, points: (0.25, 0.1, 0.25, 1)),
    ]

    func reference(at t: Double) -> Double {
        AnimationReference.bezier(points.0, points.1, points.2, points.3, at: t)
    }
}

@Suite("Timing curves")
struct TimingCurveTests {
    @Test("named curves match an independently solved Bézier at a quarter, half and three quarters",
          arguments: NamedCurve.all)
    func namedCurvesMatchReference(named: NamedCurve) {
        for t in [0.25, 0.5, 0.75] {
            #expect(abs(named.curve.value(at: t) - named.reference(at: t)) < 1e-4, "t = \(t)")
        }
    }

    @Test("named curves match the reference at 99 points to 1e-5", arguments: NamedCurve.all)
    func namedCurvesMatchReferenceDensely(named: NamedCurve) {
        for i in 1..<100 {
            let t = Double(i) / 100
            #expect(abs(named.curve.value(at: t) - named.reference(at: t)) < 1e-5, "t = \(t)")
        }
    }

    @Test("named curves carry the documented control points")
    func controlPoints() {
        #expect(TimingCurve.easeIn.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
        #expect(TimingCurve.easeOut.bezier == CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
        #expect(TimingCurve.easeInOut.bezier == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(TimingCurve.systemDefault.bezier == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(TimingCurve.linear.bezier == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    }

    @Test("curves start at 0 and end at 1", arguments: NamedCurve.all)
    func endpoints(named: NamedCurve) {
        #expect(named.curve.value(at: 0) == 0)
        #expect(named.curve.value(at: 1) == 1)
    }

    @Test("time outside 0…1 is clamped", arguments: NamedCurve.all)
    func clamping(named: NamedCurve) {
        #expect(named.curve.value(at: -0.5) == 0)
        #expect(named.curve.value(at: 1.5) == 1)
        #expect(named.curve.slope(at: -1) == named.curve.slope(at: 0))
        #expect(named.curve.slope(at: 2) == named.curve.slope(at: 1))
    }

    @Test("named curves never go backwards", arguments: NamedCurve.all)
    func monotonic(named: NamedCurve) {
        var previous = 0.0
        for i in 1...1000 {
            let value = named.curve.value(at: Double(i) / 1000)
            #expect(value >= previous - 1e-9, "t = \(Double(i) / 1000)")
            previous = value
        }
    }

    @Test("linear is the identity")
    func linearIsIdentity() {
        for t in stride(from: 0.0, through: 1.0, by: 0.01) {
            #expect(TimingCurve.linear.value(at: t) == t)
            #expect(TimingCurve.linear.slope(at: t) == 1)
        }
    }

    @Test("easeInOut is symmetric about its midpoint")
    func easeInOutSymmetry() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        for t in [0.1, 0.2, 0.3, 0.4] {
            let sum = TimingCurve.easeInOut.value(at: t) + TimingCurve.easeInOut.value(at: 1 - t)
            #expect(abs(sum - 1) < 1e-5)
        }
    }

    @Test("easeIn and easeOut mirror each other")
    func easeInMirrorsEaseOut() {
        for t in [0.1, 0.25, 0.5, 0.75, 0.9] {
            let mirrored = 1 - TimingCurve.easeOut.value(at: 1 - t)
            #expect(abs(TimingCurve.easeIn.value(at: t) - mirrored) < 1e-5)
        }
    }

    @Test("an arbitrary cubic matches the reference, overshoot included",
          arguments: [(0.3, -0.4, 0.7, 1.4), (0.1, 0.8, 0.2, 1.0), (0.9, 0.1, 0.1, 0.9), (1.0, 0.0, 0.0, 1.0)])
    func arbitraryCubic(points: (Double, Double, Double, Double)) {
        let curve = TimingCurve.cubic(points.0, points.1, points.2, points.3)
        for i in 0...20 {
            let t = Double(i) / 20
            let expected = AnimationReference.bezier(points.0, points.1, points.2, points.3, at: t)
            #expect(abs(curve.value(at: t) - expected) < 1e-4, "t = \(t)")
        }
    }

    @Test("an overshooting cubic goes past 1")
    func overshoot() {
        let back = TimingCurve.cubic(0.3, -0.4, 0.7, 1.4)
        #expect(back.value(at: 0.1) < 0)
        #expect(back.value(at: 0.9) > 1)
    }

    @Test("curves with the same control points are equal")
    func equality() {
        #expect(TimingCurve.cubic(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(TimingCurve.easeIn != .easeOut)
    }

    @Test("control x outside 0…1 is clamped so time keeps moving forward")
    func controlXClamped() {
        let curve = CubicBezier(x1: -0.5, y1: 0.2, x2: 1.5, y2: 0.8)
        #expect(curve.x1 == 0 && curve.x2 == 1)
        #expect(curve.y1 == 0.2 && curve.y2 == 0.8)
    }

    @Test("the slope matches the reference curve's derivative", arguments: NamedCurve.all)
    func slopeMatchesReference(named: NamedCurve) {
        let (x1, y1, x2, y2) = named.points
        for i in 1..<20 {
            let t = Double(i) / 20
            let expected = AnimationReference.bezierSlope(x1, y1, x2, y2, at: t)
            #expect(abs(named.curve.slope(at: t) - expected) < 1e-4 * max(1, abs(expected)), "t = \(t)")
        }
    }

    @Test("slopes at the ends are the limits of dy/dx")
    func endSlopes() {
        // Where a control point sits on the axis x′ and y′ both vanish; dy/dx → y″/x″ = p2y/p2x.
        #expect(abs(TimingCurve.easeOut.slope(at: 0) - 1 / 0.58) < 1e-9)
        #expect(abs(TimingCurve.easeIn.slope(at: 1) - 1 / 0.58) < 1e-9)
        #expect(abs(TimingCurve.easeIn.slope(at: 0)) < 1e-12)
        #expect(abs(TimingCurve.easeOut.slope(at: 1)) < 1e-12)
        #expect(abs(TimingCurve.systemDefault.slope(at: 0) - 0.1 / 0.25) < 1e-9)
        #expect(abs(TimingCurve.systemDefault.slope(at: 1)) < 1e-12)
    }

    @Test("a curve whose x stalls mid-way has an infinite slope there")
    func verticalTangent() {
        // x′(s) = 3(1 − 2s)² vanishes at s = ½ while y′ does not.
        #expect(TimingCurve.cubic(1, 0, 0, 1).slope(at: 0.5) > 1e3)
    }
}
