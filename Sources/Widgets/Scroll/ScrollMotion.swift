import Render

/// Both axes of a scroll view's free motion after the finger lifts, as one simulation for the engine: each
/// axis glides and bounces on its own (`ScrollAxisMotion`), an axis with nothing to do stays where it was,
/// and the motion is done when both are.
struct ScrollMotion: Simulation {
    private var x: ScrollAxisMotion?
    private var y: ScrollAxisMotion?
    /// Where the content was at release, for an axis that does not move.
    private var rest: Point

    /// Where a glide aimed at a point (paging, a delegate's target) ends exactly, whatever rounding the
    /// glide's tail leaves.
    private let landing: Point?

    /// Nil when neither axis moves: inside the range and slower than the momentum threshold.
    init?(offset: Point, velocity: Point, range: (x: ClosedRange<Double>, y: ClosedRange<Double>),
          deceleration: Deceleration = .normal, landingOn target: Point? = nil) {
        x = ScrollAxisMotion(offset: offset.x, velocity: velocity.x, range: range.x, deceleration: deceleration)
        y = ScrollAxisMotion(offset: offset.y, velocity: velocity.y, range: range.y, deceleration: deceleration)
        rest = offset
        landing = target
        guard x != nil || y != nil else { return nil }
    }

    mutating func sample(at elapsed: Double) -> (value: Point, isDone: Bool) {
        if var axis = x {
            let s = axis.sample(at: elapsed)
            rest.x = s.value
            x = s.isDone ? nil : axis
        }
        if var axis = y {
            let s = axis.sample(at: elapsed)
            rest.y = s.value
            y = s.isDone ? nil : axis
        }
        let done = x == nil && y == nil
        if done, let landing { rest = landing }
        return (rest, done)
    }
}
