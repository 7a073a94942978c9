import Foundation

/// Independent reference solutions the animation tests compare against. They share no code with the
/// implementation: the Bézier uses the Bernstein form and plain bisection, the spring a fine RK4 integration.
enum AnimationReference {
    /// Progress of the cubic Bézier (0,0), (x1,y1), (x2,y2), (1,1) at time `t`, solving x(s) = t by 200
    /// bisection steps on the Bernstein form (exact to the last bit for monotonic x).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let r = 1 - s
            return 3 * r * r * s * p1 + 3 * r * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(x1, x2, middle) < t { low = middle } else { high = middle }
        }
        return bernstein(y1, y2, (low + high) / 2)
    }

    /// dy/dx of the reference Bézier by a central difference of step 1e-6.
    static func bezierSlope(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
        let h = 1e-6
        let a = max(t - h, 0), b = min(t + h, 1)
        return (bezier(x1, y1, x2, y2, at: b) - bezier(x1, y1, x2, y2, at: a)) / (b - a)
    }

    /// Position and velocity of m·x″ + c·x′ + k·(x − target) = 0 at each of `times` (ascending), integrated
    /// with classic fourth-order Runge–Kutta in steps of `step` seconds.
    static func integrateSpring(
        mass: Double, stiffness: Double, damping: Double, target: Double = 1,
        from x0: Double, velocity v0: Double, times: [Double], step: Double = 1e-5
    ) -> [(x: Double, v: Double)] {
        func acceleration(_ x: Double, _ v: Double) -> Double {
            (-damping * v - stiffness * (x - target)) / mass
        }
        var x = x0, v = v0, now = 0.0
        var results: [(x: Double, v: Double)] = []
        for time in times {
            while now < time - 1e-12 {
                let h = min(step, time - now)
                let k1x = v, k1v = acceleration(x, v)
                let k2x = v + h / 2 * k1v, k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
                let k3x = v + h / 2 * k2v, k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
                let k4x = v + h * k3v, k4v = acceleration(x + h * k3x, v + h * k3v)
                x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                now += h
            }
            results.append((x, v))
        }
        return results
    }
}
