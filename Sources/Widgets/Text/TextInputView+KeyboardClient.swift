import Render

/// A text input is what the on-screen keyboard types into.
extension TextInputView: KeyboardClient {
    func textBeforeSelection(last count: Int) -> String {
        let end = editing.selection.lowerBound
        return String(editing.characters[max(0, end - count)..<end])
    }

    /// A field shows whole; an input that takes new lines (a text view), which may be taller than the room
    /// left above the keyboard, shows its caret.
    var rectKeptAboveKeyboard: Rect { acceptsNewlines ? caretRect(at: editing.selection.head) : bounds }

    func keyboardFocusDidEnd() { editingEnded() }
}
