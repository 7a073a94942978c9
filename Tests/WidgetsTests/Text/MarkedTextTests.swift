import Render
import Testing
import TestSupport
import Widgets

/// An input method's composition (UITextInput's marked text): provisional text in the field, replaced by the
/// confirmed text, kept as typed when the user taps or leaves, and asked of the delegate like any edit.
@MainActor
@Suite("Marked text")
struct MarkedTextTests {
    /// A focused 200 pt field at (20, 100) holding `text`, with a recording delegate.
    func scene(text: String = "") -> (Window, ManualClock, TextField, RecordingFieldDelegate) {
        let (window, clock) = TestSupport.makeWindow()
        let field = TextField(text: text, placeholder: "Name")
        field.frame = Rect(x: 20, y: 100, width: 200, height: 44)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        window.rootView.addSubview(field)
        window.step(clock)
        field.becomeFirstResponder()
        delegate.log.removeAll()
        return (window, clock, field, delegate)
    }

    @Test("pinyin grows as marked text, then the picked character replaces it: editingChanged and the delegate see each step")
    func compositionThenCommit() {
        let (window, clock, field, delegate) = scene(text: "I say ")
        var changes: [String] = []
        field.addAction(for: .editingChanged) { changes.append("\($0.text ?? "") marked \($0.markedTextRange.map { "\($0)" } ?? "nil")") }
        #expect(window.sendMarkedText("n", cursor: 1))
        #expect(window.sendMarkedText("ni", cursor: 2))
        #expect(field.text == "I say ni" && field.markedTextRange == 6..<8 && field.editing.selection == .caret(8))
        window.sendMarkedText("", cursor: 0)
        window.sendText("你")
        window.step(clock)
        #expect(field.text == "I say 你" && field.markedTextRange == nil && field.editing.selection == .caret(7))
        #expect(changes == ["I say n marked 6..<7", "I say ni marked 6..<8", "I say  marked nil", "I say 你 marked nil"])
        #expect(delegate.log == ["change 6..<6 \"n\"", "change 6..<7 \"ni\"", "change 6..<8 \"\"", "change 6..<6 \"你\""])
    }

    @Test("confirmed text replaces a composition still marked, and the caret may sit inside it")
    func commitReplacesMarked() {
        let (window, _, field, _) = scene(text: "ab")
        field.selectedCharacterRange = 1..<1
        window.sendMarkedText("xyz", cursor: 1)
        #expect(field.text == "axyzb" && field.markedTextRange == 1..<4 && field.editing.selection == .caret(2))
        window.sendText("ü")
        #expect(field.text == "aüb" && field.markedTextRange == nil && field.editing.selection == .caret(2))
    }

    @Test("a selection is what the first marked text replaces")
    func replacesSelection() {
        let (window, _, field, _) = scene(text: "hello")
        field.selectedCharacterRange = 1..<4
        window.sendMarkedText("´", cursor: 1)
        #expect(field.text == "h´o" && field.markedTextRange == 1..<2)
    }

    @Test("a tap in the field and resigning keep the marked text as typed (UIKit commits it)")
    func tapAndResignUnmark() {
        let (window, clock, field, _) = scene(text: "ab")
        window.sendMarkedText("kan", cursor: 3)
        window.sendPointer(.began, at: Point(x: 21, y: 120), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 21, y: 120), time: clock.now)
        #expect(field.text == "abkan" && field.markedTextRange == nil && field.editing.selection == .caret(0))
        window.sendMarkedText("x", cursor: 1)
        #expect(field.markedTextRange == 0..<1)
        field.resignFirstResponder()
        #expect(field.text == "xabkan" && field.markedTextRange == nil)
    }

    @Test("a delegate that refuses the composition keeps the text; Return while composing confirms it, no more")
    func refusedAndReturn() {
        let (window, _, field, delegate) = scene(text: "a")
        window.sendMarkedText("1", cursor: 1)
        #expect(field.text == "a" && field.markedTextRange == nil, "RecordingFieldDelegate refuses digits")
        window.sendMarkedText("b", cursor: 1)
        window.sendText("\n")
        #expect(field.isFirstResponder && !delegate.log.contains("return"))
        #expect(field.text == "ab" && field.markedTextRange == nil && field.editing.selection == .caret(2))
    }

    @Test("marked text is drawn on a pale wash of the tint, paler than a selection, and listed in the tree")
    func drawnAndInTree() {
        let (window, _, field, _) = scene(text: "ab")
        window.sendMarkedText("cd", cursor: 2)
        let canvas = RecordingCanvas()
        field.render(in: canvas)
        let wash = canvas.commands.compactMap { command -> Rect? in
            if case let .fill(rect, color) = command, abs(color.alpha - TextInputView.markedTextAlpha) < 0.001 { return rect }
            return nil
        }
        #expect(wash.count == 1)
        #expect(wash.first.map { abs($0.width - 2 * 8.5) < 0.01 } == true, "two characters of 8.5 pt: \(wash)")
        let attributes = Dictionary(field.treeAttributes(), uniquingKeysWith: { a, _ in a })
        #expect(attributes["markedRange"] == .array([.number(2), .number(2)]))
        #expect(TextInputView.markedTextAlpha < TextInputView.selectionAlpha)
    }

    @Test("the input method's candidate list goes by the caret, and by the composition's start while one is marked")
    func textInputRect() {
        let (window, _, field, _) = scene(text: "ab")
        let atEnd = window.textInputRect
        field.selectedCharacterRange = 0..<0
        let atStart = window.textInputRect
        #expect(atEnd != nil && atStart != nil)
        #expect(abs((atEnd?.minX ?? 0) - (atStart?.minX ?? 0) - 2 * 8.5) < 0.01, "two characters of 8.5 pt apart")
        #expect((atStart?.minY ?? 0) >= 100 && (atStart?.maxY ?? 0) <= 144, "inside the field at y 100…144")
        window.sendMarkedText("xyz", cursor: 3)
        #expect(window.textInputRect == atStart, "the list stays at the composition's start as it grows")
        field.resignFirstResponder()
        #expect(window.textInputRect == nil)
    }

    @Test("no marked text goes to a first responder that takes no text")
    func nowhere() {
        let (window, _) = TestSupport.makeWindow()
        #expect(!window.sendMarkedText("a", cursor: 1))
    }
}
