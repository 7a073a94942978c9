import Foundation

/// UITextInput's basics on both inputs (UITextField and UITextView adopt UITextInput): the selection and
/// positions as UIKit spells them, in UTF-16 code units. Handheld keeps its text as characters (grapheme
/// clusters, `selectedCharacterRange`); these convert at the edge, and an offset that falls inside a
/// character (between the halves of an emoji's surrogate pair) snaps to that character's start.
extension TextInputView {
    /// UITextInput.beginningOfDocument.
    public var beginningOfDocument: TextPosition { TextPosition(utf16Offset: 0) }
    /// UITextInput.endOfDocument: after the last UTF-16 code unit.
    public var endOfDocument: TextPosition { TextPosition(utf16Offset: utf16Count) }

    /// UITextInput.selectedTextRange: the selection, or the caret as an empty range. Setting it selects
    /// that range (clamped to the text); setting nil leaves the selection as it is.
    public var selectedTextRange: TextRange? {
        get {
            let range = selectedCharacterRange
            return TextRange(start: TextPosition(utf16Offset: utf16Offset(ofCharacter: range.lowerBound)),
                             end: TextPosition(utf16Offset: utf16Offset(ofCharacter: range.upperBound)))
        }
        set {
            guard let newValue else { return }
            let r = newValue.utf16Range
            selectedCharacterRange = characterOffset(ofUTF16: r.lowerBound)..<characterOffset(ofUTF16: r.upperBound)
        }
    }

    /// UITextInput.position(from:offset:): `offset` UTF-16 code units after (or before, when negative)
    /// `position`; nil when that is outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let target = position.utf16Offset + offset
        guard target >= 0, target <= utf16Count else { return nil }
        return TextPosition(utf16Offset: target)
    }

    /// UITextInput.textRange(from:to:): the range between two positions, the earlier one its start.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        fromPosition.utf16Offset <= toPosition.utf16Offset
            ? TextRange(start: fromPosition, end: toPosition) : TextRange(start: toPosition, end: fromPosition)
    }

    /// UITextInput.offset(from:to:): UTF-16 code units from one position to the other (negative when `to`
    /// comes first).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }

    /// UITextInput.text(in:): the text the range covers, nil when it is outside the text.
    public func text(in range: TextRange) -> String? {
        let r = range.utf16Range
        guard r.lowerBound >= 0, r.upperBound <= utf16Count else { return nil }
        let characters = characterOffset(ofUTF16: r.lowerBound)..<characterOffset(ofUTF16: r.upperBound)
        return String(editing.characters[characters])
    }

    /// UITextInput.replace(_:withText:): replaces the range's text as an edit made in code would
    /// (`replace(_:with:)`, which asks the delegate).
    public func replace(_ range: TextRange, withText text: String) {
        let r = range.utf16Range
        replace(characterOffset(ofUTF16: r.lowerBound)..<characterOffset(ofUTF16: r.upperBound), with: text)
    }

    // MARK: UTF-16 ⇄ characters

    /// The text's length in UTF-16 code units (NSString.length).
    package var utf16Count: Int { editing.characters.reduce(0) { $0 + $1.utf16.count } }

    /// The UTF-16 offset at which character `index` starts.
    package func utf16Offset(ofCharacter index: Int) -> Int {
        editing.characters.prefix(max(0, index)).reduce(0) { $0 + $1.utf16.count }
    }

    /// The character whose start is at or before UTF-16 offset `offset` (clamped to the text).
    package func characterOffset(ofUTF16 offset: Int) -> Int {
        var units = 0
        for (i, c) in editing.characters.enumerated() {
            let next = units + c.utf16.count
            if next > offset { return i }
            units = next
        }
        return editing.count
    }

    /// A range of characters as UIKit's delegates receive it: UTF-16 units of the current text.
    package func utf16Range(ofCharacters range: Range<Int>) -> NSRange {
        let lower = utf16Offset(ofCharacter: range.lowerBound)
        return NSRange(location: lower, length: utf16Offset(ofCharacter: range.upperBound) - lower)
    }
}
