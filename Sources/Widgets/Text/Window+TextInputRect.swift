import Render

extension Window {
    /// Where an input method should place its candidate list: the focused input's caret, or the start of
    /// its composition while one is marked, in window coordinates; nil when no text input is focused. The
    /// desktop host hands it to the platform's input method through Render's window, as UIKit's text
    /// input reports `caretRect(for:)` and `firstRect(for:)` to the system keyboard.
    public var textInputRect: Rect? {
        guard let input = firstResponder as? TextInputView, input.window === self else { return nil }
        let offset = input.editing.markedRange?.lowerBound ?? input.editing.selection.head
        return input.convert(input.caretRect(at: offset), to: nil)
    }
}
