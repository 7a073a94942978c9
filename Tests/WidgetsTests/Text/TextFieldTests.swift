import Render
import Testing
import TestSupport
@testable import Widgets

/// A delegate that records what it was asked and refuses digits.
@MainActor
final class RecordingFieldDelegate: TextFieldDelegate {
    var log: [String] = []
    var returns = true
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("began") }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("ended") }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        log.append("change \(range.lowerBound)..<\(range.upperBound) \"\(string)\"")
        return !string.contains(where: \.isNumber)
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("return")
        return returns
    }
}

@MainActor
@Suite("Text field")
struct TextFieldTests {
    /// A window with a 200 pt field at (20, 100); FixedTextMeasurer: 8.5 pt per character at 17 pt.
    func scene(text: String = "") -> (Window, ManualClock, TextField) {
        let (window, clock) = TestSupport.makeWindow()
        let field = TextField(text: text, placeholder: "Name")
        field.frame = Rect(x: 20, y: 100, width: 200, height: 44)
        window.rootView.addSubview(field)
        window.step(clock)
        return (window, clock, field)
    }

    func key(_ window: Window, _ combo: String) { window.sendKey(try! KeyCombo.parse(combo)) }

    func tap(_ window: Window, _ clock: ManualClock, at p: Point) {
        window.sendPointer(.began, at: p, time: clock.now)
        window.step(clock)
        window.sendPointer(.ended, at: p, time: clock.now)
        window.step(clock)
    }

    @Test("a tap focuses the field and puts the caret where it landed")
    func tapFocuses() {
        let (window, clock, field) = scene(text: "abcdef")
        tap(window, clock, at: Point(x: 20 + 8.5 * 2 + 1, y: 120))
        #expect(field.isFirstResponder)
        #expect(field.editing.selection == .caret(2))
    }

