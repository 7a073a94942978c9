import Foundation

/// The system calls `AtomicFileWriter` makes, behind a protocol so that tests can make any one of them
/// fail (a full disk on the third write, a failing close) without filling a real disk. Names are relative
/// to a folder's descriptor (`openat`, `renameat`, `unlinkat`): once the folder is open, swapping it or
/// one of its parents for a symbolic link cannot move where the file lands.
protocol FileOperations {
    /// Creates `name` in `directory`; it must not exist, not even as a symbolic link. Returns its descriptor.
    func create(_ name: String, in directory: Int32) throws(SystemError) -> Int32
    /// Writes some of `bytes`; returns how many were written (a short write is not an error).
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int
    func close(_ descriptor: Int32) throws(SystemError)
    func rename(_ from: String, to: String, in directory: Int32) throws(SystemError)
    func remove(_ name: String, in directory: Int32)
}

/// The real calls, retried when a signal interrupts them.
struct SystemFileOperations: FileOperations {
    func create(_ name: String, in directory: Int32) throws(SystemError) -> Int32 {
        while true {
            let descriptor = openat(directory, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return descriptor }
            if errno != EINTR { throw SystemError.current }
        }
    }

    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let count = Foundation.write(descriptor, bytes.baseAddress, bytes.count)
            if count >= 0 { return count }
            if errno != EINTR { throw SystemError.current }
        }
    }

    /// A failed close can be the first report of a failed write (NFS, quota), so it is checked; it is not
    /// retried on EINTR, since on Linux the descriptor is already released by then.
    func close(_ descriptor: Int32) throws(SystemError) {
        if Foundation.close(descriptor) != 0, errno != EINTR { throw SystemError.current }
    }

    func rename(_ from: String, to: String, in directory: Int32) throws(SystemError) {
        if renameat(directory, from, directory, to) != 0 { throw SystemError.current }
    }

    func remove(_ name: String, in directory: Int32) { unlinkat(directory, name, 0) }
}
