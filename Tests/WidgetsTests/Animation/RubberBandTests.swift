import Foundation
import Testing
import Widgets

@Suite("Rubber band")
struct RubberBandTests {
    let band = RubberBand.standard

    @Test("the offset follows (1 − 1/(x·0.55/d + 1))·d")
    func formula() {
        #expect(RubberBand.defaultCoefficient == 0.55)
        for (x, d) in [(100.0, 500.0), (500, 500), (37, 320), (2000, 812)] {
            let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
            #expect(abs(band.offset(forOverscroll: x, dimension: d) - expected) < 1e-9)
        }
        // Hand-computed: 100 pt past the edge of a 500 pt viewport shows 500·(1 − 1/1.11) ≈ 49.55 pt.
        #expect(abs(band.offset(forOverscroll: 100, dimension: 500) - 49.5495) < 1e-4)
        // A full viewport of drag shows 1 − 1/1.55 ≈ 35.5 % of it.
        #expect(abs(band.offset(forOverscroll: 500, dimension: 500) - 500 * (1 - 1 / 1.55)) < 1e-9)
    }

    @Test("the sign of the overscroll is kept")
    func sign() {
        for x in [1.0, 40, 900] {
            #expect(band.offset(forOverscroll: -x, dimension: 600) == -band.offset(forOverscroll: x, dimension: 600))
        }
        #expect(band.offset(forOverscroll: 0, dimension: 600) == 0)
    }

    @Test("the offset grows with the drag and stays below the viewport size")
    func monotonicAndBounded() {
        var previous = 0.0
        for i in 1...10_000 {
            let offset = band.offset(forOverscroll: Double(i), dimension: 400)
            #expect(offset > previous)
            #expect(offset < 400)
            #expect(offset < Double(i))
            previous = offset
        }
        #expect(band.offset(forOverscroll: 1e9, dimension: 400) < 400)
        #expect(band.offset(forOverscroll: 1e9, dimension: 400) > 399.99)
    }

    @Test("near the edge the content follows the finger at the coefficient's rate")
    func slopeAtEdge() {
        #expect(abs(band.offset(forOverscroll: 1e-6, dimension: 400) / 1e-6 - 0.55) < 1e-6)
        let custom = RubberBand(coefficient: 0.4)
        #expect(abs(custom.offset(forOverscroll: 1e-6, dimension: 400) / 1e-6 - 0.4) < 1e-6)
    }

    @Test("the overscroll for an offset inverts the rubber band")
    func inverse() {
        for x in [-700.0, -12, 0, 3, 250, 5000] {
            let offset = band.offset(forOverscroll: x, dimension: 568)
            #expect(abs(band.overscroll(forOffset: offset, dimension: 568) - x) < 1e-6 * max(1, abs(x)))
        }
        #expect(band.overscroll(forOffset: 568, dimension: 568) == .infinity)
    }

    @Test("the bounce-back is a critically damped spring of stiffness 100 and mass 1")
    func bounceBackSpring() {
        #expect(band.bounceBack.mass == 1)
        #expect(band.bounceBack.stiffness == 100)
        #expect(abs(band.bounceBack.dampingRatio - 1) < 1e-12)
        for (offset, v0) in [(80.0, 0.0), (-60, 300), (40, -900)] {
            for t in [0.01, 0.1, 0.3, 0.7] {
                // u = (u0 + (v0 + ω·u0)·t)·e^(−ω·t), ω = 10 rad/s
                let expected = (offset + (v0 + 10 * offset) * t) * exp(-10 * t)
                #expect(abs(band.bounceBackOffset(at: t, from: offset, initialVelocity: v0) - expected) < 1e-9)
            }
        }
    }

    @Test("the bounce-back matches an RK4 integration and carries the release velocity")
    func bounceBackIntegration() {
        let times = [0.0, 0.05, 0.2, 0.5]
        let integrated = AnimationReference.integrateSpring(
            mass: 1, stiffness: 100, damping: 20, target: 0, from: 90, velocity: 400, times: times)
        for (t, expected) in zip(times, integrated) {
            #expect(abs(band.bounceBackOffset(at: t, from: 90, initialVelocity: 400) - expected.x) < 1e-4)
            #expect(abs(band.bounceBackVelocity(at: t, from: 90, initialVelocity: 400) - expected.v) < 1e-3)
        }
    }

    @Test("released at rest the content returns without crossing the edge and settles within half a point")
    func bounceBackSettles() {
        let duration = band.bounceBackDuration(from: 120, initialVelocity: 0)
        // (1 + 10t)·e^(−10t) = 0.5/120 at 10t ≈ 7.8
        #expect(duration > 0.7 && duration < 0.85)
        for i in 0...1000 {
            let t = duration * Double(i) / 1000
            #expect(band.bounceBackOffset(at: t, from: 120, initialVelocity: 0) > 0)
        }
        #expect(abs(band.bounceBackOffset(at: duration, from: 120, initialVelocity: 0)) < 0.5)
        #expect(abs(band.bounceBackOffset(at: duration - 0.01, from: 120, initialVelocity: 0)) >= 0.5)
        #expect(band.bounceBackDuration(from: 0.2, initialVelocity: 0) == 0)
    }
}
