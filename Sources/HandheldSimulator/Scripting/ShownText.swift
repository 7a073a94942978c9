/// Text from outside (a script's token or line, a name from the command line) as an error message echoes
/// it: on one line, readable in any terminal and of bounded length. A 10,000-character token or a bell
/// character pasted into a script must not flood the terminal, ring it or hide where the problem is.
enum ShownText {
    /// How many characters of a token or line an error echoes before cutting it with "…".
    static let limit = 80

    /// `text` with control characters, byte-order marks and other invisible format characters written as
    /// Swift escapes (`\u{7}`, `\u{FEFF}`), cut after `limit` characters of the original with "…".
    static func shown<S: StringProtocol>(_ text: S, limit: Int = ShownText.limit) -> String {
        var result = ""
        var count = 0
        for character in text {
            guard count < limit else { return result + "…" }
            count += 1
            result += escaped(character)
        }
        return result
    }

    /// A path as a message quotes it: escaped, and past `limit` characters cut at the front ("…" and the
    /// last `limit`), since the end names the file. A folder name of a megabyte or a 4,000-character path
    /// in `cannot write PATH` would otherwise be the whole line.
    static func shownPath<S: StringProtocol>(_ path: S, limit: Int = ShownText.limit) -> String {
        var tail: [Character] = []
        tail.reserveCapacity(limit + 1)
        var cut = false
        for character in path.reversed() {
            guard tail.count < limit else {
                cut = true
                break
            }
            tail.append(character)
        }
        return (cut ? "…" : "") + escaped(String(tail.reversed()))
    }

    /// Only escapes, no cut: for messages built from already bounded pieces.
    static func escaped<S: StringProtocol>(_ text: S) -> String {
        text.map(escaped).joined()
    }

    /// A character as it is shown: itself, or one `\u{…}` per scalar when any scalar is invisible.
    static func escaped(_ character: Character) -> String {
        guard character.unicodeScalars.contains(where: isInvisible) else { return String(character) }
        return character.unicodeScalars.map { isInvisible($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }
            .joined()
    }

    /// Control characters (C0, DEL, C1), format characters (BOM, zero-width and direction marks) and line
    /// or paragraph separators: what a terminal would act on or not show.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
