/// A selection in a text input, in characters (grapheme clusters, so an "é" typed as e + combining accent or
/// an emoji is one step of the caret, as on iOS): where it started (`anchor`) and where the moving end is
/// (`head`, the caret). An empty selection is a caret. Shift+arrows move the head and keep the anchor, as
/// UITextInput's selection affinity does on a hardware keyboard.
public struct TextSelection: Hashable, Sendable {
    public var anchor: Int
    public var head: Int

    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    /// A caret at `offset`.
    public static func caret(_ offset: Int) -> TextSelection { TextSelection(anchor: offset, head: offset) }

    public var lowerBound: Int { min(anchor, head) }
    public var upperBound: Int { max(anchor, head) }
    public var range: Range<Int> { lowerBound..<upperBound }
    public var length: Int { upperBound - lowerBound }
    public var isEmpty: Bool { anchor == head }
}
