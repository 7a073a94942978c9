import Render
import Testing
import TestSupport
@testable import Widgets

/// Shift follows the sentence (UITextAutocapitalizationType.sentences), read from the last characters
/// before the caret only: the keyboard used to build the whole text before the caret as a string on every
/// keystroke, so typing slowed with the text's length (0.8 → 13 ms a character over 30,000 characters).
@MainActor
@Suite("Keyboard auto-capitalisation")
struct KeyboardAutoCapitalizationTests {
    func scene() -> (Window, ManualClock, TextView) {
        let (window, clock) = TestSupport.makeWindow()
        let input = TextView()
        input.frame = Rect(x: 20, y: 100, width: 300, height: 120)
        window.rootView.addSubview(input)
        window.step(clock)
        input.becomeFirstResponder()
        window.step(clock, frames: 20)
        return (window, clock, input)
    }

    @Test("shift is on in an empty input, after '. ' and after a new line, and off inside a sentence")
    func shiftFollowsSentences() {
        let (window, clock, input) = scene()
        var states: [Bool] = [window.keyboard.view.isShifted]
        for text in ["H", "i", ".", " ", "o", "k", "\n", "x"] {
            _ = window.sendText(text)
            window.step(clock)
            states.append(window.keyboard.view.isShifted)
        }
        #expect(input.text == "Hi. ok\nx")
        #expect(states == [true, false, false, false, true, false, false, true, false])
    }

    @Test("the client gives only the characters asked for before the selection, fewer at the start")
    func tailBeforeSelection() {
        let (_, _, input) = scene()
        input.text = "Sentence one. Two"
        input.editing.selection = .caret(14)
        #expect(input.textBeforeSelection(last: 2) == ". ")
        input.editing.selection = .caret(1)
        #expect(input.textBeforeSelection(last: 2) == "S")
        input.editing.selection = .caret(0)
        #expect(input.textBeforeSelection(last: 2) == "")
        input.editing.selection = TextSelection(anchor: 9, head: 17)
        #expect(input.textBeforeSelection(last: 3) == "ce ")
    }
}
