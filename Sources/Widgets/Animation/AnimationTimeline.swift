/// The engine's own time, which every animation, spring, animator and simulation reads. It advances by
/// the frame's elapsed clock time divided by the slow-animations factor, so "slow animations" is applied
/// here and nowhere else: durations stay as written, and changing the factor mid-animation bends the
/// timeline at that instant instead of rescaling what is running (no jump). The iOS Simulator's toggle
/// does the same to Core Animation's media time; timers on the window's clock are not slowed.
struct AnimationTimeline {
    /// The clock time of the last frame.
    private(set) var frameTime: Double
    /// Animation time at the last frame.
    private(set) var now: Double
    /// Animation seconds per clock second is 1 / factor.
    private(set) var factor = 1.0
    /// Where the current factor took over, on both timelines.
    private var anchorFrameTime: Double
    private var anchorNow: Double

    init(now: Double) {
        frameTime = now
        self.now = now
        anchorFrameTime = now
        anchorNow = now
    }

    /// Moves to clock time `time` (never backwards). Measured from the anchor rather than summed frame by
    /// frame, so at factor 1 the timeline is the clock itself and stays exact over long runs.
    mutating func advance(toFrameTime time: Double) {
        guard time > frameTime else { return }
        frameTime = time
        let t = factor == 1 && anchorNow == anchorFrameTime ? time : anchorNow + (time - anchorFrameTime) / factor
        now = max(now, t)
    }

    /// Changes the speed from the last frame on; the time already elapsed keeps its old speed.
    mutating func setFactor(_ newFactor: Double) {
        precondition(newFactor > 0 && newFactor.isFinite, "a slow-animations factor must be positive")
        guard newFactor != factor else { return }
        anchorFrameTime = frameTime
        anchorNow = now
        factor = newFactor
    }
}
