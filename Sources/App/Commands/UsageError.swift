/// A problem with what the user asked for (an argument, a name, a file), reported as one line and a
/// non-zero exit. The message says what was wrong and where.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    /// The exit status: 2 for scripts (the contract), 1 otherwise.
    let exitCode: Int32

    /// A leading "handheld: " is dropped: `Handheld.fail` adds it, and a message quoted inside another (a
    /// script line's error) must not repeat it.
    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message.hasPrefix("handheld: ") ? String(message.dropFirst("handheld: ".count)) : message
        self.exitCode = exitCode
    }

    var description: String { message }
}
