import Foundation

/// A thread that waits for work on the main queue and calls `wake` so that a main thread asleep
/// somewhere else (the window in SDL's event wait) comes round and drains it: a block queued from a
/// background load, a `Task.detached` returning through `MainActor.run`, an `asyncAfter` coming due.
/// After a wake it waits for `drained()` before looking again, so one batch of work costs one wake-up, and
/// an idle process has it blocked in `poll` (no CPU).
public final class MainQueueWatcher: Sendable {
    private let state: State
    /// Written to stop the thread (`deinit`); the thread owns the read end.
    private let stopWrite: Int32

    /// Starts watching; nil when this libdispatch offers no main-queue descriptor (see `MainQueueHandle`).
    public convenience init?(wake: @escaping @Sendable () -> Void) {
        guard let handle = MainQueueHandle.descriptor else { return nil }
        self.init(descriptor: handle, wake: wake)
    }

    /// Watches `handle` (readable while there is work); tests give a pipe of their own.
    init?(descriptor handle: Int32, wake: @escaping @Sendable () -> Void) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let state = State()
        self.state = state
        stopWrite = ends[1]
        let stopRead = ends[0]
        Thread.detachNewThread {
            Self.watch(handle: handle, stop: stopRead, state: state, wake: wake)
            close(stopRead)
        }
    }

    deinit {
        state.stop()
        var byte: UInt8 = 0
        _ = write(stopWrite, &byte, 1)
        close(stopWrite)
    }

    /// The main thread has drained the queue: the watcher may look again (a no-op when it is not waiting).
    public func drained() { state.release() }

    private static func watch(handle: Int32, stop: Int32, state: State, wake: @Sendable () -> Void) {
        while !state.isStopped {
            var fds = [pollfd(fd: handle, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if fds[1].revents != 0 { return }
            guard fds[0].revents & Int16(POLLIN) != 0 else { continue }
            // Marked before waking, so a drain that follows the wake at once cannot be missed.
            state.hold()
            wake()
            state.waitForRelease()
        }
    }

    /// The hand-over between the watcher thread and the main thread.
    private final class State: @unchecked Sendable {
        private let condition = NSCondition()
        private var waiting = false
        private var stopped = false

        var isStopped: Bool { condition.lock(); defer { condition.unlock() }; return stopped }
        func hold() { condition.lock(); waiting = true; condition.unlock() }
        func release() { condition.lock(); waiting = false; condition.signal(); condition.unlock() }
        func stop() { condition.lock(); stopped = true; condition.signal(); condition.unlock() }
        func waitForRelease() {
            condition.lock()
            while waiting && !stopped { condition.wait() }
            condition.unlock()
        }
    }
}
