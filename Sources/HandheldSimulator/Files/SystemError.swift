import Foundation

/// An operating-system error in plain words, as the C library names it ("no space left on device",
/// "permission denied"), for messages that must say why a file could not be read or written rather than
/// quote a Foundation domain and code.
struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
    let code: Int32

    /// The calling thread's current `errno`.
    static var current: SystemError { SystemError(code: errno) }

    /// `strerror`'s text with its capital dropped, to sit inside a sentence.
    var description: String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
