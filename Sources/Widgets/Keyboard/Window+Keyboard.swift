/// The window's side of text input: a change of first responder ends editing in the input that lost it
/// and lets the keyboard follow (show for a text input, hide otherwise).
extension Window {
    func firstResponderDidChange(from old: Responder?) {
        keyboard.firstResponderDidChange(from: old)
    }
}
