/// The search presentation's progress (0 inactive, 1 presented) moving from where it stands to its end
/// along ease-in-ease-out, run by the window's engine so a virtual clock and slow animations apply to it as
/// to every other motion. The navigation controller lays its bar, large title, search bar and page out from
/// the progress each frame.
struct SearchPresentationMotion: Simulation {
    let from: Double
    let to: Double
    let duration: Double

    mutating func sample(at elapsed: Double) -> (value: Double, isDone: Bool) {
        guard duration > 0, elapsed < duration else { return (to, true) }
        return (from + (to - from) * TimingCurve.easeInOut.value(at: elapsed / duration), false)
    }
}
