import Foundation
@testable import HandheldDemos
@testable import HandheldSimulator

/// Real file operations, except that the chosen call fails with the chosen error: the disk "fills up" on
/// the nth write, or the close reports a deferred write error. Records what it did.
final class FailingFileOperations: FileOperations, @unchecked Sendable {
    enum Step: Equatable { case create, write(Int), close, rename }

    let failing: Step
    let error: Int32
    /// At most this many bytes per write, so a file takes several writes (and short writes are exercised).
    let chunk: Int
    private let real = SystemFileOperations()
    private var writes = 0
    private(set) var created: [String] = []
    private(set) var removed: [String] = []

    init(failing: Step, error: Int32 = ENOSPC, chunk: Int = 512) {
        self.failing = failing
        self.error = error
        self.chunk = chunk
    }

    func create(_ name: String, in directory: Int32) throws(SystemError) -> Int32 {
        if failing == .create { throw SystemError(code: error) }
        created.append(name)
        return try real.create(name, in: directory)
    }

    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemError) -> Int {
        writes += 1
        if failing == .write(writes) { throw SystemError(code: error) }
        return try real.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes.prefix(chunk)))
    }

    func close(_ descriptor: Int32) throws(SystemError) {
        try real.close(descriptor)
        if failing == .close { throw SystemError(code: error) }
    }

    func rename(_ from: String, to: String, in directory: Int32) throws(SystemError) {
        if failing == .rename { throw SystemError(code: error) }
        try real.rename(from, to: to, in: directory)
    }

    func remove(_ name: String, in directory: Int32) {
        removed.append(name)
        real.remove(name, in: directory)
    }
}
