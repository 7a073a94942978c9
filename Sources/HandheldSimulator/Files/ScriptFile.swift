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
        let size: Int
        switch check(path, maximumSize: maximumSize) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let bytes): size = bytes
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(unopened(SystemError.current)) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
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

    /// The file as UTF-8 text, or what it is instead ("bytes that are not UTF-8" among them). The bytes are
    /// read straight into the string's storage, so the file is in memory once, not twice (a 255 MB script
    /// took 537 MB as bytes and then a string); the rare file that looks repaired is checked exactly.
    package static func readText(_ path: String, maximumSize: Int = ScriptFile.maximumSize) -> Result<String, Refusal> {
        let size: Int
        switch check(path, maximumSize: maximumSize) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let bytes): size = bytes
        }
        // A file whose size stat does not know (in /proc) is read in chunks.
        guard size > 0 else { return read(path, maximumSize: maximumSize).flatMap(decode) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(unopened(SystemError.current)) }
        defer { close(descriptor) }
        var failure: SystemError?
        var filled = 0
        var text = String(unsafeUninitializedCapacity: size) { buffer in
            while filled < buffer.count {
                let count = Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    return 0
                }
                if count == 0 { break }
                filled += count
            }
            return filled
        }
        if let failure { return .failure(Refusal("a file it cannot read (\(failure))")) }
        // Bytes beyond the size stat gave: the file grew meanwhile; the chunked read checks it whole.
        var extra: UInt8 = 0
        if Foundation.read(descriptor, &extra, 1) > 0 { return read(path, maximumSize: maximumSize).flatMap(decode) }
        // The initializer repairs bad UTF-8 with U+FFFD: the same length and no U+FFFD means nothing was.
        if text.utf8.count == filled, !text.withUTF8(containsReplacementCharacter) { return .success(text) }
        return read(path, maximumSize: maximumSize).flatMap(decode)
    }

    private static func decode(_ bytes: [UInt8]) -> Result<String, Refusal> {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(Refusal("bytes that are not UTF-8")) }
        return .success(text)
    }

    /// Whether U+FFFD (EF BF BD) is in `bytes`, found with memchr.
    private static func containsReplacementCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset + 2 < bytes.count {
            guard let found = memchr(base + offset, 0xEF, bytes.count - offset - 2) else { return false }
            let at = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
            if base[at + 1] == 0xBF, base[at + 2] == 0xBD { return true }
            offset = at + 1
        }
        return false
    }

    /// Why a file that `stat` saw could not be opened.
    private static func unopened(_ error: SystemError) -> Refusal {
        Refusal(error.code == EACCES ? "a file it may not read" : "a file it cannot open (\(error))")
    }

    /// What `path` is, when it is not a regular file of at most `maximumSize` bytes; else its size.
    private static func check(_ path: String, maximumSize: Int) -> Result<Int, Refusal> {
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
        return .success(Int(info.st_size))
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
