import HandheldKit

extension View {
    /// UIKit's type-level `UIView.animate(withDuration:delay:animations:completion:)`: every animatable
    /// property `animations` changes, on any view in any window, animates over `duration` with the ease-in-out
    /// curve (or the curve bits of `options`). Handheld's engines belong to their windows, so the block runs once inside a transaction opened
    /// on every live window's engine, and each property joins its own. `completion` runs once, with `finished`,
    /// when the windows whose views changed have ended their animations (when nothing changed, on the next
    /// frame, as in UIKit). With no window at all the changes apply at once and `completion(true)` runs now.
    /// `options` are UIKit's, with UIKit's default (none: views being animated ignore touches).
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        onEveryLiveEngine(animations: animations, completion: completion) { engine, body, done in
            engine.animate(timing: .curve(options.curve, duration: duration), delay: delay, options: options,
                           animations: body, completion: done)
        }
    }

    /// Runs `animations` once, inside a block `open` opens on every live window's engine in turn (each engine's
    /// block runs the next engine's, the last runs `animations`), so each changed property joins its own
    /// window's animation. `completion` runs once, when every engine that started an animation has ended it
    /// (`CompletionGathering`). With no window the changes apply at once and `completion(true)` runs now.
    static func onEveryLiveEngine(animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
                                  open: @escaping (AnimationEngine, _ body: () -> Void,
                                                   _ done: @escaping (Bool) -> Void) -> Void) {
        let engines = AnimationEngine.live
        guard !engines.isEmpty else {
            animations()
            completion?(true)
            return
        }
        let before = engines.map(\.runningAnimationCount)
        let gathering = CompletionGathering(count: engines.count, completion: completion)
        func openBlock(_ index: Int) {
            guard index < engines.count else { return animations() }
            open(engines[index], { openBlock(index + 1) }, { finished in gathering.report(index, finished: finished) })
        }
        openBlock(0)
        gathering.awaited = Set(engines.indices.filter { engines[$0].runningAnimationCount != before[$0] })
    }

    /// The trailing-closure form: `UIView.animate(withDuration: 0.3) { button.isHidden.toggle() }`.
    public static func animate(withDuration duration: Double, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, animations: animations, completion: nil)
    }
}

/// Calls a type-level `animate`'s completion once: when every engine that started an animation has reported,
/// or, when none did, on the first report (each engine completes an empty block on its next frame).
@MainActor
final class CompletionGathering {
    var awaited: Set<Int> = []
    private var reported: [Int: Bool] = [:]
    private var completion: ((Bool) -> Void)?

    init(count: Int, completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func report(_ index: Int, finished: Bool) {
        reported[index] = finished
        let done = awaited.isEmpty ? !reported.isEmpty : awaited.allSatisfy { reported[$0] != nil }
        guard done, let completion else { return }
        self.completion = nil
        completion(awaited.isEmpty ? finished : awaited.allSatisfy { reported[$0] == true })
    }
}
