import Render

/// What the on-screen keyboard types into: the first responder, when it adopts this (UIKit shows the
/// keyboard for a first responder that adopts UIKeyInput, and reads its UITextInputTraits). The keyboard
/// manager knows only this protocol, not the text views that adopt it.
@MainActor
protocol KeyboardClient: View, KeyInput {
    /// The keys to show (UITextInputTraits.keyboardType).
    var keyboardType: KeyboardType { get }
    /// The Return key's title (UITextInputTraits.returnKeyType).
    var returnKeyType: ReturnKeyType { get }
    /// The text before the selection, from which the keyboard decides auto-capitalisation.
    var textBeforeSelection: String { get }
    /// The part of the client (its own coordinates) scroll views keep above the keyboard.
    var rectKeptAboveKeyboard: Rect { get }
    /// Insets the client's own scrolling text by the part of the keyboard over it, when no scroll view
    /// around it does (see `KeyboardManager.updateLayoutGuides`); true when that changed anything.
    func setKeyboardInset(_ inset: Double) -> Bool
    /// The client stopped being first responder: editing ended.
    func keyboardFocusDidEnd()
}
