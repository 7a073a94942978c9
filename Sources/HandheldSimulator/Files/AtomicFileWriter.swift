import Foundation

/// Writes a whole file or nothing: the bytes go to a temporary file beside the target, every write and the
/// close are checked, and only then is the temporary file renamed over the target. A full disk, a quota or
/// an interrupted run therefore never leaves a truncated file under the name the user asked for, and a
/// failure says why in plain words ("no space left on device").
struct AtomicFileWriter {
    var operations: any FileOperations = SystemFileOperations()

    /// Why a file could not be written: the step and the system's reason.
    struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        let path: String
        let reason: SystemError
        var description: String { "cannot write \(path): \(reason)" }
    }

    func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let temporary = Self.temporaryPath(for: path)
        PendingTemporaryFile.set(temporary)
        defer { PendingTemporaryFile.clear() }
        let descriptor: Int32
        do { descriptor = try operations.create(temporary) } catch { throw Failure(path: path, reason: error) }
        let failure: SystemError? = bytes.withUnsafeBytes { all -> SystemError? in
            var offset = 0
            while offset < all.count {
                do throws(SystemError) {
                    let count = try operations.write(descriptor, UnsafeRawBufferPointer(rebasing: all[offset...]))
                    // write(2) returns 0 only for a zero-length request; treat it as a full device rather
                    // than loop for ever.
                    guard count > 0 else { return SystemError(code: ENOSPC) }
                    offset += count
                } catch {
                    return error
                }
            }
            return nil
        }
        if let failure {
            try? operations.close(descriptor)
            operations.remove(temporary)
            throw Failure(path: path, reason: failure)
        }
        do {
            try operations.close(descriptor)
            try operations.rename(temporary, to: path)
        } catch {
            operations.remove(temporary)
            throw Failure(path: path, reason: error)
        }
    }

    /// `.NAME.PID.tmp` in the target's folder: the same file system, so the rename is atomic, and hidden,
    /// so a listing of the output folder during a run shows only finished files.
    static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).\(getpid()).tmp"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }
}
