import Foundation

/// The script that replays a fuzz run, streamed to a spool file as the run goes instead of kept in memory:
/// a run of a million events would otherwise hold a million lines. Only the most recent lines stay in
/// memory (`recent`), for the report; the whole script is on disk when a violation asks for it.
///
/// The newest line is held back until the next one arrives, because the runner may still turn it into a
/// comment (input the script language rejects).
final class ReplayLog {
    /// How many of the latest lines `recent` keeps.
    static let window = 200

    /// Where the lines go; removed when the log is discarded, moved away by `keep(at:)`.
    let spoolPath: String
    private var handle: FileHandle?
    private var buffer = ""
    private var pending: String?
    private(set) var recent: [String] = []
    private(set) var lineCount = 0
    /// The first write error, reported when the script is kept; the run itself goes on.
    private(set) var writeError: String?

    init(header: [String], directory: String = NSTemporaryDirectory()) {
        spoolPath = (directory as NSString).appendingPathComponent("handheld-fuzz-\(getpid())-\(UUID().uuidString).txt")
        if FileManager.default.createFile(atPath: spoolPath, contents: nil) {
            handle = FileHandle(forWritingAtPath: spoolPath)
        }
        if handle == nil { writeError = "cannot create \(spoolPath): \(SystemError.current)" }
        for line in header { append(line) }
    }

    deinit {
        try? handle?.close()
        unlink(spoolPath)
    }

    /// Adds a line; the previous one is now final.
    func append(_ line: String) {
        if let pending { commit(pending) }
        pending = line
        lineCount += 1
    }

    /// Rewrites the newest line (not yet written).
    func replaceLast(_ line: String) {
        if pending != nil { pending = line }
    }

    /// The latest lines, the newest included.
    var tail: [String] { recent + (pending.map { [$0] } ?? []) }

    /// Writes everything out and moves the script to `path`; false, with the reason, when it could not.
    func keep(at path: String) -> Result<Void, KeepError> {
        if let pending { commit(pending) }
        pending = nil
        flush()
        try? handle?.close()
        handle = nil
        if let writeError { return .failure(KeepError(reason: writeError)) }
        try? FileManager.default.removeItem(atPath: path)
        do { try FileManager.default.moveItem(atPath: spoolPath, toPath: path) } catch {
            return .failure(KeepError(reason: "cannot move the replay to \(path)"))
        }
        return .success(())
    }

    struct KeepError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    private func commit(_ line: String) {
        recent.append(line)
        if recent.count > 2 * Self.window { recent.removeFirst(recent.count - Self.window) }
        buffer += line
        buffer += "\n"
        if buffer.utf8.count >= 1 << 16 { flush() }
    }

    private func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer = "" }
        guard let handle, writeError == nil else { return }
        do { try handle.write(contentsOf: Data(buffer.utf8)) } catch {
            writeError = "cannot write the replay: \(error.localizedDescription)"
        }
    }
}
