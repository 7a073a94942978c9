import Render
import Testing
import TestSupport
import Widgets

/// A text view with no scroll view around it (the mail draft's body) under the on-screen keyboard. The bug:
/// only scroll views took the keyboard's inset, so typing past the keyboard's top put the caret under it.
@MainActor
@Suite("Text view: keyboard avoidance")
struct TextViewKeyboardInsetTests {
    /// An iPhone 8 window (keyboard 260 pt, top at 407) with a text view reaching to y 600.
    func scene() -> (Window, ManualClock, TextView) {
        let (window, clock) = TestSupport.makeWindow()
        let text = TextView()
        text.frame = Rect(x: 16, y: 100, width: 343, height: 500)
        window.rootView.addSubview(text)
        window.step(clock)
        return (window, clock, text)
    }

    func caretBottomInWindow(_ text: TextView) -> Double {
        text.convert(text.caretRect(at: text.selectedCharacterRange.upperBound), to: nil).maxY
    }

    @Test("the keyboard over a text view becomes its bottom inset, and typed lines keep the caret above the keyboard")
    func caretStaysAboveKeyboard() {
        let (window, clock, text) = scene()
        _ = text.becomeFirstResponder()
        window.step(clock, frames: 20)
        let keyboardTop = window.keyboard.frame.minY
        #expect(keyboardTop == 407)
        // 600 − 407 pt of the view lie under the keyboard.
        #expect(text.keyboardInset == 193)
        for i in 0..<20 { text.insertText("line \(i)\n") }
        window.step(clock, frames: 2)
        #expect(text.contentOffsetY > 0)
        #expect(caretBottomInWindow(text) <= keyboardTop - text.textContainerInset.bottom + 0.001)
        // The caret is not scrolled further than needed: it sits right at the keyboard's top less the inset.
        #expect(abs(caretBottomInWindow(text) - (keyboardTop - text.textContainerInset.bottom)) < 0.001)
        // The last line can scroll up to the keyboard: the inset adds to the scrollable height.
        #expect(text.maximumContentOffsetY == text.contentHeight + 193 - 500)
    }

    @Test("the inset goes when the keyboard hides, clamping the scroll offset back")
    func insetGoesWithKeyboard() {
        let (window, clock, text) = scene()
        _ = text.becomeFirstResponder()
        window.step(clock, frames: 20)
        for i in 0..<20 { text.insertText("line \(i)\n") }
        window.step(clock, frames: 2)
        _ = text.resignFirstResponder()
        window.step(clock, frames: 20)
        #expect(text.keyboardInset == 0)
        #expect(text.contentOffsetY == text.maximumContentOffsetY)
    }

    @Test("a text view inside a scroll view leaves the inset to the scroll view")
    func scrollViewTakesIt() {
        let (window, clock) = TestSupport.makeWindow()
        let scroll = ScrollView()
        scroll.frame = Rect(x: 0, y: 0, width: 375, height: 667)
        scroll.contentSize = Size(width: 375, height: 1000)
        let text = TextView()
        text.frame = Rect(x: 16, y: 300, width: 343, height: 300)
        scroll.addSubview(text)
        window.rootView.addSubview(scroll)
        window.step(clock)
        _ = text.becomeFirstResponder()
        window.step(clock, frames: 20)
        #expect(scroll.keyboardInset > 0)
        #expect(text.keyboardInset == 0)
    }
}
