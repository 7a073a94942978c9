import Render

/// The arguments of one script line, read left to right. Every failure names the command and reads
/// "<command> expects <what>, got <what was there>".
struct ScriptArguments {
    static let targetForms = "(X Y, #identifier or \"text\")"

    let command: ScriptCommand.Word
    let file: String
    let line: Int
    private var tokens: ArraySlice<ScriptToken>

    init(command: ScriptCommand.Word, tokens: ArraySlice<ScriptToken>, file: String, line: Int) {
        self.command = command
        self.tokens = tokens
        self.file = file
        self.line = line
    }

    var isAtEnd: Bool { tokens.isEmpty }

    func failure(expected: String, found: String) -> ScriptError {
        ScriptError(file: file, line: line, message: "\(command.rawValue) expects \(expected), got \(found)")
    }

    /// What the next token looks like in an error: `'word'`, `"text"` or `nothing`.
    var nextFound: String { tokens.first?.display ?? "nothing" }

    /// The next token, word or string.
    mutating func token(_ expected: String) throws(ScriptError) -> ScriptToken {
        guard let token = tokens.popFirst() else { throw failure(expected: expected, found: "nothing") }
        return token
    }

    /// The next token as one of an enumeration's raw values; a quoted string never matches, as the words
    /// are keywords rather than text.
    mutating func choice<T: RawRepresentable>(_ expected: String, _: T.Type) throws(ScriptError) -> T
        where T.RawValue == String {
        guard let token = tokens.first, token.kind == .word, let value = T(rawValue: token.text) else {
            throw failure(expected: expected, found: nextFound)
        }
        tokens.removeFirst()
        return value
    }

    /// The longest duration a line may ask for. A duration becomes a count of frames; an hour is 216,000 of
    /// them, minutes of work, where `wait 100000000` would run for days and a larger one overflow the count.
    static let maximumSeconds = 3600.0
    /// The largest coordinate or wheel delta, in points: far beyond any screen or table, yet small enough
    /// that every later sum, product and conversion to a whole number stays exact and in range.
    static let maximumMagnitude = 1_000_000.0

    /// A finite decimal number: optional `-`, digits, optional fraction (`12`, `-3.5`, `.5`), at most
    /// `maximumMagnitude` either side of 0.
    mutating func number(_ expected: String) throws(ScriptError) -> Double {
        // A decimal overflowing a Double reads as infinity, which is out of range too.
        guard let token = tokens.first, token.kind == .word, Self.isDecimal(token.text), let value = Double(token.text) else {
            throw failure(expected: expected, found: nextFound)
        }
        guard abs(value) <= Self.maximumMagnitude else {
            throw failure(expected: "\(expected) from -\(Int(Self.maximumMagnitude)) to \(Int(Self.maximumMagnitude))",
                          found: nextFound)
        }
        tokens.removeFirst()
        return value
    }

    /// A duration: a number from 0 to `maximumSeconds`. A word that is not a plain decimal (`abc`, `1e2`,
    /// `0x10`) is told so: the format is the problem there, not the sign.
    mutating func seconds() throws(ScriptError) -> Double {
        guard let token = tokens.first, token.kind == .word, Self.isDecimal(token.text), let value = Double(token.text) else {
            throw failure(expected: "SECONDS (a decimal number such as 2 or 0.5)", found: nextFound)
        }
        guard value >= 0 else {
            throw failure(expected: "SECONDS ≥ 0", found: nextFound)
        }
        guard value <= Self.maximumSeconds else {
            throw failure(expected: "SECONDS ≤ \(Int(Self.maximumSeconds)) (an hour)", found: nextFound)
        }
        tokens.removeFirst()
        return value
    }

    /// `X Y`, `#identifier` or `"text"`; `role` names it in errors ("a target", "a start target"…).
    mutating func target(_ role: String = "a target") throws(ScriptError) -> ScriptTarget {
        let expected = "\(role) \(ScriptArguments.targetForms)"
        guard let first = tokens.first else { throw failure(expected: expected, found: "nothing") }
        switch first.kind {
        case .quoted:
            guard !first.text.isEmpty else { throw failure(expected: expected, found: first.display) }
            tokens.removeFirst()
            return .text(first.text)
        case .word where first.text.hasPrefix("#"):
            tokens.removeFirst()
            return .identifier(String(first.text.dropFirst()))
        case .word:
            guard !Self.isTooLarge(first.text, limit: Self.maximumMagnitude) else {
                throw failure(expected: "X from -\(Int(Self.maximumMagnitude)) to \(Int(Self.maximumMagnitude))",
                              found: first.display)
            }
            guard let x = ScriptArguments.number(first.text) else {
                throw failure(expected: expected, found: first.display)
            }
            tokens.removeFirst()
            let y = try number("a number Y after X \(first.display)")
            return .point(Point(x: x, y: y))
        }
    }

    /// Fails unless every argument was used.
    func end() throws(ScriptError) {
        guard let extra = tokens.first else { return }
        throw failure(expected: "end of line (usage: \(command.usage))", found: extra.display)
    }

    /// Strict decimal syntax, so `inf`, `nan`, `0x10`, `1e3` and `+1` are refused; nil also for a literal
    /// too large to be finite.
    static func number(_ text: String) -> Double? {
        guard isDecimal(text), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Whether `text` is written as a decimal number, however large: one pass over the bytes, as every
    /// line of a script of millions goes through it.
    static func isDecimal(_ text: String) -> Bool {
        var bytes = Substring(text).utf8
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        var before = 0, after = 0, dot = false
        for byte in bytes {
            if byte == UInt8(ascii: ".") {
                if dot { return false }
                dot = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                if dot { after += 1 } else { before += 1 }
            } else {
                return false
            }
        }
        return dot ? after > 0 : before > 0
    }

    /// A decimal too large to use: beyond `limit` either side of 0, or beyond any finite Double.
    private static func isTooLarge(_ text: String, limit: Double) -> Bool {
        guard isDecimal(text) else { return false }
        guard let value = Double(text), value.isFinite else { return true }
        return abs(value) > limit
    }
}
