/// A checked scenario script: the commands `handheld run` replays against a simulated device, each with the
/// line it came from. Parsing checks everything that does not need a running app, so a typo fails before
/// the first frame rather than halfway through a recording.
///
/// Only the text is kept, not the parsed commands: a command takes several times the bytes of its line,
/// and a script of millions of `wait 0` lines would otherwise need gigabytes. The runner parses each line
/// again as it reaches it (`forEachLine`), which cannot fail once the whole text has been checked.
struct ScenarioScript: Hashable, Sendable {
    /// The name errors start with, as given (usually the path on the command line).
    var file: String
    /// The script's text, already checked.
    let source: String

    /// Checks script text; `file` only names it in errors.
    static func parse(_ source: String, file: String) throws(ScriptError) -> ScenarioScript {
        try ScriptParser(file: file).forEachLine(of: source) { _ in true }
        return ScenarioScript(file: file, source: source)
    }

    private init(file: String, source: String) {
        self.file = file
        self.source = source
    }

    /// Every command, in order. For tests and short scripts; the runner uses `forEachLine`.
    var lines: [ScriptLine] { (try? ScriptParser(file: file).parse(source)) ?? [] }

    /// Hands each command to `body` in order, parsing one line at a time; `body` returns false to stop.
    func forEachLine(_ body: (ScriptLine) throws(ScriptError) -> Bool) throws(ScriptError) {
        try ScriptParser(file: file).forEachLine(of: source, body)
    }

    /// A run-time error pointing at a line of this script, e.g. `no view matches #login`.
    func error(_ message: String, at line: ScriptLine) -> ScriptError {
        ScriptError(file: file, line: line.line, message: message)
    }
}

extension ScenarioScript {
    /// Reads and checks a UTF-8 script file. A path that is not a readable text file is a `ScriptError`
    /// with line 0, e.g. `demo.txt: cannot read the script: expected a readable UTF-8 text file, got no such
    /// file`.
    init(contentsOfFile path: String) throws(ScriptError) {
        func unreadable(_ found: String) -> ScriptError {
            ScriptError(file: path, line: 0,
                        message: "cannot read the script: expected a readable UTF-8 text file, got \(found)")
        }
        let source: String
        switch ScriptFile.readText(path) {
        case .failure(let refusal): throw unreadable(refusal.found)
        case .success(let text): source = text
        }
        self = try ScenarioScript.parse(source, file: path)
    }
}
