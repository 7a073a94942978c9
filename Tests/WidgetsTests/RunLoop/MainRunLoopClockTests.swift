import Foundation
import Testing
import TestSupport
import Widgets

/// The main run loop's timers on the window's clock (`MainRunLoop.add(_:to:forMode:)` and `asyncAfter`,
/// what the UIKit module's `Timer.scheduledTimer`, `RunLoop.main.add` and `DispatchQueue.main.asyncAfter`
/// call): each fires at the first frame at or after its due time on the virtual clock, whatever real time
/// the frames take.
@MainActor
@Suite("Main run loop timers on the window's clock", .serialized)
struct MainRunLoopClockTests {
    /// Steps `window` frame by frame (1/60 s) for `seconds` of its clock, recording at which clock times
    /// (seconds since `start`, rounded to the frame) `log` grew.
    private func run(_ window: Window, _ clock: ManualClock, seconds: Double, start: Double, log: Box) -> [Double] {
        var times: [Double] = []
        var seen = log.count
        for _ in 0..<Int((seconds * 60).rounded()) {
            window.step(clock)
            while seen < log.count {
                times.append(((clock.now - start) * 60).rounded() / 60)
                seen += 1
            }
        }
        return times
    }

    @Test("a one-shot timer on the main run loop fires once, at the first frame at or after its interval")
    func oneShot() {
        let (window, clock) = TestSupport.makeWindow()
        window.step(clock)
        let start = clock.now
        let log = Box()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.5), interval: 0.5, repeats: false) { _ in MainActor.assumeIsolated { log.count += 1 } }
        MainRunLoop.add(timer, to: .main, forMode: .default)
        #expect(window.nextOneShotTimerDue != nil)
        let times = run(window, clock, seconds: 2, start: start, log: log)
        #expect(times == [0.5])
        #expect(!timer.isValid)
        #expect(window.nextTimerDue == nil)
    }

    @Test("a repeating timer fires every interval on the same grid until invalidated, and never holds a settle")
    func repeating() {
        let (window, clock) = TestSupport.makeWindow()
        window.step(clock)
        let start = clock.now
        let log = Box()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 0.25), interval: 0.25, repeats: true) { timer in
            let third = MainActor.assumeIsolated {
                log.count += 1
                return log.count == 3
            }
            if third { timer.invalidate() }
        }
        MainRunLoop.add(timer, to: .main, forMode: .common)
        #expect(window.nextTimerDue != nil)
        // A repeating timer is not something a test's settle waits for: it would never end.
        #expect(window.nextOneShotTimerDue == nil)
        let times = run(window, clock, seconds: 2, start: start, log: log)
        #expect(times == [0.25, 0.5, 0.75])
        #expect(window.nextTimerDue == nil)
    }

    @Test("a timer invalidated before it is due never fires and keeps no host awake")
    func invalidatedBeforeDue() {
        let (window, clock) = TestSupport.makeWindow()
        window.step(clock)
        let log = Box()
        let timer = Timer(fire: Date(timeIntervalSinceNow: 1), interval: 1, repeats: false) { _ in MainActor.assumeIsolated { log.count += 1 } }
        MainRunLoop.add(timer, to: .main, forMode: .default)
        #expect(window.nextTimerDue != nil)
        timer.invalidate()
        #expect(window.nextTimerDue == nil)
        _ = run(window, clock, seconds: 2, start: clock.now, log: log)
        #expect(log.count == 0)
    }

    @Test("asyncAfter on the main queue runs at its deadline on the window's clock; a cancelled work item never")
    func asyncAfterOnClock() {
        let (window, clock) = TestSupport.makeWindow()
        window.step(clock)
        let start = clock.now
        let log = Box()
        MainRunLoop.asyncAfter(on: .main, deadline: .now() + 0.75, qos: .unspecified, flags: []) {
            MainActor.assumeIsolated { log.count += 1 }
        }
        let cancelled = DispatchWorkItem { MainActor.assumeIsolated { log.count += 100 } }
        MainRunLoop.asyncAfter(on: .main, deadline: .now() + 0.25, execute: cancelled)
        cancelled.cancel()
        let times = run(window, clock, seconds: 2, start: start, log: log)
        #expect(times == [0.75])
        #expect(log.count == 1)
    }

    @Test("a timer follows the clock of the window whose turn it is, not another window's")
    func windowWhoseTurnItIs() {
        let (first, firstClock) = TestSupport.makeWindow()
        let (second, secondClock) = TestSupport.makeWindow()
        first.step(firstClock)
        second.step(secondClock)
        #expect(MainRunLoop.clockWindow === second)
        let log = Box()
        MainRunLoop.add(Timer(fire: Date(timeIntervalSinceNow: 0.1), interval: 0.1, repeats: false) { _ in MainActor.assumeIsolated { log.count += 1 } },
                        to: .main, forMode: .default)
        // Only the first window's clock moves: the timer, on the second's, waits.
        for _ in 0..<30 { first.step(firstClock) }
        #expect(log.count == 0)
        #expect(first.nextTimerDue == nil)
        second.step(secondClock, frames: 6)
        #expect(log.count == 1)
    }

    @Test("delays for other queues keep Dispatch's own wall-clock behaviour")
    func otherQueueUntouched() async {
        let (window, clock) = TestSupport.makeWindow()
        window.step(clock)
        let queue = DispatchQueue(label: "handheld.test.background")
        let ran = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            MainRunLoop.asyncAfter(on: queue, deadline: .now() + 0.01, qos: .unspecified, flags: []) {
                done.resume(returning: !MainRunLoop.isOnMainQueue)
            }
        }
        #expect(ran)
        #expect(window.nextTimerDue == nil)
    }

    @Test("the main actor counts as the main queue, also where a worker thread drains it")
    func mainQueueDetection() async {
        #expect(MainRunLoop.isOnMainQueue)
        let elsewhere = await Task.detached { MainRunLoop.isOnMainQueue }.value
        #expect(!elsewhere)
    }
}

@MainActor
private final class Box {
    var count = 0
}
