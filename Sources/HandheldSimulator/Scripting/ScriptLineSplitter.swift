import Foundation

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
        guard let newline = Self.newline(in: bytes[start...]) else {
            position = source.endIndex
            return (number, source[start...])
        }
        position = bytes.index(after: newline)
        var end = newline
        if end > start, bytes[bytes.index(before: end)] == 0x0D { end = bytes.index(before: end) }
        return (number, source[start..<end])
    }

    /// The first `\n`, found with memchr where the text is contiguous (a native string always is): a line
    /// of hundreds of megabytes is searched at memory speed, not one index step at a time.
    private static func newline(in bytes: Substring.UTF8View.SubSequence) -> String.Index? {
        let offset: Int?? = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base, 0x0A, buffer.count) else { return nil }
            return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        }
        guard let offset else { return bytes.firstIndex(of: 0x0A) }
        return offset.map { bytes.index(bytes.startIndex, offsetBy: $0) }
    }
}
