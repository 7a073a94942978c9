/// The lines of a script with their 1-based numbers. Lines end only at `\n` and `\r\n`, the endings
/// editors count: a lone `\r`, a form feed or U+2028 inside a line is whitespace, not a new line, so the
/// number in an error is the one the editor shows. A byte-order mark opening the text is skipped.
struct ScriptLineSplitter: IteratorProtocol {
    private let source: Substring
    private var position: String.Index
    private var number = 0

    init(_ text: String) {
        var source = Substring(text)
        if source.first == "\u{FEFF}" { source = source.dropFirst() }
        self.source = source
        position = source.startIndex
    }

    /// Searched in UTF-8 so that `\r\n`, one Character in Swift, needs no grapheme breaking; both ends of a
    /// line are character boundaries, as Unicode always breaks around CR and LF.
    mutating func next() -> (number: Int, text: Substring)? {
        let bytes = source.utf8
        guard position < source.endIndex else { return nil }
        number += 1
        let start = position
        guard let newline = bytes[start...].firstIndex(of: 0x0A) else {
            position = source.endIndex
            return (number, source[start...])
        }
        position = bytes.index(after: newline)
        var end = newline
        if end > start, bytes[bytes.index(before: end)] == 0x0D { end = bytes.index(before: end) }
        return (number, source[start..<end])
    }
}
