import Foundation

/// Reads a script file, saying exactly what the path is when it is not a readable text file: a symbolic
/// link loop, a FIFO (reading one would block until something writes to it), `/dev/null` or another
/// device, a directory. The answers finish "expected a readable UTF-8 text file, got …". The demos' fixture
/// is read the same way, with its own, smaller cap.
package enum ScriptFile {
    /// The largest script read: far beyond any hand-written one, small enough to keep in memory.
    package static let maximumSize = 256 << 20

    /// The file's bytes, or what the path turned out to be instead. The size is checked from `stat` before
    /// anything is read, and again while reading (a file that grows meanwhile).
    package static func read(_ path: String, maximumSize: Int = ScriptFile.maximumSize) -> Result<[UInt8], Refusal> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = SystemError.current
            return .failure(Refusal(missing(path, error), isMissing: error.code == ENOENT))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Refusal("a directory"))
        case S_IFIFO: return .failure(Refusal("a FIFO (named pipe), not a regular file"))
        case S_IFSOCK: return .failure(Refusal("a socket, not a regular file"))
        case S_IFCHR where path == "/dev/null": return .failure(Refusal("/dev/null, a device with nothing in it"))
        case S_IFCHR, S_IFBLK: return .failure(Refusal("a device, not a regular file"))
        default: return .failure(Refusal("something that is not a regular file"))
        }
        guard info.st_size <= maximumSize else {
            return .failure(Refusal("a file of \(Self.megabytes(Int(info.st_size))) (at most \(Self.megabytes(maximumSize)))"))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let error = SystemError.current
            return .failure(Refusal(error.code == EACCES ? "a file it may not read" : "a file it cannot open (\(error))"))
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Refusal("a file it cannot read (\(SystemError.current))"))
            }
            if count == 0 { break }
            guard bytes.count + count <= maximumSize else {
                return .failure(Refusal("a file larger than \(Self.megabytes(maximumSize))"))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }

    /// Why `stat` failed, told apart from a plain missing file.
    private static func missing(_ path: String, _ error: SystemError) -> String {
        switch error.code {
        case ENOENT:
            var link = stat()
            return lstat(path, &link) == 0 ? "a broken symbolic link" : "no such file"
        case ELOOP: return "a symbolic link loop"
        case ENOTDIR: return "a path through a file that is not a directory"
        case EACCES: return "a path it may not enter (permission denied)"
        default: return "a path it cannot look at (\(error))"
        }
    }

    /// "300 MB", or "512 KB" below a megabyte.
    private static func megabytes(_ bytes: Int) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
    }

    /// What the path is instead of a readable text file.
    package struct Refusal: Error {
        package let found: String
        /// Nothing at all is at the path (ENOENT), as opposed to something unreadable.
        package let isMissing: Bool
        init(_ found: String, isMissing: Bool = false) {
            self.found = found
            self.isMissing = isMissing
        }
    }
}