    @Test("ASCII and non-ASCII text arrive through the text-input path; Backspace deletes")
    func typing() {
        let (window, clock, field) = scene()
        field.becomeFirstResponder()
        for ch in "Zoë 東京 👍" { #expect(window.sendText(String(ch))); window.step(clock) }
        #expect(field.text == "Zoë 東京 👍")
        key(window, "backspace")
        key(window, "backspace")
        #expect(field.text == "Zoë 東京")
        // Plain letter keys are the text event's, not key commands: "d" pressed does not type twice.
        key(window, "d")
        #expect(field.text == "Zoë 東京")
    }

    @Test("arrows, Home and End move the caret; shift extends; Ctrl+A selects all")
    func caretMovement() {
        let (window, _, field) = scene(text: "hello world")
        field.becomeFirstResponder()
        #expect(field.selectedCharacterRange == 11..<11)
        key(window, "home")
        key(window, "right")
        key(window, "shift+right")
        key(window, "shift+right")
        #expect(field.selectedCharacterRange == 1..<3)
        key(window, "left")
        #expect(field.selectedCharacterRange == 1..<1)
        key(window, "shift+end")
        #expect(field.selectedCharacterRange == 1..<11)
        key(window, "end")
        key(window, "shift+home")
        #expect(field.selectedCharacterRange == 0..<11)
        key(window, "right")
        key(window, "ctrl+a")
        #expect(field.selectedCharacterRange == 0..<11)
    }

    @Test("Ctrl+C, Ctrl+X and Ctrl+V round-trip through the window's clipboard")
    func clipboard() {
        let (window, _, field) = scene(text: "copy me")
        let board = MemoryClipboard()
        window.clipboard = board
        field.becomeFirstResponder()
        key(window, "shift+left")
        key(window, "shift+left")
        key(window, "ctrl+c")
        #expect(board.text == "me")
        key(window, "ctrl+x")
        #expect(field.text == "copy " && board.text == "me")
        key(window, "home")
        key(window, "ctrl+v")
        #expect(field.text == "mecopy " && field.selectedCharacterRange == 2..<2)
        board.text = "two\nlines"
        key(window, "ctrl+v")
        #expect(field.text == "metwo linescopy ")
        field.isSecureTextEntry = true
        key(window, "ctrl+a")
        key(window, "ctrl+c")
        #expect(board.text == "two\nlines")
    }

    @Test("a drag selects from the press to the pointer; a double click selects the word")
    func pointerSelection() {
        let (window, clock, field) = scene(text: "one two three")
        field.becomeFirstResponder()
        let x0 = 20.0
        window.sendPointer(.began, at: Point(x: x0 + 8.5 * 4, y: 120), time: clock.now)
        window.step(clock)
        window.sendPointer(.moved, at: Point(x: x0 + 8.5 * 8, y: 120), time: clock.now)
        window.step(clock)
        window.sendPointer(.ended, at: Point(x: x0 + 8.5 * 8, y: 120), time: clock.now)
        window.step(clock)
        #expect(field.selectedCharacterRange == 4..<8)
        let word = Point(x: x0 + 8.5 * 10, y: 120)
        tap(window, clock, at: word)
        #expect(field.selectedCharacterRange == 10..<10)
        tap(window, clock, at: word)
        #expect(field.selectedCharacterRange == 8..<13)
    }

    @Test("the delegate hears editing begin and end, refuses edits, and decides Return; editingChanged fires per edit")
    func delegateAndEvents() {
        let (window, _, field) = scene()
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        var events: [String] = []
        for event in TextInputEvent.allCases { field.addAction(for: event) { _ in events.append(event.rawValue) } }
        field.becomeFirstResponder()
        window.sendText("a")
        window.sendText("1")
        key(window, "return")
        #expect(field.text == "a")
        #expect(delegate.log == ["began", "change 0..<0 \"a\"", "change 1..<1 \"1\"", "return", "ended"])
        #expect(field.isFirstResponder == false)
        #expect(events == ["editingDidBegin", "editingChanged", "editingDidEndOnExit", "editingDidEnd"])
    }

    @Test("the caret blinks on the animation clock, half a second lit, half dark, and stays lit while typing")
    func caretBlink() {
        let (window, clock, field) = scene()
        field.becomeFirstResponder()
        window.step(clock)
        #expect(field.isCaretVisible)
        window.step(clock, frames: 30)
        #expect(!field.isCaretVisible)
        #expect(window.advanceFrame() || true)
        window.step(clock, frames: 30)
        #expect(field.isCaretVisible)
        // Typing every 0.4 s: never dark.
        for _ in 0..<5 {
            window.sendText("x")
            window.step(clock, frames: 24)
            #expect(field.isCaretVisible)
        }
        // Slow animations stretch the blink with every other motion.
        window.engine.slowAnimationFactor = 10
        window.sendText("y")
        window.step(clock)
        window.step(clock, frames: 60)
        #expect(field.isCaretVisible)
    }

    @Test("the tree gives text, selection and first-responder state")
    func tree() {
        let (window, _, field) = scene(text: "abc")
        field.identifier = "f"
        field.becomeFirstResponder()
        key(window, "shift+left")
        let pairs = Dictionary(uniqueKeysWithValues: field.treeAttributes().map { ($0.0, $0.1) })
        #expect(pairs["text"] == .string("abc"))
        #expect(pairs["selection"] == .array([.number(2), .number(1)]))
        #expect(pairs["isFirstResponder"] == .bool(true))
    }

    @Test("the line scrolls to keep the caret in view while editing and shows its start after")
    func horizontalScroll() {
        let (window, _, field) = scene()
        field.becomeFirstResponder()
        window.sendText(String(repeating: "w", count: 40))
        #expect(field.scrollX > 0)
        #expect(field.caretRect(at: 40).maxX <= field.textRect.maxX + 1)
        field.resignFirstResponder()
        #expect(field.scrollX == 0)
    }

    @Test("the clear button empties the field when the delegate agrees")
    func clearButton() {
        let (window, clock, field) = scene(text: "abc")
        field.clearButtonMode = .whileEditing
        field.becomeFirstResponder()
        window.step(clock)
        #expect(field.showsClearButton)
        let c = field.convert(field.clearButtonRect.center, to: nil)
        tap(window, clock, at: c)
        #expect(field.text.isEmpty && field.isFirstResponder)
    }
}
