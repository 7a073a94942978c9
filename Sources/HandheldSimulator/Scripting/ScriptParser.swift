import Render

/// Turns script text into commands, checking everything that can be checked without running: the command
/// word, argument count and kinds, numbers, durations, file extensions, orientation, multitasking and key
/// words. Device and scene names are left to the runner, which knows which exist.
struct ScriptParser {
    let file: String

    /// The largest `pinch` scale: fingers 100 pt apart end at most 2,000 pt apart, off any screen.
    static let maximumPinchScale = 20.0

    /// Every command of `source`, in order.
    func parse(_ source: String) throws(ScriptError) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        try forEachLine(of: source) { line throws(ScriptError) in
            lines.append(line)
            return true
        }
        return lines
    }

    /// Parses `source` one line at a time and hands each command to `body`, without keeping them: a
    /// script of millions of lines is checked, and later run, in memory proportional to one line. `body`
    /// returns false to stop.
    func forEachLine(of source: String, _ body: (ScriptLine) throws(ScriptError) -> Bool) throws(ScriptError) {
        var lines = ScriptLineSplitter(source)
        while let (number, text) = lines.next() {
            if let line = try parseLine(text, number: number), try !body(line) { return }
        }
    }

    /// One line's command, or nil for a blank or comment line.
    func parseLine(_ text: Substring, number: Int) throws(ScriptError) -> ScriptLine? {
        let tokens = try ScriptToken.tokens(in: text, file: file, lineNumber: number)
        guard let first = tokens.first else { return nil }
        guard first.kind == .word, let word = ScriptCommand.Word(rawValue: first.text) else {
            let names = ScriptCommand.Word.allCases.map(\.rawValue).joined(separator: ", ")
            throw ScriptError(file: file, line: number,
                              message: "unknown command \(first.display) (expected one of: \(names))")
        }
        var arguments = ScriptArguments(command: word, tokens: tokens.dropFirst(), file: file, line: number)
        let command = try parseCommand(&arguments)
        try arguments.end()
        return ScriptLine(line: number, command: command)
    }

    private func parseCommand(_ a: inout ScriptArguments) throws(ScriptError) -> ScriptCommand {
        switch a.command {
        case .device:
            let name = try a.token("a device NAME").text
            let expected = "an orientation (portrait, landscape-left, landscape-right or upside-down)"
            let orientation = try a.isAtEnd ? Orientation.portrait : a.choice(expected, Orientation.self)
            return .device(name: name, orientation: orientation)
        case .multitasking:
            return .multitasking(try a.choice("full, two-thirds, half or one-third", Multitasking.self))
        case .scene:
            return .scene(name: try a.token("a scene NAME").text)
        case .tap:
            return .tap(try a.target())
        case .press:
            return .press(try a.target())
        case .move:
            let target = try a.target()
            return .move(to: target, seconds: try a.isAtEnd ? nil : a.seconds())
        case .release:
            return .release
        case .drag:
            let from = try a.target("a start target")
            let to = try a.target("an end target")
            return .drag(from: from, to: to, seconds: try a.seconds())
        case .wheel:
            let dx = try a.number("DX (a number)")
            let dy = try a.number("DY (a number)")
            return .wheel(dx: dx, dy: dy, at: try a.isAtEnd ? nil : a.target())
        case .key:
            let combo = try a.token("a COMBO such as ctrl+shift+d")
            do throws(KeyCombo.SyntaxError) {
                // No combo is anywhere near 80 characters; a longer word is refused here, cut short.
                guard combo.kind == .word, combo.text.count <= ShownText.limit else {
                    throw KeyCombo.SyntaxError(expected: "a COMBO such as ctrl+shift+d", found: combo.display)
                }
                return .key(try KeyCombo.parse(combo.text))
            } catch {
                throw a.failure(expected: error.expected, found: ShownText.escaped(error.found))
            }
        case .type:
            let text = try a.token("a quoted \"TEXT\"")
            guard text.kind == .quoted, !text.text.isEmpty else {
                throw a.failure(expected: "a quoted, non-empty \"TEXT\"", found: text.display)
            }
            guard text.text.count <= ScriptCommand.maximumTypedCharacters else {
                throw a.failure(expected: "a \"TEXT\" of at most \(ScriptCommand.maximumTypedCharacters) characters",
                                found: "\(text.text.count) characters")
            }
            return .type(text.text)
        case .wait:
            return .wait(seconds: try a.seconds())
        case .shot:
            return .shot(file: try fileName(&a, extension: ".png"))
        case .tree:
            return .tree(file: try fileName(&a, extension: ".json"))
        case .pinch:
            let target = try a.target()
            let shown = a.nextFound
            let scale = try a.number("SCALE (a number above 0)")
            guard scale > 0, scale <= Self.maximumPinchScale else {
                throw a.failure(expected: "SCALE above 0 and at most \(Int(Self.maximumPinchScale))", found: shown)
            }
            return .pinch(target, scale: scale, seconds: try a.seconds())
        case .rotateFingers:
            let target = try a.target()
            return .rotateFingers(target, degrees: try a.number("DEGREES (a number)"), seconds: try a.seconds())
        case .appearance:
            return .appearance(try a.choice("light or dark", AppearanceName.self))
        case .textSize:
            return .textSize(try a.textSize())
        case .press2:
            return .press2(try a.target())
        case .move2:
            let target = try a.target()
            return .move2(to: target, seconds: try a.isAtEnd ? nil : a.seconds())
        case .release2:
            return .release2
        }
    }

    /// A file name with the given lowercase extension and something before it, inside the output folder:
    /// relative and without `..`, so a script cannot write over files elsewhere.
    private func fileName(_ a: inout ScriptArguments, extension ext: String) throws(ScriptError) -> String {
        let expected = "FILE\(ext)"
        let token = try a.token(expected)
        guard token.text.hasSuffix(ext), token.text.count > ext.count, !token.text.hasSuffix("/" + ext) else {
            throw a.failure(expected: expected, found: token.display)
        }
        guard OutputFolder.isContained(token.text) else {
            throw a.failure(expected: "\(expected) inside the output folder (a relative path without ..)", found: token.display)
        }
        return token.text
    }
}
