import Foundation

/// The name the command line goes by in its messages and help: the executable's file name, so a user's own
/// executable built on `Simulator.run(scenes:arguments:)` reports `hello: script.txt:3: …` and shows
/// `USAGE: hello …`, and `handheld` itself stays `handheld`. Set once by `Simulator.run` before any command
/// is parsed; ArgumentParser reads its configuration statically, so the name reaches it here.
enum ProgramName {
    nonisolated(unsafe) static var current = "handheld"

    /// `current` followed by ": ", the start of every line the program writes to standard error.
    static var prefix: String { current + ": " }

    /// The file name of `path` (the first command-line argument), or `handheld` when there is none.
    static func name(fromPath path: String?) -> String {
        guard let path, !path.isEmpty else { return "handheld" }
        let name = (path as NSString).lastPathComponent
        return name.isEmpty ? "handheld" : name
    }
}
