import Foundation
import Testing
import Widgets

@Suite("Scroll deceleration")
struct DecelerationTests {
    @Test("the rates are 0.998 and 0.99 per millisecond")
    func rates() {
        #expect(Deceleration.normal.rate == 0.998)
        #expect(Deceleration.fast.rate == 0.99)
        let v = Deceleration.normal.velocity(at: 0.001, initialVelocity: 2000)
        #expect(abs(v - 2000 * 0.998) < 1e-9)
        #expect(abs(Deceleration.normal.velocity(at: 1, initialVelocity: 1) - pow(0.998, 1000)) < 1e-12)
        #expect(abs(Deceleration.normal.velocity(at: 1, initialVelocity: 1) - 0.135) < 0.001)
    }

    @Test("releases slower than 0.25 pt/ms start no momentum")
    func minimumVelocity() {
        #expect(Deceleration.minimumVelocity == 250)
        #expect(!Deceleration.hasMomentum(velocity: 249.9))
        #expect(!Deceleration.hasMomentum(velocity: -100))
        #expect(Deceleration.hasMomentum(velocity: 250))
        #expect(Deceleration.hasMomentum(velocity: -3000))
    }

    @Test("travel matches v0·(d^(1000t) − 1)/(1000·ln d)", arguments: [0.998, 0.99])
    func travelFormula(rate: Double) {
        let deceleration = Deceleration(rate: rate)
        for v0 in [1500.0, -4000] {
            for t in [0.016, 0.1, 0.5, 1, 2] {
                let expected = v0 * (pow(rate, 1000 * t) - 1) / (1000 * log(rate))
                #expect(abs(deceleration.distance(at: t, initialVelocity: v0) - expected) < 1e-9 * abs(v0))
                #expect(abs(deceleration.position(at: t, from: 300, initialVelocity: v0) - (300 + expected)) < 1e-9 * abs(v0))
            }
        }
    }

    @Test("travel matches a sum of per-millisecond velocity steps", arguments: [0.998, 0.99])
    func travelSummation(rate: Double) {
        let deceleration = Deceleration(rate: rate)
        let v0 = 3000.0
        var velocity = v0 / 1000 // pt/ms
        var trapezoid = 0.0, stepped = 0.0
        for ms in 1...2000 {
            let next = velocity * rate
            trapezoid += (velocity + next) / 2
            stepped += velocity // UIKit-style: move by this millisecond's velocity, then decay
            velocity = next
            if ms % 250 == 0 {
                let t = Double(ms) / 1000
                let exact = deceleration.distance(at: t, initialVelocity: v0)
                // The trapezoid rule on an exponential is exact to (ln d)²/12 relative, under 1e-5 here.
                #expect(abs(trapezoid - exact) < 1e-5 * exact, "t = \(t)")
                // Whole-millisecond steps overshoot the continuous glide by (1 − d)/|ln d| − 1 ≈ 0.1 % / 0.5 %.
                #expect(abs(stepped - exact) < 0.006 * exact, "t = \(t)")
            }
        }
    }

    @Test("the destination is x0 − v0/(1000·ln d), about x0 + 0.4995·v0 at the normal rate")
    func destination() {
        for v0 in [800.0, -2500, 6000] {
            let destination = Deceleration.normal.destination(from: 100, initialVelocity: v0)
            #expect(abs(destination - (100 - v0 / (1000 * log(0.998)))) < 1e-9)
            #expect(abs(destination - (100 + 0.4995 * v0)) < 1e-4 * abs(v0))
            #expect(abs(Deceleration.normal.position(at: 20, from: 100, initialVelocity: v0) - destination) < 1e-6)
        }
        let fast = Deceleration.fast.destination(from: 0, initialVelocity: 1000)
        #expect(abs(fast - 1000 / (1000 * -log(0.99))) < 1e-9)
        #expect(abs(fast - 99.5) < 0.01)
    }

    @Test("the glide lasts until the speed drops to the threshold")
    func durationByVelocity() {
        let deceleration = Deceleration.normal
        let duration = deceleration.duration(initialVelocity: -3000, velocityThreshold: 10)
        #expect(abs(abs(deceleration.velocity(at: duration, initialVelocity: -3000)) - 10) < 1e-9)
        #expect(abs(duration - log(10.0 / 3000) / (1000 * log(0.998))) < 1e-12)
        #expect(deceleration.duration(initialVelocity: 5, velocityThreshold: 10) == 0)
    }

    @Test("the default duration stops the glide half a point short of its destination")
    func durationByDistance() {
        for rate in [0.998, 0.99] {
            let deceleration = Deceleration(rate: rate)
            let duration = deceleration.duration(initialVelocity: 2400)
            let remaining = deceleration.destination(from: 0, initialVelocity: 2400)
                - deceleration.position(at: duration, from: 0, initialVelocity: 2400)
            #expect(abs(remaining - 0.5) < 1e-9)
        }
        #expect(abs(Deceleration.normal.stoppingVelocity - 1.001) < 0.001)
    }

    @Test("velocity is the derivative of the position")
    func velocityIsDerivative() {
        let h = 1e-7
        for t in [0.0, 0.1, 0.7] {
            let difference = (Deceleration.normal.distance(at: t + h, initialVelocity: 1200)
                - Deceleration.normal.distance(at: max(t - h, 0), initialVelocity: 1200)) / (t == 0 ? h : 2 * h)
            #expect(abs(Deceleration.normal.velocity(at: t, initialVelocity: 1200) - difference) < 1e-3)
        }
    }
}
