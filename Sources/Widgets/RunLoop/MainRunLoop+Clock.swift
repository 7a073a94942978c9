import Dispatch
import Foundation

/// The main run loop's timers on a window's clock. UIKit code schedules its delays with Foundation:
/// `Timer.scheduledTimer`, `RunLoop.main.add(_:forMode:)` and `DispatchQueue.main.asyncAfter`. Left to
/// Foundation they fire on the wall clock, so in a headless run or a test, whose frames take no real time,
/// a 1 s countdown would fire after a second of real time and at whichever virtual frame was running then.
/// The `UIKit` module routes those calls here (Sources/UIKit/Foundation+MainRunLoop.swift): on the main
/// queue, with a window whose turn it is, the timer follows that window's clock (`Window.schedule`), so
/// it fires at the first frame at or after its due time on the virtual clock, the same frame on every run;
/// in the real window that clock is the wall clock, and the host sleeps until the timer is due as it does
/// for its own. Anywhere else (another thread, another run loop or queue, no window yet) Foundation's own
/// behaviour is kept.
extension MainRunLoop {
    /// The window whose clock the main run loop's timers follow: the one whose turn it is, i.e. the last to
    /// run a frame, take an event or get a root view controller (`Window.takeTurn`). UIKit has one key
    /// window per process and one main run loop; Handheld allows several windows in one test process, and
    /// each one's own code runs in its turn, so a timer scheduled from a tap lands on the window tapped.
    /// Held weakly: a window gone takes its timers with it.
    public internal(set) static weak var clockWindow: Window?

    /// Adds `timer` to `runLoop` as `RunLoop.add(_:forMode:)` does, except that a timer added to the main
    /// run loop from the main queue while a window has its turn runs on that window's clock: fired by
    /// `Timer.fire()` at its due time (which runs its block, and invalidates it unless it repeats), again
    /// every `timeInterval` on the same grid while it repeats (Foundation skips the firings it missed
    /// rather than bunching them), dropped once invalidated.
    public nonisolated static func add(_ timer: Timer, to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runLoop === RunLoop.main, isOnMainQueue else { return runLoop.add(timer, forMode: mode) }
        // On the main queue already (checked above): the timer does not change threads.
        nonisolated(unsafe) let timer = timer
        let scheduled: Bool = MainActor.assumeIsolated {
            guard let window = clockWindow else { return false }
            // The first firing is at the timer's fire date (a non-repeating timer keeps no interval:
            // Foundation stores it as 0).
            let delay = max(0, timer.fireDate.timeIntervalSinceNow)
            arm(timer, on: window, due: window.clock.now + delay)
            return true
        }
        if !scheduled { runLoop.add(timer, forMode: mode) }
    }

    @MainActor
    private static func arm(_ timer: Timer, on window: Window, due: Double) {
        let interval = timer.timeInterval
        let repeating = interval > 0
        window.schedule(WindowTimer(
            due: due - AnimationEngine.timeEpsilon, link: DisplayLink { _ in false },
            work: { [weak window] in
                guard timer.isValid else { return }
                timer.fire()
                guard repeating, timer.isValid, let window else { return }
                var next = due + interval
                while next <= window.clock.now + AnimationEngine.timeEpsilon { next += interval }
                arm(timer, on: window, due: next)
            },
            repeating: repeating, isLive: { timer.isValid }))
    }

    /// `DispatchQueue.asyncAfter(deadline:qos:flags:execute:)`, except that a block for the main queue,
    /// asked for from the main queue while a window has its turn, runs on that window's clock: at the first
    /// frame at or after `deadline - now` seconds on it.
    public nonisolated static func asyncAfter(on queue: DispatchQueue, deadline: DispatchTime, qos: DispatchQoS,
                                              flags: DispatchWorkItemFlags,
                                              execute work: @escaping @Sendable @convention(block) () -> Void) {
        if isMain(queue), isOnMainQueue,
           MainActor.assumeIsolated({ schedule(after: seconds(until: deadline), work) }) { return }
        queue.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// `DispatchQueue.asyncAfter(deadline:execute:)` with a work item, on the window's clock as above; a
    /// work item cancelled before its time does not run and no longer keeps a test settling.
    public nonisolated static func asyncAfter(on queue: DispatchQueue, deadline: DispatchTime,
                                              execute item: DispatchWorkItem) {
        nonisolated(unsafe) let item = item
        if isMain(queue), isOnMainQueue, MainActor.assumeIsolated({
            schedule(after: seconds(until: deadline), isLive: { !item.isCancelled }) { item.perform() }
        }) { return }
        queue.asyncAfter(deadline: deadline, execute: item)
    }

    /// Schedules `work` on the clock window; false when there is none.
    @MainActor
    private static func schedule(after delay: Double, isLive: @escaping () -> Bool = { true },
                                 _ work: @escaping () -> Void) -> Bool {
        guard let window = clockWindow else { return false }
        window.schedule(WindowTimer(due: window.clock.now + delay - AnimationEngine.timeEpsilon,
                                    link: DisplayLink { _ in false }, work: work, isLive: isLive))
        return true
    }

    private nonisolated static func seconds(until deadline: DispatchTime) -> Double {
        let now = DispatchTime.now().uptimeNanoseconds
        let then = deadline.uptimeNanoseconds
        return then > now ? Double(then - now) / 1e9 : 0
    }

    /// Whether `queue` is the main queue (Dispatch makes a new `DispatchQueue` object for each
    /// `DispatchQueue.main`, so identity says nothing; the queue's own specific value does).
    private nonisolated static func isMain(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: mainQueueKey) == true
    }

    /// Whether the caller runs on the main queue: on the main thread of a program that drains it itself,
    /// and also in a process whose main queue a worker thread drains (`dispatchMain()`, as `swift test` on
    /// Linux does), where `Thread.isMainThread` is false yet the main actor runs there.
    public nonisolated static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private nonisolated static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

extension Window {
    /// Marks this window as the one whose turn it is (`MainRunLoop.clockWindow`): called when it runs a
    /// frame, takes an event or gets a root view controller, before any of the app's code runs.
    func takeTurn() { MainRunLoop.clockWindow = self }
}
