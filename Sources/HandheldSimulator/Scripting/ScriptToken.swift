/// A word or a double-quoted string from one script line, after comments are removed.
struct ScriptToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case word, quoted }

    var kind: Kind
    /// The word, or the string's content with escapes resolved.
    var text: String

    /// The token as written, for "got …" in errors: `'word'` or `"text"`, invisible characters escaped and
    /// cut after 80 characters (`ShownText`).
    var display: String { kind == .word ? "'\(ShownText.shown(text))'" : ScriptToken.quoted(text) }

    /// `text` in double quotes, with `"` and `\` escaped as a script writes them, for errors: invisible
    /// characters escaped and cut after 80 characters (`ShownText`).
    static func quoted(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return "\"" + ShownText.shown(result) + "\""
    }

    /// `Character.isWhitespace`, with ASCII answered without the Unicode property lookup, which otherwise
    /// takes a third of the time of checking a script of millions of lines.
    static func isSpace(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii == 0x20 || (0x09...0x0D).contains(ascii) }
        return character.isWhitespace
    }

    /// The most tokens a line is split into: the longest command, `drag X Y X Y SECONDS`, has six, so a
    /// seventh is already the error (`expects end of line`) and an eighth is never looked at. A 25 MB line
    /// of 12.5 million tokens took 458 MB before the count was checked; now it stops after eight.
    static let maximumCount = 8
    /// The longest word or string, in characters: far beyond any name, path (4,096 bytes) or `type` text,
    /// and short enough that a line of 255 MB of NUL bytes is refused after a fraction of a second instead
    /// of being copied whole into one token (36 s, 537 MB).
    static let maximumLength = 100_000

    /// Splits one line into tokens, at most `maximumCount`. Whitespace separates tokens; `"…"` is one token (`\"` and `\\` are its
    /// only escapes) and must be followed by whitespace or the end of the line. A `#` starts a comment when
    /// it opens the line or stands alone before whitespace or the end of the line; `#name` elsewhere is an
    /// identifier target, and a `#` inside a word or string is an ordinary character.
    static func tokens(in line: Substring, file: String, lineNumber: Int) throws(ScriptError) -> [ScriptToken] {
        func failure(_ message: String) -> ScriptError { ScriptError(file: file, line: lineNumber, message: message) }
        func tooLong(from start: Substring.Index) -> ScriptError {
            failure("expected a word or string of at most \(maximumLength) characters, got \(ShownText.shown(line[start...]))")
        }
        var tokens: [ScriptToken] = []
        var index = line.startIndex
        while tokens.count < maximumCount {
            while index < line.endIndex, isSpace(line[index]) { index = line.index(after: index) }
            guard index < line.endIndex else { break }
            let start = index
            if line[index] == "#" {
                let next = line.index(after: index)
                if tokens.isEmpty || next == line.endIndex || isSpace(line[next]) { break }
            }
            var length = 0
            if line[index] != "\"" {
                while index < line.endIndex, !isSpace(line[index]) {
                    length += 1
                    guard length <= maximumLength else { throw tooLong(from: start) }
                    index = line.index(after: index)
                }
                tokens.append(ScriptToken(kind: .word, text: String(line[start..<index])))
                continue
            }
            var text = ""
            index = line.index(after: index)
            while true {
                guard index < line.endIndex else {
                    throw failure("unterminated string \(ShownText.shown(line[start...])): expected a closing \", got end of line")
                }
                let character = line[index]
                index = line.index(after: index)
                if character == "\"" { break }
                length += 1
                guard length <= maximumLength else { throw tooLong(from: start) }
                if character == "\\" {
                    guard index < line.endIndex else {
                        throw failure("unterminated string \(ShownText.shown(line[start...])): expected a closing \", got end of line")
                    }
                    let escaped = line[index]
                    guard escaped == "\"" || escaped == "\\" else {
                        throw failure("expected \\\" or \\\\ after a backslash in a string, got '\\\(ShownText.escaped(escaped))'")
                    }
                    index = line.index(after: index)
                    text.append(escaped)
                } else {
                    text.append(character)
                }
            }
            if index < line.endIndex, !isSpace(line[index]) {
                throw failure("expected a space after the closing \" of \(ShownText.shown(line[start..<index])), got '\(ShownText.escaped(line[index]))'")
            }
            tokens.append(ScriptToken(kind: .quoted, text: text))
        }
        return tokens
    }
}
