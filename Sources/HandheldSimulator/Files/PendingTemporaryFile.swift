import Foundation

/// The temporary file being written, if any, kept where a signal handler can reach it without allocating:
/// on SIGINT, SIGTERM, SIGHUP or SIGQUIT `handheld run` removes it before dying, so an interrupted run
/// leaves neither a truncated file under its final name (that is the rename's job) nor a stray temporary
/// one.
///
/// The name and its folder's descriptor are copied into one of two fixed slots and only then published by
/// switching `active`, so a handler interrupting the copy sees either the previous complete entry or none,
/// never half of one. The name is removed with `unlinkat` relative to that descriptor, the folder the
/// writer created it in, whatever has happened to the path since.
enum PendingTemporaryFile {
    private static let capacity = Int(NAME_MAX) + 1
    private nonisolated(unsafe) static let buffers = (0..<2).map { _ in
        UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    }
    private nonisolated(unsafe) static let directories = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
    /// Which slot holds the pending file; -1 when there is none. A plain aligned word, written once per
    /// change, which is what C calls `sig_atomic_t`.
    private nonisolated(unsafe) static var active: Int32 = -1

    /// The signals that end a run: Ctrl+C, `kill`, a closed terminal, and Ctrl+\ (SIGQUIT), which the
    /// Swift runtime's backtracer would otherwise answer with a crash report while the run went on.
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Publishes `name` in the open folder `directory` as the pending temporary file (a name longer than
    /// NAME_MAX cannot exist, so it is not tracked).
    static func set(_ name: String, in directory: Int32) {
        let next: Int32 = active == 0 ? 1 : 0
        let utf8 = Array(name.utf8CString)
        guard utf8.count <= capacity else { return }
        utf8.withUnsafeBufferPointer { buffers[Int(next)].update(from: $0.baseAddress!, count: utf8.count) }
        directories[Int(next)] = directory
        active = next
    }

    static func clear() { active = -1 }

    /// Installs handlers for `signals` that remove the pending file, then die of the same signal with its
    /// default action, so the exit status still tells the shell what happened (128 + N). A signal the
    /// parent set to be ignored stays ignored (a background job of a shell ignores SIGINT, `nohup`
    /// SIGHUP); one it left blocked is unblocked, or the run could not be stopped at all. Installed before
    /// SDL starts, these also keep SDL from turning SIGINT and SIGTERM into a quit event that exits 0.
    static func installSignalHandlers() {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in signals {
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

    /// Only async-signal-safe calls: unlinkat, setrlimit, signal, raise. SIGQUIT's default action also
    /// dumps core; the run is not a crash, so the core limit goes to zero first.
    private static func removeAndDie(_ number: Int32) {
        let index = active
        if index >= 0 { unlinkat(directories[Int(index)], buffers[Int(index)], 0) }
        if number == SIGQUIT {
            var none = rlimit(rlim_cur: 0, rlim_max: 0)
            #if os(Linux)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &none)
            #else
            setrlimit(RLIMIT_CORE, &none)
            #endif
        }
        Foundation.signal(number, SIG_DFL)
        raise(number)
    }
}
