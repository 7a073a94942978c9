import Foundation

/// One pending `Window.schedule(after:)` timer: when it is due on the window's clock, the link that cancels
/// it, the work it runs, and what a test's settle makes of it.
struct WindowTimer {
    let due: Double
    let link: DisplayLink
    let work: () -> Void
    /// One firing of a repeating timer (a Foundation `Timer` with `repeats`, which schedules its next firing
    /// when this one runs): a test's settle does not wait for it, since it would never end.
    var repeating = false
    /// Whether the timer still means to fire: a Foundation `Timer` invalidated, or a `DispatchWorkItem`
    /// cancelled, before its due time no longer keeps a host awake or a test settling.
    var isLive: () -> Bool = { true }

    @MainActor var isPending: Bool { !link.isInvalidated && isLive() }
}
