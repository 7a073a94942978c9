import Render

/// A secure input (a password field) shows the character just typed for about a second before it turns
/// into a bullet, as iOS does on its on-screen keyboard, so the user can see what they typed; the next
/// edit hides it at once. The delay runs on the window's clock (the virtual one in tests and scripts).
extension TextInputView {
    /// iOS keeps the last character readable for about a second [OBS on iOS 17: ~1 s after the key is released].
    public static let secureRevealDuration = 1.0

    /// After `text` was typed at `offset`: one character typed into a secure input is shown for a moment.
    func revealTyped(_ text: String, at offset: Int) {
        guard isSecureTextEntry, text.count == 1, text != "\n", let window else { return }
        revealedOffset = offset
        revealTimer = window.schedule(after: Self.secureRevealDuration) { [weak self] in
            guard let self else { return }
            self.concealRevealed()
        }
        setNeedsDisplay()
    }

    /// Hides the revealed character (its time is up, or another edit came).
    func concealRevealed() {
        revealTimer?.invalidate()
        revealTimer = nil
        guard revealedOffset != nil else { return }
        revealedOffset = nil
        setNeedsDisplay()
    }
}
