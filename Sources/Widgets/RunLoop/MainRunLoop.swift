import Foundation

/// The main thread's share of the work UIKit code hands back to it: blocks on `DispatchQueue.main` (and
/// so main-actor jobs, which Swift's runtime queues there on Linux), `RunLoop.main.perform` blocks and
/// `Timer`s on the main run loop. On iOS, UIApplication's run loop services all three between frames; on
/// Linux nothing does unless the program runs `RunLoop.main` or `dispatchMain()`, so Handheld's hosts
/// call `drainOnce()` every turn: the window before each frame and before it sleeps, the headless runner
/// before each virtual frame.
///
/// `Timer` and `asyncAfter` keep Foundation's wall clock: they fire when real time reaches them, also in a
/// headless run whose virtual frames take no time. Work that must follow the window's clock (and so run
/// deterministically in scripts and tests) uses `Window.schedule(after:)`.
@preconcurrency @MainActor
public enum MainRunLoop {
    /// Runs once what is due on the main thread now: the blocks and main-actor jobs queued so far (blocks
    /// they queue in turn run on the next call, as one pass of libdispatch's main-queue drain does), the
    /// `RunLoop.main.perform` blocks and the timers whose fire date has passed. Returns when the next timer
    /// on the main run loop fires, nil when none is scheduled. Call it on the main thread only: elsewhere
    /// `RunLoop.main` refuses to run and nothing happens.
    @discardableResult
    public static func drainOnce() -> Date? {
        guard Thread.isMainThread else { return nil }
        // One pass of the run loop in polling mode (`limitDate` runs it with a negative timeout): the
        // perform blocks, then a ready source, the main queue (one pass of libdispatch's drain, which stops
        // at the last block queued when it began) or the due timers. Exactly one pass, so what a block
        // queues, or a background thread queues meanwhile, waits for the next call: headless frames stay
        // deterministic. (When a timer and the queue are ready together one may wait for the next call.)
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
        return next
    }

    /// Runs the work queued on the main queue so far, whichever way this process drains that queue: on
    /// the main thread of a program that runs its own loop (`handheld`, an app built on `Simulator.run`) it
    /// is `drainOnce()`; where `dispatchMain()` runs the main actor instead (a `swift test` process on
    /// Linux, whose main thread has exited and whose main queue is drained by a worker thread between
    /// main-actor jobs) it suspends the caller behind a block queued now, so everything queued before it,
    /// and what that queues in turn, has run when it returns. The test kit's `settle()` calls it.
    public static func drainQueued() async {
        if Thread.isMainThread {
            drainOnce()
            return
        }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    /// Whether blocks or main-actor jobs are queued on the main queue and not yet run (a test kit's
    /// `settle()` drains until this is false). Timers waiting for their fire date do not count. Always
    /// false where libdispatch gives no main-queue descriptor (a process in `dispatchMain()`).
    public static var hasQueuedWork: Bool { MainQueueHandle.isSignalled }
}

extension MainRunLoop {
    /// Whether anything is still to come back to the main thread: queued blocks or main-actor jobs, or a
    /// hand-back begun and not yet ended (`beginHandBack()`). A test kit's `settle()` drains while this is
    /// true; the headless runner waits for it before each frame.
    public static var hasPendingWork: Bool { hasQueuedWork || HandBack.outstanding() > 0 }

    /// Drains until nothing is pending (`hasPendingWork`), waiting in real time for hand-backs still
    /// running on other threads, at most `timeout` seconds. Returns whether everything came back.
    @discardableResult
    public static func drainPending(timeout: Double = 5) -> Bool {
        guard Thread.isMainThread else { return !hasPendingWork }
        let limit = Date(timeIntervalSinceNow: timeout)
        drainOnce()
        while hasPendingWork {
            guard Date() < limit else { return false }
            if hasQueuedWork { drainOnce() } else { HandBack.waitForQueuedWork(until: limit) }
        }
        return true
    }

    /// Drains once, then until every hand-back begun before this call has ended (`beginHandBack()`),
    /// waiting in real time for those still running on other threads, at most `timeout` seconds. Ones begun
    /// during this drain are the next call's: on a device a result never lands in the frame that started
    /// its load. The headless runner calls it before each frame, so a background load's result lands on
    /// the same frame on every run. Returns whether all came back.
    @discardableResult
    public static func drainHandBacks(timeout: Double = 5) -> Bool {
        let cutoff = HandBack.startDrain()
        guard Thread.isMainThread else { return HandBack.outstanding(through: cutoff) == 0 }
        let limit = Date(timeIntervalSinceNow: timeout)
        drainOnce()
        while HandBack.outstanding(through: cutoff) > 0 {
            guard Date() < limit else { return false }
            if hasQueuedWork { drainOnce() } else { HandBack.waitForQueuedWork(until: limit) }
        }
        return true
    }

    /// Announces work that runs off the main thread and will hand its result back to it (a background
    /// load ending in `MainActor.run`); call `end()` on the token once the result is on the main thread.
    /// UIKit has no such call and needs none: on a device the result simply shows up a frame or two
    /// later. Handheld's headless runs are deterministic, so a frame that would race the background
    /// thread waits for the hand-back instead; code that does not announce its work still runs, only
    /// at whatever frame its result reaches the main queue.
    public nonisolated static func beginHandBack() -> HandBack { HandBack() }
}
