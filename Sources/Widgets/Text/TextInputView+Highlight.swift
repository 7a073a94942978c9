import Render

/// The selection, marked-text and caret drawing that a text field and a text view share, under and over
/// their text.
extension TextInputView {
    /// Draws the marked text's highlight and the selection highlight (under the text) while this is first
    /// responder.
    func drawSelectionHighlight(in canvas: Canvas) {
        guard isFirstResponder else { return }
        if let marked = editing.markedRange {
            for rect in selectionRects(for: marked) {
                canvas.fill(rect, color: tintColor.withAlpha(Self.markedTextAlpha))
            }
        }
        guard !editing.selection.isEmpty else { return }
        for rect in selectionRects(for: editing.selection.range) {
            canvas.fill(rect, color: tintColor.withAlpha(Self.selectionAlpha))
        }
    }

    /// Draws the caret (over the text) while this is first responder, with no selection, in the lit half
    /// of the blink.
    func drawCaret(in canvas: Canvas) {
        guard isFirstResponder, editing.selection.isEmpty, isCaretVisible else { return }
        canvas.fillRoundedRect(caretRect(at: editing.selection.head), radius: Self.caretWidth / 2, color: tintColor)
    }

    /// The caret is 2 pt wide, as UITextView's `caretRect(for:)` reports it on iOS.
    public static let caretWidth = 2.0
    /// The selection highlight is the tint at 20 % opacity (iOS's text selection, measured on screenshots [EST]).
    public static let selectionAlpha = 0.2
    /// Marked text sits on a paler wash of the tint than a selection, as iOS draws a composition (pinyin
    /// before a character is picked) [EST, from screenshots]; its caret shows as usual.
    public static let markedTextAlpha = 0.12
}
