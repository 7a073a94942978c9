import Render

/// A text input is what the on-screen keyboard types into.
extension TextInputView: KeyboardClient {
    var textBeforeSelection: String { String(editing.characters.prefix(editing.selection.lowerBound)) }

    /// A field shows whole; an input that takes new lines (a text view), which may be taller than the room
    /// left above the keyboard, shows its caret.
    var rectKeptAboveKeyboard: Rect { acceptsNewlines ? caretRect(at: editing.selection.head) : bounds }

    func keyboardFocusDidEnd() { editingEnded() }
}
