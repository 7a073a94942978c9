import Foundation

/// A parsed scenario script: the commands `handheld run` replays against a simulated device, each with the
/// line it came from. Parsing checks everything that does not need a running app, so a typo fails before
/// the first frame rather than halfway through a recording.
struct ScenarioScript: Hashable, Sendable {
    /// The name errors start with, as given (usually the path on the command line).
    var file: String
    var lines: [ScriptLine]

    init(file: String, lines: [ScriptLine]) {
        self.file = file
        self.lines = lines
    }

    /// Parses script text; `file` only names it in errors.
    static func parse(_ source: String, file: String) throws(ScriptError) -> ScenarioScript {
        ScenarioScript(file: file, lines: try ScriptParser(file: file).parse(source))
    }

    /// Reads and parses a UTF-8 script file. An unreadable file is a `ScriptError` with line 0, e.g.
    /// `demo.txt: cannot read the script: expected a readable UTF-8 text file, got no such file`.
    init(contentsOfFile path: String) throws(ScriptError) {
        func unreadable(_ found: String) -> ScriptError {
            ScriptError(file: path, line: 0,
                        message: "cannot read the script: expected a readable UTF-8 text file, got \(found)")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw unreadable("no such file")
        }
        guard !isDirectory.boolValue else { throw unreadable("a directory") }
        guard let data = FileManager.default.contents(atPath: path) else { throw unreadable("a file it may not read") }
        guard let source = String(validating: data, as: UTF8.self) else { throw unreadable("bytes that are not UTF-8") }
        self = try ScenarioScript.parse(source, file: path)
    }

    /// A run-time error pointing at a line of this script, e.g. `no view matches #login`.
    func error(_ message: String, at line: ScriptLine) -> ScriptError {
        ScriptError(file: file, line: line.line, message: message)
    }
}
