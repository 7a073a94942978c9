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
        /// The temporary file's name when something already stood there (a planted symbolic link, a stale
        /// file): "file exists" about the final name would send the user looking in the wrong place.
        var inTheWay: String? = nil

        var description: String {
            if let inTheWay {
                return "cannot write \(ShownText.shownPath(path)): its temporary file \(inTheWay) is in the way (remove it)"
            }
            return "cannot write \(ShownText.shownPath(path)): \(reason)"
        }
    }

    /// Writes `path`, whose folder is opened once (following links the user put in the path, as the
    /// command line names it) and written through by descriptor.
    func write(_ bytes: [UInt8], to path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        let directory = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw Failure(path: path, reason: .current) }
        defer { Foundation.close(directory) }
        try write(bytes, named: (path as NSString).lastPathComponent, in: directory, path: path)
    }

    /// Writes `name` inside the open folder `directory`; `path` only names it in messages.
    func write(_ bytes: [UInt8], named name: String, in directory: Int32, path: String) throws(Failure) {
        let temporary = Self.temporaryName
        PendingTemporaryFile.set(temporary, in: directory)
        defer { PendingTemporaryFile.clear() }
        let descriptor: Int32
        do { descriptor = try operations.create(temporary, in: directory) } catch {
            throw Failure(path: path, reason: error, inTheWay: error.code == EEXIST ? temporary : nil)
        }
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
            operations.remove(temporary, in: directory)
            throw Failure(path: path, reason: failure)
        }
        do {
            try operations.close(descriptor)
            try operations.rename(temporary, to: name, in: directory)
        } catch {
            operations.remove(temporary, in: directory)
            throw Failure(path: path, reason: error)
        }
    }

    /// `.handheld-PID.tmp` in the target's folder: the same file system, so the rename is atomic; hidden,
    /// so a listing of the output folder during a run shows only finished files; and short whatever the
    /// target's name, so a name of 245 to 255 bytes (NAME_MAX) does not fail as "too long" because of the
    /// temporary one. One process writes one file at a time, so one name per process is enough.
    static var temporaryName: String { ".handheld-\(getpid()).tmp" }
}
