/// UITextPosition and UITextRange: UITextInput's positions in a text field's or text view's text. UIKit
/// keeps them opaque and measures between them with `offset(from:to:)`, whose offsets count UTF-16 code
/// units, NSString's characters (the unit of `NSRange` and of `selectedRange`); here a position is that
/// offset. Classes, as UIKit's are, so app code may subclass or compare them by identity; immutable, so
/// they need no actor.
open class TextPosition: Hashable, @unchecked Sendable {
    /// UTF-16 code units from the start of the text.
    public let utf16Offset: Int

    public init(utf16Offset: Int) { self.utf16Offset = utf16Offset }

    public static func == (a: TextPosition, b: TextPosition) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// UITextRange: from `start` to `end`; `isEmpty` when they are the same place (a caret).
open class TextRange: Hashable, @unchecked Sendable {
    public let start: TextPosition
    public let end: TextPosition

    public init(start: TextPosition, end: TextPosition) {
        self.start = start
        self.end = end
    }

    public var isEmpty: Bool { start.utf16Offset == end.utf16Offset }
    /// The range as UTF-16 offsets, start first.
    package var utf16Range: Range<Int> {
        min(start.utf16Offset, end.utf16Offset)..<max(start.utf16Offset, end.utf16Offset)
    }

    public static func == (a: TextRange, b: TextRange) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
