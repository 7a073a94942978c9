import Render
import Testing
import TestSupport
import Widgets

/// A password field shows the character just typed for about a second, as iOS does. The bug: it hid the
/// last typed character at once.
@MainActor
@Suite("Text field: the last typed password character")
struct SecureRevealTests {
    @Test("the character just typed shows for a second on the window's clock, then is a bullet; the next key hides the previous at once")
    func revealThenHide() {
        let (window, clock) = TestSupport.makeWindow()
        let field = TextField()
        field.isSecureTextEntry = true
        field.frame = Rect(x: 20, y: 100, width: 200, height: 44)
        window.rootView.addSubview(field)
        window.step(clock)
        _ = field.becomeFirstResponder()
        field.insertText("a")
        #expect(field.displayedText == "a")
        field.insertText("b")
        #expect(field.displayedText == "•b")
        window.step(clock, frames: 54)  // 0.9 s
        #expect(field.displayedText == "•b")
        window.step(clock, frames: 8)  // past 1 s
        #expect(field.displayedText == "••")
        #expect(field.text == "ab")
        // Deleting shows nothing in the clear.
        field.insertText("c")
        field.deleteBackward()
        #expect(field.displayedText == "••")
    }

    @Test("a field that is not secure shows its text as it is")
    func plain() {
        let (window, clock) = TestSupport.makeWindow()
        let field = TextField()
        window.rootView.addSubview(field)
        window.step(clock)
        _ = field.becomeFirstResponder()
        field.insertText("ab")
        #expect(field.displayedText == "ab")
    }
}
