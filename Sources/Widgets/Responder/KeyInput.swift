/// A responder that takes typed text (UIKeyInput). While it is first responder, the window gives it text
/// input as `insertText(_:)`, Backspace as `deleteBackward()` and Return as `insertText("\n")`, as UIKit
/// does; plain character keys go to it as text instead of to key commands.
@preconcurrency @MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// A text-input responder that shows an input method's composition (UITextInput's marked-text part): the
/// provisional text sits in the text, styled apart, until the input method confirms it (`insertText`
/// replaces it) or the user moves on (`unmarkText` keeps it as typed).
@preconcurrency @MainActor
public protocol MarkedTextInput: KeyInput {
    /// The composition's range in the text, in characters; nil when nothing is being composed.
    var markedTextRange: Range<Int>? { get }
    /// Replaces the marked text (or the selection, when nothing is marked) with `text`, marks it, and puts
    /// the selection at `selectedRange`, relative to `text`. Empty text removes the marked text.
    func setMarkedText(_ text: String, selectedRange: Range<Int>)
    /// Keeps the marked text as ordinary text.
    func unmarkText()
}
