import Foundation

extension TextView {
    /// UITextView.selectedRange: the selection as an `NSRange` in UTF-16 code units, NSString's unit, so
    /// `(textView.text as NSString).substring(with: textView.selectedRange)` reads the selected text as on
    /// iOS. A caret is a zero-length range. Setting it clamps to the text; an offset inside a character
    /// (half an emoji) snaps to that character's start. Handheld's own unit is `selectedCharacterRange`.
    public var selectedRange: NSRange {
        get {
            let range = selectedCharacterRange
            let start = utf16Offset(ofCharacter: range.lowerBound)
            return NSRange(location: start, length: utf16Offset(ofCharacter: range.upperBound) - start)
        }
        set {
            let start = max(0, newValue.location), end = max(start, newValue.location + max(0, newValue.length))
            selectedCharacterRange = characterOffset(ofUTF16: start)..<characterOffset(ofUTF16: end)
        }
    }
}
