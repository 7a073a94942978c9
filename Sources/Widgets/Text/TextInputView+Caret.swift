import Render

/// The caret blinks on the animation clock (the engine's timeline, so slow animations slow it too) and
/// stays solid while typing: every edit and caret move restarts the phase, as iOS keeps the insertion
/// point lit while keys are pressed and blinks it once the user stops.
extension TextInputView {
    /// How long the caret stays lit, then dark; a whole blink is twice this. iOS's caret blinks about once
    /// a second, half on and half off (UITextSelectionView's blink animation, observed [EST]).
    public static let caretBlinkPhase = 0.5

    var engineNow: Double { window?.engine.now ?? 0 }

    /// Whether the caret is lit now.
    public var isCaretVisible: Bool {
        let elapsed = max(0, engineNow - caretRestTime)
        return Int((elapsed / Self.caretBlinkPhase).rounded(.down)) % 2 == 0
    }

    /// Lights the caret and starts its blink from now.
    func restartCaretBlink() {
        caretRestTime = engineNow
        scheduleCaretRedraw()
    }

    /// Asks for a frame when the caret next turns on or off. The window's timers run on wall time, so the
    /// delay is the engine-time gap stretched by the slow-animation factor; a timer that fires early just
    /// schedules the next one.
    func scheduleCaretRedraw() {
        caretTimer?.invalidate()
        caretTimer = nil
        guard isFirstResponder, let window else { return }
        let elapsed = max(0, engineNow - caretRestTime)
        let next = ((elapsed / Self.caretBlinkPhase).rounded(.down) + 1) * Self.caretBlinkPhase
        let delay = max(1.0 / 120, (next - elapsed) * window.engine.slowAnimationFactor)
        caretTimer = window.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.setNeedsDisplay()
            self.scheduleCaretRedraw()
        }
    }
}
