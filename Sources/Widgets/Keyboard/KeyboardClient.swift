import Render

/// What the on-screen keyboard types into: the first responder, when it adopts this (UIKit shows the
/// keyboard for a first responder that adopts UIKeyInput, and reads its UITextInputTraits). The keyboard
/// manager knows only this protocol, not the text views that adopt it.
@MainActor
protocol KeyboardClient: View, KeyInput {
    /// The keys to show (UITextInputTraits.keyboardType).
    var keyboardType: KeyboardType { get }
    /// When shift turns itself on (UITextInputTraits.autocapitalizationType).
    var autocapitalizationType: TextAutocapitalizationType { get }
    /// The Return key's title (UITextInputTraits.returnKeyType).
    var returnKeyType: ReturnKeyType { get }
    /// The last `count` characters before the selection (fewer at the start of the text), from which the
    /// keyboard decides auto-capitalisation. Only the tail: the whole text before the caret, built as a
    /// string on every keystroke, made typing cost the text's length a character (30,000 characters into
    /// a text view went from 0.8 to 13 ms a character).
    func textBeforeSelection(last count: Int) -> String
    /// The part of the client (its own coordinates) scroll views keep above the keyboard.
    var rectKeptAboveKeyboard: Rect { get }
    /// Insets the client's own scrolling text by the part of the keyboard over it, when no scroll view
    /// around it does (see `KeyboardManager.updateLayoutGuides`); true when that changed anything.
    func setKeyboardInset(_ inset: Double) -> Bool
    /// The client stopped being first responder: editing ended.
    func keyboardFocusDidEnd()
}
