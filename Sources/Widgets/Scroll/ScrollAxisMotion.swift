import Render

/// The free motion of one scroll axis after the finger lifts: momentum with UIKit's exponential
/// deceleration, then, past an edge, the bounce-back spring (reference: Scrolling). A function of the
/// animation time since release, so the engine runs it as a simulation, exactly on a virtual clock.
struct ScrollAxisMotion: Simulation {
    enum Phase { case decelerating, bouncing }

    private(set) var phase: Phase
    /// When the current phase began, in seconds since the release.
    private var start = 0.0
    private var origin: Double
    private var velocity: Double
    /// The edge the bounce returns to.
    private var edge: Double
    private var bounceDuration = 0.0
    let range: ClosedRange<Double>
    let deceleration: Deceleration
    let rubberBand: RubberBand

    /// Starts the motion at `offset` (possibly outside `range`) with `velocity` (points per second).
    /// Returns nil when there is nothing to do: inside the range and slower than the momentum threshold.
    init?(offset: Double, velocity: Double, range: ClosedRange<Double>,
          deceleration: Deceleration = .normal, rubberBand: RubberBand = .standard) {
        self.range = range
        self.deceleration = deceleration
        self.rubberBand = rubberBand
        origin = offset
        self.velocity = velocity
        edge = min(max(offset, range.lowerBound), range.upperBound)
        phase = .decelerating
        if offset < range.lowerBound || offset > range.upperBound {
            enterBounce(from: offset, velocity: velocity, at: 0)
        } else if Deceleration.hasMomentum(velocity: velocity) {
            phase = .decelerating
        } else {
            return nil
        }
    }

    /// The offset `time` seconds after the release, and whether the motion has finished.
    mutating func sample(at time: Double) -> (value: Double, isDone: Bool) {
        let t = max(0, time - start)
        switch phase {
        case .decelerating:
            let x = deceleration.position(at: t, from: origin, initialVelocity: velocity)
            if x < range.lowerBound || x > range.upperBound {
                // Crossed an edge: hand the current velocity to the bounce spring at the edge.
                let tc = crossingTime(t)
                let v = deceleration.velocity(at: tc, initialVelocity: velocity)
                edge = x < range.lowerBound ? range.lowerBound : range.upperBound
                enterBounce(from: edge, velocity: v, at: start + tc)
                return sample(at: time)
            }
            if t >= deceleration.duration(initialVelocity: velocity) {
                return (deceleration.destination(from: origin, initialVelocity: velocity).clamped(to: range), true)
            }
            return (x, false)
        case .bouncing:
            if t >= bounceDuration { return (edge, true) }
            return (edge + rubberBand.bounceBackOffset(at: t, from: origin - edge, initialVelocity: velocity), false)
        }
    }

    private mutating func enterBounce(from offset: Double, velocity v: Double, at time: Double) {
        phase = .bouncing
        origin = offset
        velocity = v
        start = time
        bounceDuration = rubberBand.bounceBackDuration(from: offset - edge, initialVelocity: v)
    }

    /// When, within `0…t`, the glide crossed the edge (bisection on the monotonic glide).
    private func crossingTime(_ t: Double) -> Double {
        var lo = 0.0, hi = t
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            let x = deceleration.position(at: mid, from: origin, initialVelocity: velocity)
            if x < range.lowerBound || x > range.upperBound { hi = mid } else { lo = mid }
        }
        return hi
    }
}

extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

extension CGFloat {
    /// `Double.clamped(to:)` for offsets read from Foundation's geometry.
    func clamped(to range: ClosedRange<Double>) -> Double { Double(self).clamped(to: range) }
}
