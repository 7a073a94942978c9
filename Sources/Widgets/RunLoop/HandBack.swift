import Foundation

/// One announced hand-back (`MainRunLoop.beginHandBack()`): counted from creation until `end()`, or until
/// it is released without `end()` (a load that failed must not stall headless runs). Each is stamped with
/// the drain it was begun in, so a drain waits only for those begun before it.
public final class HandBack: Sendable {
    private let generation: Int
    private let ended = OnceFlag()

    init() { generation = Self.registry.begin() }

    deinit { end() }

    /// The result is on the main thread (or will never come): the runner stops waiting for it.
    public func end() {
        if ended.takeOnce() { Self.registry.end(generation) }
    }

    /// How many hand-backs are outstanding, across the process (the main queue they end on is one too);
    /// with `through`, only those begun up to that drain (`startDrain()`).
    static func outstanding(through generation: Int = .max) -> Int { registry.outstanding(through: generation) }

    /// Starts a drain: returns the stamp of the hand-backs begun before it; later ones get a newer stamp.
    static func startDrain() -> Int { registry.advance() }

    /// Sleeps until the main queue has work, `limit` passes, or 10 ms pass (a hand-back may end without
    /// queuing anything), whichever is first.
    static func waitForQueuedWork(until limit: Date) {
        let milliseconds = Int32(max(0, min(10, limit.timeIntervalSinceNow * 1000)).rounded(.up))
        guard let descriptor = MainQueueHandle.descriptor else { usleep(UInt32(milliseconds) * 1000); return }
        var probe = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&probe, 1, milliseconds)
    }

    private static let registry = Registry()

    /// Outstanding hand-backs per stamp, behind a lock (they end on any thread).
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var current = 0
        private var counts: [Int: Int] = [:]

        func begin() -> Int {
            lock.lock(); defer { lock.unlock() }
            counts[current, default: 0] += 1
            return current
        }

        func end(_ generation: Int) {
            lock.lock(); defer { lock.unlock() }
            let left = (counts[generation] ?? 1) - 1
            counts[generation] = left > 0 ? left : nil
        }

        func advance() -> Int {
            lock.lock(); defer { lock.unlock() }
            current += 1
            return current - 1
        }

        func outstanding(through generation: Int) -> Int {
            lock.lock(); defer { lock.unlock() }
            return counts.reduce(0) { $0 + ($1.key <= generation ? $1.value : 0) }
        }
    }

    /// A flag that turns true once.
    private final class OnceFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var done = false
        /// True the first time only.
        func takeOnce() -> Bool { lock.lock(); defer { lock.unlock() }; if done { return false }; done = true; return true }
    }
}
