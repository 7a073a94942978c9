/// A simulation running in the engine: each tick it samples the simulation at the engine's animation time
/// and hands the value to its owner, until the simulation is done or `stop()` is called (a touch-down
/// catching a gliding scroll view, as UIScrollView's does). Its completion runs with the engine's other
/// completions, in creation order: `true` when the simulation came to rest, `false` when stopped.
@preconcurrency @MainActor
public final class DrivenAnimation {
    /// False once it has come to rest or been stopped; it never restarts.
    public private(set) var isRunning = true
    let group: AnimationGroup
    private let start: Double
    /// Samples the type-erased simulation and delivers the value; returns whether it is done.
    private let step: (Double) -> Bool

    init<S: Simulation>(_ simulation: S, start: Double, group: AnimationGroup, onChange: @escaping (S.Value) -> Void) {
        var simulation = simulation
        self.start = start
        self.group = group
        step = { elapsed in
            let sample = simulation.sample(at: elapsed)
            onChange(sample.value)
            return sample.isDone
        }
        group.retain()
    }

    /// Leaves the value where the last tick put it; the completion runs on the next tick with `false`.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        group.release(interrupted: true)
    }

    /// Moves to animation time `now`; the owner's `onChange` may stop this or start another.
    func advance(to now: Double) {
        guard isRunning else { return }
        let done = step(max(0, now - start))
        guard done, isRunning else { return }
        isRunning = false
        group.release(interrupted: false)
    }
}
