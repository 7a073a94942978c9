import Testing
import TestSupport
import UIKit
import Widgets

/// A note editor as apps write one: it inserts a snippet at the caret through `selectedRange`, and a
/// field moves its caret with UITextInput's positions.
final class NoteEditorViewController: UIViewController {
    let textView = UITextView()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        field.frame = CGRect(x: 0, y: 220, width: 300, height: 34)
        view.addSubview(textView)
        view.addSubview(field)
    }

    /// Inserts `snippet` at the selection, as NSString edits do, and puts the caret after it.
    func insert(_ snippet: String) {
        let range = textView.selectedRange
        textView.text = (textView.text as NSString).replacingCharacters(in: range, with: snippet)
        textView.selectedRange = NSRange(location: range.location + (snippet as NSString).length, length: 0)
    }

    /// The caret's offset in the field, as apps read it.
    var fieldCaret: Int? {
        guard let range = field.selectedTextRange else { return nil }
        return field.offset(from: field.beginningOfDocument, to: range.start)
    }
}

/// UITextView.selectedRange and UITextInput's basics count UTF-16 code units, NSString's unit, as on iOS.
@MainActor
struct Swift5TextSelectionTests {
    @Test("selectedRange is an NSRange in UTF-16 units: an emoji counts two, and NSString edits line up")
    func textViewSelectedRange() {
        let editor = NoteEditorViewController()
        editor.loadViewIfNeeded()
        editor.textView.text = "👍 ok"
        #expect(editor.textView.selectedRange == NSRange(location: 5, length: 0), "the caret ends the text: 2 + 1 + 2 units")
        editor.textView.selectedRange = NSRange(location: 0, length: 0)
        #expect(editor.textView.selectedRange.location == 0 && editor.textView.selectedRange.length == 0)
        editor.textView.selectedRange = NSRange(location: 3, length: 2)
        #expect((editor.textView.text as NSString).substring(with: editor.textView.selectedRange) == "ok")
        #expect(editor.textView.selectedCharacterRange == 2..<4, "Handheld's characters: the emoji is one")
        editor.textView.selectedRange = NSRange(location: 2, length: 0)
        editor.insert("🎉")
        #expect(editor.textView.text == "👍🎉 ok")
        #expect(editor.textView.selectedRange == NSRange(location: 4, length: 0))
        editor.textView.selectedRange = NSRange(location: 1, length: 0)
        #expect(editor.textView.selectedRange.location == 0, "inside the emoji's surrogate pair: its start")
        editor.textView.selectedRange = NSRange(location: 40, length: 3)
        #expect(editor.textView.selectedRange == NSRange(location: 7, length: 0), "clamped to the text")
    }

    @Test("selectedTextRange, positions and offsets move a text field's caret, and typing lands there")
    func textFieldPositions() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 320, height: 300))
        let editor = NoteEditorViewController()
        window.rootViewController = editor
        window.step(clock)
        let field = editor.field
        field.text = "héllo 🌍"
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 8)
        #expect(editor.fieldCaret == 8)
        _ = field.becomeFirstResponder()
        if let start = field.position(from: field.beginningOfDocument, offset: 1) {
            field.selectedTextRange = field.textRange(from: start, to: start)
        }
        #expect(editor.fieldCaret == 1)
        _ = window.sendText("e")
        #expect(field.text == "heéllo 🌍" && editor.fieldCaret == 2)

        #expect(field.position(from: field.endOfDocument, offset: 1) == nil, "past the end")
        #expect(field.position(from: field.beginningOfDocument, offset: -1) == nil, "before the start")
        let world = field.position(from: field.endOfDocument, offset: -2)!
        let range = field.textRange(from: field.endOfDocument, to: world)!
        #expect(field.text(in: range) == "🌍")
        #expect(field.offset(from: range.start, to: range.end) == 2 && !range.isEmpty)
        field.selectedTextRange = range
        #expect(field.selectedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 2)
        field.replace(range, withText: "!")
        #expect(field.text == "heéllo !")
    }
}
