/// A problem reported as one line and a non-zero exit; the message says what was wrong and where. The
/// exit status tells the three kinds apart the same way in every subcommand (README, "Exit codes"):
/// 64 for a command line that asks for something impossible, 2 for a script, 1 for a failure while
/// working (a missing asset, no display, a file that cannot be written, a fuzz violation).
struct UsageError: Error, CustomStringConvertible {
    /// An option, argument or name on the command line is wrong: 64, `EX_USAGE` from sysexits.h, the
    /// status ArgumentParser gives the options it cannot parse, so both kinds of mistake end alike.
    static let usage: Int32 = 64
    /// The script is unreadable or wrong, or one of its lines failed when it ran.
    static let script: Int32 = 2
    /// Everything asked for was valid, but the work failed.
    static let failure: Int32 = 1

    let message: String
    let exitCode: Int32

    /// A leading "handheld: " is dropped: `Handheld.fail` adds it, and a message quoted inside another (a
    /// script line's error) must not repeat it.
    init(_ message: String, exitCode: Int32 = UsageError.usage) {
        self.message = message.hasPrefix(ProgramName.prefix) ? String(message.dropFirst(ProgramName.prefix.count)) : message
        self.exitCode = exitCode
    }

    var description: String { message }
}
