/// A responder that takes typed text (UIKeyInput). While it is first responder, the window gives it text
/// input as `insertText(_:)`, Backspace as `deleteBackward()` and Return as `insertText("\n")`, as UIKit
/// does; plain character keys go to it as text instead of to key commands.
@MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
