import Dispatch
import Foundation
import Widgets

// UIKit code schedules its delays with Foundation's timers and Dispatch's `asyncAfter`. On Linux these
// follow the wall clock, so in a headless run or a test (frames that take no real time) they would fire at
// whichever virtual frame was running when real time caught up. The declarations below have Foundation's
// and Dispatch's exact signatures: a file that imports UIKit (and not Foundation by itself) gets these,
// because a module's declarations shadow those of a module it re-exports; they hand main-run-loop timers
// and main-queue delays to the window's clock (`MainRunLoop.add(_:to:forMode:)`), and keep Foundation's
// behaviour everywhere else. `@_disfavoredOverload` keeps a file that imports Foundation as well compiling:
// there Foundation's own declaration wins and the delay stays on the wall clock (README, "The main queue,
// timers and the main actor").

extension Timer {
    /// Foundation's `init(timeInterval:repeats:block:)` with Apple's fire date: `interval` seconds from
    /// now. swift-corelibs-foundation sets it to now, so a timer made this way and added to a run loop
    /// would fire at once on Linux (Apple's documentation: "after ti seconds have elapsed, the timer fires").
    @_disfavoredOverload
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool,
                            block: @escaping @Sendable (Timer) -> Void) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// Foundation's `scheduledTimer(withTimeInterval:repeats:block:)`: on the main thread, on the window's
    /// clock.
    @_disfavoredOverload @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats,
                          block: block)
        // The current run loop, as Foundation's; code on the main queue means the main one (in a process
        // whose main queue a worker thread drains, that thread's own run loop is not it).
        MainRunLoop.add(timer, to: MainRunLoop.isOnMainQueue ? RunLoop.main : RunLoop.current, forMode: .default)
        return timer
    }
}

extension RunLoop {
    /// Foundation's `add(_:forMode:)`: a timer added to the main run loop runs on the window's clock.
    @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        MainRunLoop.add(timer, to: self, forMode: mode)
    }
}

extension DispatchQueue {
    /// Dispatch's `asyncAfter(deadline:qos:flags:execute:)`: on the main queue, on the window's clock.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @Sendable @convention(block) () -> Void) {
        MainRunLoop.asyncAfter(on: self, deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    /// Dispatch's `asyncAfter(deadline:execute:)` with a work item: on the main queue, on the window's clock.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
        MainRunLoop.asyncAfter(on: self, deadline: deadline, execute: execute)
    }
}
