import Foundation
import Testing
import Widgets

struct SpringCase: CustomTestStringConvertible, Sendable {
    let dampingRatio: Double
    let initialVelocity: Double
    var testDescription: String { "ζ \(dampingRatio), v0 \(initialVelocity)" }

    /// Response 0.5 s: ω0 = 4π rad/s.
    var spring: Spring { Spring(response: 0.5, dampingRatio: dampingRatio) }

    static let all: [SpringCase] = [0.5, 1, 2].flatMap { ratio in
        [0, 3, -2].map { SpringCase(dampingRatio: ratio, initialVelocity: $0) }
    }
}

@Suite("Springs")
struct SpringTests {
    static let times = [0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 2.0]

    /// The textbook unit-step solutions, written out independently of `Spring.state`, for mass 1, stiffness
    /// k and damping c, from x = 0 with velocity v0 toward target 1.
    static func formula(stiffness k: Double, damping c: Double, v0: Double, at t: Double) -> Double {
        let w0 = sqrt(k)
        let zeta = c / (2 * w0)
        if abs(zeta - 1) < 1e-9 {
            // x = 1 − e^(−w0·t)·(1 + (w0 − v0)·t)
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else if zeta < 1 {
            // x = 1 − e^(−ζw0t)·(cos wd·t + (ζw0 − v0)/wd · sin wd·t)
            let wd = w0 * sqrt(1 - zeta * zeta)
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        } else {
            // x = 1 + A·e^(λ1·t) + B·e^(λ2·t), λ = w0·(−ζ ± √(ζ² − 1)), A + B = −1, A·λ1 + B·λ2 = v0
            let root = sqrt(zeta * zeta - 1)
            let l1 = w0 * (-zeta + root), l2 = w0 * (-zeta - root)
            let a = (v0 + l2) / (l1 - l2)
            let b = -1 - a
            return 1 + a * exp(l1 * t) + b * exp(l2 * t)
        }
    }

    @Test("response and damping ratio become mass 1, stiffness (2π/response)², damping 4πζ/response")
    func responseConversion() {
        let spring = Spring(response: 0.5, dampingRatio: 0.825)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.stiffness - 157.91) < 0.01)
        #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.5) < 1e-9)
        #expect(abs(spring.damping - 20.73) < 0.01)
        #expect(abs(spring.dampingRatio - 0.825) < 1e-12)
        #expect(abs(spring.naturalFrequency - 4 * Double.pi) < 1e-12)
    }

    @Test("the physical form's damping ratio is c / (2√(k·m))")
    func physicalDampingRatio() {
        // React Navigation's iOS approximation: mass 3, stiffness 1000, damping 500 → UIKit's default 4.56.
        let spring = Spring(mass: 3, stiffness: 1000, damping: 500)
        #expect(abs(spring.dampingRatio - 4.564) < 0.001)
    }

    @Test("the unit step starts at 0 with its initial velocity", arguments: SpringCase.all)
    func initialState(c: SpringCase) {
        #expect(abs(c.spring.value(at: 0, initialVelocity: c.initialVelocity)) < 1e-12)
        #expect(abs(c.spring.velocity(at: 0, initialVelocity: c.initialVelocity) - c.initialVelocity) < 1e-9)
    }

    @Test("the spring matches its closed-form formula", arguments: SpringCase.all)
    func matchesFormula(c: SpringCase) {
        let spring = c.spring
        for t in Self.times {
            let expected = Self.formula(stiffness: spring.stiffness, damping: spring.damping,
                                        v0: c.initialVelocity, at: t)
            #expect(abs(spring.value(at: t, initialVelocity: c.initialVelocity) - expected) < 1e-9, "t = \(t)")
        }
    }

    @Test("the spring matches an RK4 integration of m·x″ + c·x′ + k·(x − 1) = 0", arguments: SpringCase.all)
    func matchesIntegration(c: SpringCase) {
        let spring = c.spring
        let integrated = AnimationReference.integrateSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            from: 0, velocity: c.initialVelocity, times: Self.times)
        for (t, expected) in zip(Self.times, integrated) {
            #expect(abs(spring.value(at: t, initialVelocity: c.initialVelocity) - expected.x) < 1e-4, "t = \(t)")
            #expect(abs(spring.velocity(at: t, initialVelocity: c.initialVelocity) - expected.v) < 1e-4, "t = \(t)")
        }
    }

    @Test("a heavy, light and unusual-mass spring match the integration too",
          arguments: [Spring(mass: 3, stiffness: 1000, damping: 500), Spring(mass: 0.5, stiffness: 100, damping: 1),
                      Spring(mass: 2, stiffness: 50, damping: 20)])
    func otherSpringsMatchIntegration(spring: Spring) {
        let times = [0.02, 0.1, 0.4, 1.0, 3.0]
        let integrated = AnimationReference.integrateSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
            from: 0, velocity: 1.5, times: times)
        for (t, expected) in zip(times, integrated) {
            #expect(abs(spring.value(at: t, initialVelocity: 1.5) - expected.x) < 1e-4, "t = \(t)")
            #expect(abs(spring.velocity(at: t, initialVelocity: 1.5) - expected.v) < 1e-4, "t = \(t)")
        }
    }

    @Test("velocity is the derivative of the value", arguments: SpringCase.all)
    func velocityIsDerivative(c: SpringCase) {
        let h = 1e-6
        for t in Self.times {
            let difference = (c.spring.value(at: t + h, initialVelocity: c.initialVelocity)
                - c.spring.value(at: t - h, initialVelocity: c.initialVelocity)) / (2 * h)
            #expect(abs(c.spring.velocity(at: t, initialVelocity: c.initialVelocity) - difference) < 1e-5)
        }
    }

    @Test("only the under-damped spring overshoots")
    func overshoot() {
        let peak = { (ratio: Double) in
            stride(from: 0.0, through: 3, by: 0.001).map { Spring(response: 0.5, dampingRatio: ratio).value(at: $0) }.max()!
        }
        #expect(peak(0.5) > 1.1)
        #expect(peak(1) <= 1)
        #expect(peak(2) <= 1)
    }

    @Test("damping ratios just either side of 1 agree with the critical formula")
    func nearCritical() {
        let critical = Spring(response: 0.5, dampingRatio: 1)
        for ratio in [1 - 1e-6, 1 + 1e-6] {
            let near = Spring(response: 0.5, dampingRatio: ratio)
            for t in Self.times {
                #expect(abs(near.value(at: t, initialVelocity: 2) - critical.value(at: t, initialVelocity: 2)) < 1e-5)
            }
        }
    }

    @Test("a spring settles at its settling duration and not just before", arguments: SpringCase.all)
    func settlesAtDuration(c: SpringCase) {
        let duration = c.spring.settlingDuration(initialVelocity: c.initialVelocity)
        #expect(duration > 0.1 && duration < 5)
        #expect(c.spring.isSettled(at: duration, initialVelocity: c.initialVelocity))
        #expect(!c.spring.isSettled(at: duration - 1e-6, initialVelocity: c.initialVelocity))
        for i in 1...2000 {
            let t = duration + Double(i) * 0.001
            #expect(c.spring.isSettled(at: t, initialVelocity: c.initialVelocity), "t = \(t)")
        }
    }

    @Test("settled means within 0.001 of the target and slower than 0.001·ω0")
    func settledDefinition() {
        let spring = Spring(response: 0.5, dampingRatio: 1)
        let duration = spring.settlingDuration()
        let x = spring.value(at: duration), v = spring.velocity(at: duration)
        #expect(abs(1 - x) < 0.001)
        #expect(abs(v) < 0.001 * 4 * Double.pi)
        #expect(!spring.isSettled(at: 0.3))
    }

    @Test("settle times grow with overdamping and shrink with the response")
    func settleTimes() {
        let under = Spring(response: 0.5, dampingRatio: 0.5).settlingDuration()
        let critical = Spring(response: 0.5, dampingRatio: 1).settlingDuration()
        let over = Spring(response: 0.5, dampingRatio: 2).settlingDuration()
        // Critically damped from rest: (1 + ω0·t)·e^(−ω0·t) = 0.001 at ω0·t ≈ 9.23, so about 0.73 s.
        #expect(abs(critical - 9.2335 / (4 * Double.pi)) < 0.01)
        #expect(critical < under)
        #expect(critical < over)
        #expect(abs(Spring(response: 0.25, dampingRatio: 1).settlingDuration() - critical / 2) < 1e-3)
    }

    @Test("an undamped spring never settles")
    func undamped() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 0)
        #expect(spring.settlingDuration() == .infinity)
        #expect(abs(spring.value(at: Double.pi / 10) - 2) < 1e-9)
    }

    @Test("the general state runs from any displacement, in any unit")
    func generalState() {
        let spring = Spring(response: 0.4, dampingRatio: 0.7)
        let times = [0.05, 0.2, 0.6]
        let integrated = AnimationReference.integrateSpring(
            mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, target: 0,
            from: 120, velocity: -800, times: times)
        for (t, expected) in zip(times, integrated) {
            let state = spring.state(at: t, displacement: 120, velocity: -800)
            #expect(abs(state.displacement - expected.x) < 1e-4)
            #expect(abs(state.velocity - expected.v) < 1e-3)
        }
    }

    @Test("times before the start give the initial state")
    func negativeTime() {
        let spring = Spring(response: 0.5, dampingRatio: 0.5)
        #expect(spring.value(at: -1, initialVelocity: 2) == 0)
        #expect(spring.velocity(at: -1, initialVelocity: 2) == 2)
    }
}
