import Foundation

/// The temporary file being written, if any, kept where a signal handler can reach it without allocating:
/// on SIGINT or SIGTERM `handheld run` removes it before dying, so an interrupted run leaves neither a
/// truncated file under its final name (that is the rename's job) nor a stray temporary one.
///
/// The path is copied into one of two fixed buffers and only then published by switching `active`, so a
/// handler interrupting the copy sees either the previous complete path or none, never half of one.
enum PendingTemporaryFile {
    private static let capacity = Int(PATH_MAX) + 1
    private nonisolated(unsafe) static let buffers = (0..<2).map { _ in
        UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    }
    /// Which buffer holds the pending path; -1 when there is none. A plain aligned word, written once per
    /// change, which is what C calls `sig_atomic_t`.
    private nonisolated(unsafe) static var active: Int32 = -1

    /// Publishes `path` as the pending temporary file (a path longer than PATH_MAX is simply not tracked).
    static func set(_ path: String) {
        let next: Int32 = active == 0 ? 1 : 0
        let utf8 = Array(path.utf8CString)
        guard utf8.count <= capacity else { return }
        utf8.withUnsafeBufferPointer { buffers[Int(next)].update(from: $0.baseAddress!, count: utf8.count) }
        active = next
    }

    static func clear() { active = -1 }

    /// Installs handlers for SIGINT, SIGTERM and SIGHUP that remove the pending file, then die of the same
    /// signal with its default action, so the exit status still tells the shell what happened. A signal
    /// the parent set to be ignored stays ignored (a background job of a shell ignores SIGINT, `nohup`
    /// SIGHUP); one it left blocked is unblocked, or the run could not be stopped at all.
    static func installSignalHandlers() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            #if os(Linux)
            let ignored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            #else
            let ignored = unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            #endif
            if ignored { continue }
            sigaddset(&unblock, signal)
            var action = sigaction()
            #if os(Linux)
            action.__sigaction_handler.sa_handler = { number in PendingTemporaryFile.removeAndDie(number) }
            #else
            action.__sigaction_u.__sa_handler = { number in PendingTemporaryFile.removeAndDie(number) }
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Only async-signal-safe calls: unlink, signal, raise.
    private static func removeAndDie(_ number: Int32) {
        let index = active
        if index >= 0 { unlink(buffers[Int(index)]) }
        Foundation.signal(number, SIG_DFL)
        raise(number)
    }
}
