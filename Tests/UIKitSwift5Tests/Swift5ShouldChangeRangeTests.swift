import Testing
import TestSupport
import UIKit
import Widgets

/// A code field as apps write one: at most four characters, checked by building the new text with
/// NSString in the delegate's UTF-16 range.
final class CodeFieldDelegate: NSObject, UITextFieldDelegate, UITextViewDelegate {
    var ranges: [NSRange] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        ranges.append(range)
        let updated = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        return updated.count <= 4
    }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        ranges.append(range)
        return text != "\n"
    }
}

/// A delegate written with Handheld's character ranges, which the NSRange form's default still asks.
final class CharacterRangeDelegate: UITextFieldDelegate {
    var ranges: [Range<Int>] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        ranges.append(range)
        return true
    }
}

/// UIKit's delegates receive `NSRange`s in UTF-16 units: an app's NSRange method is the one called.
@MainActor
struct Swift5ShouldChangeRangeTests {
    @Test("a text field's delegate gets UTF-16 ranges and its NSString check limits the text")
    func textFieldNSRange() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 320, height: 300))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        let delegate = CodeFieldDelegate()
        field.delegate = delegate
        window.rootView.addSubview(field)
        window.step(clock)
        field.text = "👍"
        _ = field.becomeFirstResponder()
        for ch in ["1", "2", "3", "4"] { _ = window.sendText(ch) }
        #expect(field.text == "👍123", "the fifth character is refused")
        #expect(delegate.ranges == [NSRange(location: 2, length: 0), NSRange(location: 3, length: 0),
                                    NSRange(location: 4, length: 0), NSRange(location: 5, length: 0)])
    }

    @Test("a text view's delegate gets UTF-16 ranges and may refuse a return")
    func textViewNSRange() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 320, height: 300))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let delegate = CodeFieldDelegate()
        textView.delegate = delegate
        window.rootView.addSubview(textView)
        window.step(clock)
        textView.text = "é🌍"
        _ = textView.becomeFirstResponder()
        _ = window.sendText("\n")
        _ = window.sendText("!")
        #expect(textView.text == "é🌍!")
        #expect(delegate.ranges == [NSRange(location: 3, length: 0), NSRange(location: 3, length: 0)])
    }

    @Test("a delegate with the character form is still asked, in characters")
    func characterForm() {
        let (window, clock) = TestSupport.makeWindow(size: CGSize(width: 320, height: 300))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        let delegate = CharacterRangeDelegate()
        field.delegate = delegate
        window.rootView.addSubview(field)
        window.step(clock)
        field.text = "👍"
        _ = field.becomeFirstResponder()
        _ = window.sendText("a")
        #expect(field.text == "👍a" && delegate.ranges == [1..<1])
    }
}
