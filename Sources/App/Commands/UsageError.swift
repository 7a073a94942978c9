/// A problem with what the user asked for (an argument, a name, a file), reported as one line and a
/// non-zero exit. The message says what was wrong and where.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    /// The exit status: 2 for scripts (the contract), 1 otherwise.
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    var description: String { message }
}
