/// The text of an input and its selection, and every edit a keyboard makes, as pure value operations:
/// the field and the text view keep one and redraw when it changes, and tests drive it without a window.
/// Offsets count characters (grapheme clusters); see `TextSelection`.
public struct TextEditingState: Hashable, Sendable {
    public private(set) var characters: [Character]
    public var selection: TextSelection {
        didSet { selection = clamped(selection) }
    }
    /// An input method's composition in the text (UITextInput's `markedTextRange`): nil when none. Every
    /// edit other than `setMarkedText` ends it, keeping its text.
    public private(set) var markedRange: Range<Int>?

    public init(text: String = "", selection: TextSelection? = nil) {
        characters = Array(text)
        self.selection = .caret(0)
        self.selection = selection ?? .caret(characters.count)
    }

    public var text: String { String(characters) }
    public var count: Int { characters.count }
    public var selectedText: String { String(characters[selection.range]) }

    private func clamped(_ s: TextSelection) -> TextSelection {
        TextSelection(anchor: max(0, min(count, s.anchor)), head: max(0, min(count, s.head)))
    }

    // MARK: Edits

    /// Replaces `range` with `replacement` and puts the caret after it.
    public mutating func replace(_ range: Range<Int>, with replacement: String) {
        let lower = max(0, min(count, range.lowerBound)), upper = max(lower, min(count, range.upperBound))
        let inserted = Array(replacement)
        if !joinsAtSeams(lower, upper, inserted) {
            // The usual keystroke: nothing regroups, so the characters are spliced in place rather than the
            // whole text rebuilt as a string (typing 10,000 characters took 94 s that way).
            characters.replaceSubrange(lower..<upper, with: inserted)
            selection = .caret(lower + inserted.count)
            markedRange = nil
            return
        }
        let prefix = String(characters[..<lower]) + replacement
        // Regrouped as one string: a combining accent typed after a letter joins it into one character.
        characters = Array(prefix + String(characters[upper...]))
        selection = .caret(min(count, prefix.count))
        markedRange = nil
    }

    /// Whether the edit's ends would join their neighbours into one character (a combining accent after
    /// a letter, the second half of a flag), which needs the text regrouped around them.
    private func joinsAtSeams(_ lower: Int, _ upper: Int, _ inserted: [Character]) -> Bool {
        func joins(_ a: Character?, _ b: Character?) -> Bool {
            guard let a, let b else { return false }
            var pair = String(a)
            pair.append(b)
            return pair.count != 2
        }
        let before = lower > 0 ? characters[lower - 1] : nil
        let after = upper < count ? characters[upper] : nil
        guard let first = inserted.first, let last = inserted.last else { return joins(before, after) }
        return joins(before, first) || joins(last, after)
    }

    /// The range the next marked text replaces: the marked text, or else the selection.
    public var markedReplacementRange: Range<Int> { markedRange ?? selection.range }

    /// Replaces the marked text (or the selection) with `text`, marked, the selection at `selectedRange`
    /// within it; empty text leaves nothing marked (UITextInput's `setMarkedText(_:selectedRange:)`).
    public mutating func setMarkedText(_ text: String, selectedRange: Range<Int>) {
        let start = markedReplacementRange.lowerBound
        replace(markedReplacementRange, with: text)
        let length = min(text.count, count - start)
        guard length > 0 else { return }
        markedRange = start..<(start + length)
        let lower = start + max(0, min(length, selectedRange.lowerBound))
        let upper = start + max(0, min(length, selectedRange.upperBound))
        selection = TextSelection(anchor: lower, head: max(lower, upper))
    }

    /// Keeps the marked text as ordinary text.
    public mutating func unmarkText() { markedRange = nil }

    /// The range Backspace removes: the selection, or the character before the caret.
    public var deleteBackwardRange: Range<Int>? {
        if !selection.isEmpty { return selection.range }
        guard selection.head > 0 else { return nil }
        return (selection.head - 1)..<selection.head
    }

    /// Replaces the selection with `text` (typing, paste).
    public mutating func insert(_ text: String) { replace(selection.range, with: text) }

    public mutating func deleteBackward() {
        guard let range = deleteBackwardRange else { return }
        replace(range, with: "")
    }

    /// Replaces the whole text, caret at the end (setting `text` from code, as UITextField does).
    public mutating func setText(_ text: String) {
        characters = Array(text)
        selection = .caret(count)
        markedRange = nil
    }

    // MARK: Moving the caret

    /// ← and →: one character, or with a selection and no shift, to its edge (as iOS and macOS do).
    public mutating func moveHorizontally(by step: Int, extending: Bool) {
        if extending {
            selection.head = max(0, min(count, selection.head + step))
        } else if !selection.isEmpty {
            selection = .caret(step < 0 ? selection.lowerBound : selection.upperBound)
        } else {
            selection = .caret(selection.head + step)
        }
    }

    /// Home and End (and ↑/↓ in a single line): to an end of the text, or of the line in a text view.
    public mutating func move(to offset: Int, extending: Bool) {
        if extending { selection.head = offset } else { selection = .caret(offset) }
    }

    public mutating func selectAll() { selection = TextSelection(anchor: 0, head: count) }

    /// The word around `offset` (letters, digits and underscores; the run of other characters there
    /// otherwise), which a double click selects.
    public func wordRange(at offset: Int) -> Range<Int> {
        guard count > 0 else { return 0..<0 }
        let i = max(0, min(count - 1, offset == count ? offset - 1 : offset))
        func kind(_ c: Character) -> Int { c.isLetter || c.isNumber || c == "_" ? 0 : c.isWhitespace ? 1 : 2 }
        let k = kind(characters[i])
        var lower = i, upper = i + 1
        while lower > 0 && kind(characters[lower - 1]) == k { lower -= 1 }
        while upper < count && kind(characters[upper]) == k { upper += 1 }
        return lower..<upper
    }

    /// Where the line holding `offset` starts and ends (lines end at "\n"), for Home and End in a text view.
    public func lineBounds(at offset: Int) -> Range<Int> {
        var lower = max(0, min(count, offset)), upper = lower
        while lower > 0 && characters[lower - 1] != "\n" { lower -= 1 }
        while upper < count && characters[upper] != "\n" { upper += 1 }
        return lower..<upper
    }
}
