import Testing
import Widgets

@Suite("Text editing state")
struct TextEditingStateTests {
    @Test("typing inserts at the caret and replaces the selection")
    func insert() {
        var s = TextEditingState(text: "held")
        s.selection = .caret(2)
        s.insert("l")
        #expect(s.text == "helld" && s.selection == .caret(3))
        s.selection = TextSelection(anchor: 0, head: 4)
        s.insert("wor")
        #expect(s.text == "word" && s.selection == .caret(3))
    }

    @Test("a combining accent typed after its letter joins it: one character, one caret step")
    func combining() {
        var s = TextEditingState(text: "cafe")
        s.insert("\u{301}")
        #expect(s.text == "café" && s.count == 4 && s.selection == .caret(4))
        s.deleteBackward()
        #expect(s.text == "caf")
        s.insert("👩‍👩‍👧")
        #expect(s.count == 4 && s.selection == .caret(4))
    }

    @Test("arrows collapse a selection to its edge; shift+arrows move only the head")
    func arrows() {
        var s = TextEditingState(text: "abcdef")
        s.selection = .caret(3)
        s.moveHorizontally(by: -1, extending: true)
        s.moveHorizontally(by: -1, extending: true)
        #expect(s.selection == TextSelection(anchor: 3, head: 1) && s.selectedText == "bc")
        s.moveHorizontally(by: 1, extending: false)
        #expect(s.selection == .caret(3))
        s.moveHorizontally(by: 10, extending: false)
        #expect(s.selection == .caret(6))
        s.move(to: 0, extending: true)
        #expect(s.selection.range == 0..<6)
    }

    @Test("a word is a run of letters and digits, or of spaces, or of punctuation")
    func words() {
        let s = TextEditingState(text: "Hello, wörld 42")
        #expect(s.wordRange(at: 2) == 0..<5)
        #expect(s.wordRange(at: 8) == 7..<12)
        #expect(s.wordRange(at: 5) == 5..<6)
        #expect(s.wordRange(at: 15) == 13..<15)
        #expect(s.lineBounds(at: 3) == 0..<15)
    }

    @Test("Backspace removes the selection, else the character before the caret, else nothing")
    func backspace() {
        var s = TextEditingState(text: "ab")
        s.selection = .caret(0)
        s.deleteBackward()
        #expect(s.text == "ab")
        s.selection = TextSelection(anchor: 0, head: 2)
        s.deleteBackward()
        #expect(s.text.isEmpty && s.selection == .caret(0))
    }
}
