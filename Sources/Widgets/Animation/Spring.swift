import Foundation

/// A damped harmonic oscillator m·x″ + c·x′ + k·(x − target) = 0 solved in closed form, so its position
/// at any time is a formula rather than the sum of many integration steps (libadwaita's
/// `adw-spring-animation.c`, with β = c/2m and ω0 = √(k/m)).
///
/// The unit-step methods run from 0 to 1 with an initial velocity in distances per second (1 means the
/// whole distance in one second, as UIKit's `initialSpringVelocity`); the `state(at:displacement:velocity:)`
/// form takes any start, in any unit.
public struct Spring: Sendable, Equatable {
    /// A spring counts as settled within this fraction of its distance of the target: libadwaita's epsilon
    /// (`adw-spring-animation.c:528`).
    public static let settleEpsilon = 0.001

    /// A damping ratio this close to 1 uses the critically damped formula; the under- and over-damped
    /// formulas divide by √|1 − ζ²| and lose precision next to it.
    public static let criticalTolerance = 1e-9

    public let mass: Double
    public let stiffness: Double
    public let damping: Double

    /// The physical form (UIKit's `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    public init(mass: Double, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0, "a spring needs mass > 0, stiffness > 0, damping ≥ 0")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// SwiftUI's form: `response` is the period in seconds of the undamped spring, `dampingRatio` 1 is the
    /// fastest return without overshoot. Mass 1, stiffness (2π/response)², damping 4π·ζ/response — the
    /// community conversion the reference table adopts (Nathan Gitter, "Building Fluid Interfaces").
    public init(response: Double, dampingRatio: Double) {
        precondition(response > 0, "a spring's response must be positive")
        let omega = 2 * Double.pi / response
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * dampingRatio / response)
    }

    /// ζ = c / (2·√(k·m)): below 1 the spring overshoots and oscillates, above 1 it creeps in.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// ω0 = √(k/m) in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    // MARK: Unit step from 0 to 1

    /// Position at `t` seconds of a spring released at 0 toward 1; it overshoots 1 when under-damped.
    public func value(at t: Double, initialVelocity v0: Double = 0) -> Double {
        1 + state(at: t, displacement: -1, velocity: v0).displacement
    }

    /// Velocity at `t` seconds, in distances per second.
    public func velocity(at t: Double, initialVelocity v0: Double = 0) -> Double {
        state(at: t, displacement: -1, velocity: v0).velocity
    }

    /// Whether the spring is within `settleEpsilon` of 1 and moving slower than `settleEpsilon·ω0` per
    /// second; see `isSettled(displacement:velocity:epsilon:)` for why that speed.
    public func isSettled(at t: Double, initialVelocity v0: Double = 0) -> Bool {
        let s = state(at: t, displacement: -1, velocity: v0)
        return isSettled(displacement: s.displacement, velocity: s.velocity, epsilon: Self.settleEpsilon)
    }

    /// The time after which the unit step stays settled: the animation's natural duration. Infinite for an
    /// undamped spring.
    public func settlingDuration(initialVelocity v0: Double = 0) -> Double {
        settlingDuration(displacement: -1, velocity: v0, epsilon: Self.settleEpsilon)
    }

    // MARK: Any start

    /// Displacement from the target and velocity at `t` seconds of a spring released at `displacement` with
    /// `velocity` (any unit, per second). Times before 0 give the initial state.
    public func state(at t: Double, displacement u0: Double, velocity v0: Double)
        -> (displacement: Double, velocity: Double)
    {
        let t = max(t, 0)
        let beta = damping / (2 * mass)
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        if abs(zeta - 1) <= Self.criticalTolerance {
            // x = e^(−βt)·(u0 + (v0 + β·u0)·t)
            let decay = exp(-beta * t)
            let b = v0 + beta * u0
            return ((u0 + b * t) * decay, (v0 - beta * b * t) * decay)
        } else if zeta < 1 {
            // x = e^(−βt)·(u0·cos ω1t + (v0 + β·u0)/ω1 · sin ω1t), ω1 = √(ω0² − β²)
            let omega1 = (omega0 * omega0 - beta * beta).squareRoot()
            let decay = exp(-beta * t)
            let c = cos(omega1 * t), s = sin(omega1 * t)
            let u = decay * (u0 * c + (v0 + beta * u0) / omega1 * s)
            let v = decay * (v0 * c - (beta * v0 + omega0 * omega0 * u0) / omega1 * s)
            return (u, v)
        } else {
            // x = C1·e^(r1·t) + C2·e^(r2·t), r = −β ± ω2, ω2 = √(β² − ω0²). The slow root r1 is computed
            // as ω0²/r2 (r1·r2 = ω0²) because −β + ω2 cancels catastrophically for heavy damping.
            let omega2 = (beta * beta - omega0 * omega0).squareRoot()
            let r2 = -beta - omega2
            let r1 = omega0 * omega0 / r2
            let c1 = (v0 - r2 * u0) / (r1 - r2)
            let c2 = u0 - c1
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// At rest when |displacement| < epsilon and |velocity| < epsilon·ω0. That speed is the one whose
    /// kinetic energy ½·m·v² equals the potential energy ½·k·epsilon² of the allowed displacement, so the
    /// threshold scales with the spring: a stiff spring may still move fast enough to matter, a soft one
    /// not. For the unit step with epsilon 0.001 and response 0.5 s it is 0.0126 distances per second,
    /// 0.004 pt per frame on a 320 pt move.
    public func isSettled(displacement: Double, velocity: Double, epsilon: Double) -> Bool {
        abs(displacement) < epsilon && abs(velocity) < epsilon * naturalFrequency
    }

    /// The first time after which the spring released at `displacement` with `velocity` stays settled
    /// (to 1 ms sampling, then refined to 1 ns). Infinite when it never settles.
    ///
    /// The energy E = u² + (v/ω0)² never increases (dE/dt = −4β·v²/ω0²), and E < epsilon² implies settled,
    /// so the first time E drops below epsilon² bounds the answer from above. From there the search steps
    /// back in 1 ms steps to the last sample that is not settled, then bisects between it and the next.
    public func settlingDuration(displacement u0: Double, velocity v0: Double, epsilon: Double) -> Double {
        let omega0 = naturalFrequency
        func energy(_ t: Double) -> Double {
            let s = state(at: t, displacement: u0, velocity: v0)
            let scaled = s.velocity / omega0
            return s.displacement * s.displacement + scaled * scaled
        }
        func settled(_ t: Double) -> Bool {
            let s = state(at: t, displacement: u0, velocity: v0)
            return isSettled(displacement: s.displacement, velocity: s.velocity, epsilon: epsilon)
        }
        let limit = epsilon * epsilon
        if energy(0) < limit { return 0 }
        if damping == 0 { return .infinity }

        // An upper bound by doubling, then bisection down to within one step of the energy crossing.
        var high = 1 / omega0
        while energy(high) >= limit {
            high *= 2
            if high > Self.longestSearch { return .infinity }
        }
        let step = max(Self.searchStep, high / Self.maximumSteps)
        var low = 0.0
        while high - low > step {
            let middle = (low + high) / 2
            if energy(middle) < limit { high = middle } else { low = middle }
        }

        // Step back to the last unsettled sample; everything from `high` on is settled.
        var unsettled = high
        repeat {
            unsettled = max(unsettled - step, 0)
            if !settled(unsettled) { break }
            high = unsettled
        } while unsettled > 0
        if settled(unsettled) { return 0 }
        while high - unsettled > Self.refineTolerance {
            let middle = (unsettled + high) / 2
            if settled(middle) { high = middle } else { unsettled = middle }
        }
        return high
    }

    /// The sampling step of `settlingDuration`: 1 ms, finer than a 120 Hz frame.
    static let searchStep = 0.001
    /// Springs slower than 1000 s sample more coarsely so the search stays under a million steps.
    static let maximumSteps = 1_000_000.0
    /// Where the last unsettled sample is refined to.
    static let refineTolerance = 1e-9
    /// A spring still moving after this many seconds is treated as never settling.
    static let longestSearch = 1e7
}
