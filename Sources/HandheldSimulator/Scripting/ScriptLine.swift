/// A parsed command and the 1-based line it came from, so run-time errors can point at it.
struct ScriptLine: Hashable, Sendable {
    var line: Int
    var command: ScriptCommand

    init(line: Int, command: ScriptCommand) {
        self.line = line
        self.command = command
    }
}
