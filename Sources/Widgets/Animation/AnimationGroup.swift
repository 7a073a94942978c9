/// The animations one `animate` call (or one property animator) started, and the completion that runs once
/// all of them have ended. `finished` is false when any was interrupted: retargeted by a newer animation of
/// the same property, or removed by a non-animated set (UIKit's semantics).
@MainActor
final class AnimationGroup {
    private let completion: ((Bool) -> Void)?
    /// Completions added by code that joined the block (a table update inside an `animate` block).
    var additionalCompletions: [(Bool) -> Void] = []
    private var pending = 0
    private var interrupted = false
    /// False while the animations block is still running, so a completion cannot fire half way.
    private var sealed = false
    private(set) var isComplete = false
    /// Creation order, so completions due on the same frame run in the order their animations were made.
    let order: Int

    init(order: Int, completion: ((Bool) -> Void)?) {
        self.order = order
        self.completion = completion
    }

    func retain() { pending += 1 }

    /// One member ended; `interrupted` when it did not reach its end.
    func release(interrupted: Bool) {
        pending -= 1
        if interrupted { self.interrupted = true }
    }

    func seal() { sealed = true }

    /// All members ended and the block has returned.
    var isDue: Bool { sealed && pending <= 0 && !isComplete }

    func complete() {
        guard !isComplete else { return }
        isComplete = true
        completion?(!interrupted)
        for extra in additionalCompletions { extra(!interrupted) }
    }
}
