/// A script problem as one line, `FILE:LINE: message`, the format compilers use so editors and terminals
/// can jump to it. Parse errors read "<what was expected>, got <what was found>"; the runner builds its own
/// (`no view matches #foo`) with `ScenarioScript.error(_:at:)`.
struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    var file: String
    /// 1-based; 0 when the error concerns the whole file (it could not be read).
    var line: Int
    var message: String

    init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}
