import Foundation
import Testing
@testable import Widgets

/// What UIKit code hands back to the main thread runs when the main run loop is drained: nothing before
/// (as on iOS, where it waits for the run loop's next turn), everything queued at it, in order. A test
/// process runs the main actor through `dispatchMain()`, so these tests drain with `drainQueued()`, the
/// test kit's hook; the window's and `handheld run`'s `drainOnce()` on a real main thread is covered by the
/// `mail-loading` runs (Tests/AppTests/RunLoop). Work finishing on another thread is waited for in real time.
@MainActor
@Suite("Main run loop", .serialized)
struct MainRunLoopTests {
    /// Drains until `done`, at least 20 times and then until `seconds` of real time pass. The count matters
    /// in a full parallel run, where one drain may wait minutes behind other suites' main-actor tests: a
    /// time limit alone once gave a main-actor task only one turn (seen failing with just "started").
    private func drain(until done: () -> Bool, seconds: Double = 5) async {
        let limit = Date(timeIntervalSinceNow: seconds)
        var drains = 0
        while !done() && (drains < 20 || Date() < limit) {
            await MainRunLoop.drainQueued()
            drains += 1
            if !done() { usleep(1000) }
        }
    }

    @Test("blocks queued on the main queue wait for the drain, then run in the order queued")
    func mainQueueOrder() async {
        let box = Box()
        for name in ["a", "b", "c"] {
            DispatchQueue.main.async { MainActor.assumeIsolated { box.log.append(name) } }
        }
        #expect(box.log.isEmpty)
        await MainRunLoop.drainQueued()
        #expect(box.log == ["a", "b", "c"])
    }

    @Test("a main-actor task started on the main actor waits for the drain, then runs to completion")
    func mainActorTask() async {
        let box = Box()
        Task { @MainActor in
            box.log.append("started")
            await Task.yield()
            box.log.append("finished")
        }
        #expect(box.log.isEmpty)
        await drain(until: { box.log.count == 2 })
        #expect(box.log == ["started", "finished"])
    }

    @Test("a detached task that awaits MainActor.run comes back to the main actor with its result")
    func detachedReturnsToMainActor() async {
        let box = Box()
        Task.detached {
            let sum = (1...1000).reduce(0, +)
            await MainActor.run { box.log.append("sum \(sum)") }
        }
        await drain(until: { !box.log.isEmpty })
        #expect(box.log == ["sum 500500"])
    }

    @Test("a block queued from a background thread runs on the main queue")
    func backgroundThreadBlock() async {
        let box = Box()
        DispatchQueue.global().async {
            DispatchQueue.main.async { MainActor.assumeIsolated { box.log.append("main queue") } }
        }
        await drain(until: { !box.log.isEmpty })
        #expect(box.log == ["main queue"])
    }

    @Test("asyncAfter runs once its wall-clock delay has passed, not before")
    func asyncAfter() async {
        let box = Box()
        let start = Date()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { MainActor.assumeIsolated { box.log.append("fired") } }
        await MainRunLoop.drainQueued()
        #expect(box.log.isEmpty)
        await drain(until: { !box.log.isEmpty })
        #expect(box.log == ["fired"])
        #expect(Date().timeIntervalSince(start) >= 0.05)
    }

    @Test("an observer added with queue .main gets a notification posted on a background thread")
    func notificationOnMainQueue() async {
        let box = Box()
        let name = Notification.Name("MainRunLoopTests.loaded")
        let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { note in
            let count = note.userInfo?["count"] as? Int ?? -1
            MainActor.assumeIsolated { box.log.append("count \(count)") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        DispatchQueue.global().async { NotificationCenter.default.post(name: name, object: nil, userInfo: ["count": 3]) }
        await drain(until: { !box.log.isEmpty })
        #expect(box.log == ["count 3"])
    }

    @Test("a hand-back counts as pending until it ends, and ends once however often it is ended")
    func handBackCounts() {
        let before = HandBack.outstanding()
        let first = MainRunLoop.beginHandBack()
        var second: HandBack? = MainRunLoop.beginHandBack()
        #expect(HandBack.outstanding() == before + 2)
        #expect(MainRunLoop.hasPendingWork)
        first.end()
        first.end()
        #expect(HandBack.outstanding() == before + 1)
        // Released without end() (a load that failed): it must not keep headless runs waiting.
        second = nil
        #expect(second == nil)
        #expect(HandBack.outstanding() == before)
    }

    @Test("a drain waits for the hand-backs begun before it, not for those begun during it")
    func handBackGenerations() {
        let older = MainRunLoop.beginHandBack()
        let cutoff = HandBack.startDrain()
        let before = HandBack.outstanding(through: cutoff)
        let younger = MainRunLoop.beginHandBack()
        #expect(HandBack.outstanding(through: cutoff) == before)
        #expect(HandBack.outstanding() == HandBack.outstanding(through: cutoff) + 1)
        older.end()
        #expect(HandBack.outstanding(through: cutoff) == before - 1)
        // The next drain's cutoff takes the younger one in.
        let next = HandBack.startDrain()
        #expect(HandBack.outstanding(through: next) == before)
        younger.end()
        #expect(HandBack.outstanding(through: next) == before - 1)
    }

    @Test("the watcher wakes once when its descriptor turns readable, and looks again only after a drain")
    func watcherWakesOncePerDrain() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let wakes = Counter()
        let made = MainQueueWatcher(descriptor: ends[0], wake: { wakes.increment() })
        let watcher = try #require(made)
        var byte: UInt8 = 1
        func signal() { _ = write(ends[1], &byte, 1) }
        func consume() { _ = read(ends[0], &byte, 1) }
        func waitForWakes(_ count: Int) {
            let limit = Date(timeIntervalSinceNow: 5)
            while wakes.value < count && Date() < limit { usleep(1000) }
        }
        usleep(20_000)
        #expect(wakes.value == 0, "woke with nothing to do")
        signal()
        waitForWakes(1)
        #expect(wakes.value == 1)
        // Still readable but not drained: no second wake however long it waits.
        usleep(50_000)
        #expect(wakes.value == 1)
        consume()
        watcher.drained()
        usleep(50_000)
        #expect(wakes.value == 1, "woke again with nothing new")
        signal()
        waitForWakes(2)
        #expect(wakes.value == 2)
        consume()
        watcher.drained()
    }
}

/// Main-actor state the tests' closures append to.
@MainActor
private final class Box {
    var log: [String] = []
}

/// A count shared with the watcher's thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    func increment() { lock.lock(); count += 1; lock.unlock() }
}
