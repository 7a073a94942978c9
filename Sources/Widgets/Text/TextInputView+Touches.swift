import Render

/// The pointer on a text input: a tap focuses it and puts the caret where it landed, a drag selects from
/// the press to the pointer, a double click selects the word under it. A press on an input that is not
/// yet editing waits for the release before focusing, so a drag that turns into a scroll (the scroll view
/// cancels the touch) does not open the keyboard.
extension TextInputView {
    /// The longest gap between two taps that makes a double tap (UITapGestureRecognizer's, about 0.35 s [EST]).
    public static let doubleTapInterval = 0.35

    func textTouchesBegan(_ touch: Touch) {
        guard isEnabled else { return }
        let point = touch.location(in: self)
        if touchBeganOnAccessory(point) { return }
        let isDouble = lastTap.map { touch.timestamp - $0.time <= Self.doubleTapInterval
            && $0.location.distance(to: touch.locationInWindow) <= Control.tapSlop } ?? false
        guard isFirstResponder else {
            pressAnchor = nil
            return
        }
        // A press in the text ends a composition, keeping what is marked (UIKit's unmarkText on a tap).
        editing.unmarkText()
        let offset = offset(at: point)
        if isDouble {
            let word = editing.wordRange(at: offset)
            editing.selection = TextSelection(anchor: word.lowerBound, head: word.upperBound)
            pressAnchor = nil
            lastTap = nil
        } else {
            editing.selection = .caret(offset)
            pressAnchor = offset
        }
        restartCaretBlink()
        setNeedsDisplay()
    }

    func textTouchesMoved(_ touch: Touch) {
        guard isFirstResponder, let anchor = pressAnchor else { return }
        editing.selection = TextSelection(anchor: anchor, head: offset(at: touch.location(in: self)))
        restartCaretBlink()
        setNeedsDisplay()
    }

    func textTouchesEnded(_ touch: Touch) {
        let point = touch.location(in: self)
        defer { pressAnchor = nil }
        if touchEndedOnAccessory(point) { return }
        let moved = touch.locationInWindow.distance(to: touch.startLocationInWindow) > Control.tapSlop
        if !isFirstResponder {
            guard !moved, self.point(inside: point), becomeFirstResponder() else { return }
            editing.selection = .caret(offset(at: point))
            restartCaretBlink()
        }
        if !moved { lastTap = (touch.timestamp, touch.locationInWindow) }
    }

}
