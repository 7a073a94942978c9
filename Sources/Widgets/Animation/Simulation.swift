/// A motion that is a function of elapsed time alone (Flutter's `Simulation`): where it is `elapsed`
/// seconds after it started, and whether it has come to rest there. Scroll momentum and the bounce-back
/// are simulations, not curves with a duration, because they begin from a measured velocity and end when
/// the physics says so; the window's `AnimationEngine` runs them on the same clock as every other
/// animation (`AnimationEngine.run(_:onChange:completion:)`), so slow animations, `isAnimating` and a
/// virtual clock apply to them unchanged.
///
/// `sample(at:)` is mutating so a simulation may remember what it worked out (the scroll motion records
/// when its glide crossed an edge), but it must give the same answer for the same time.
@preconcurrency @MainActor
public protocol Simulation {
    associatedtype Value
    /// The value `elapsed` seconds of animation time after the start, and whether the motion has ended
    /// (the value is then its resting value).
    mutating func sample(at elapsed: Double) -> (value: Value, isDone: Bool)
}
