import Testing
import UIKit

// Swift 5 mode: text and colours as UIKit declares them (`UITextField.text: String?`, `UITextView.text: String!`,
// `UILabel.textColor: UIColor!`), keyboard types by UIKit's names, and an empty attributed string to build on.

/// A form screen's validation, written against optional text as apps write it.
func trimmedName(in field: UITextField) -> String? {
    guard let text = field.text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
    return text
}

@MainActor
struct Swift5OptionalTextTests {
    @Test("optional text reads and clears as UIKit's: guard let, optional chaining, ?? and nil")
    func optionalText() {
        let field = UITextField()
        #expect(trimmedName(in: field) == nil)
        field.text = "  Ada  "
        #expect(trimmedName(in: field) == "Ada")
        field.text = nil
        #expect((field.text ?? "x").isEmpty)
        let view = UITextView()
        view.text = "Notes"
        #expect(view.text?.count == 5)
    }

    @Test("an optional colour assigns to a label's text colour; nil restores the label colour")
    func labelColour() {
        let label = UILabel()
        let accent: UIColor? = .systemRed
        label.textColor = accent
        #expect(label.textColor == .systemRed)
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test("UIKeyboardType's cases by UIKit's names reach the field")
    func keyboardTypes() {
        let field = UITextField()
        let types: [UIKeyboardType] = [.URL, .phonePad, .twitter, .webSearch, .asciiCapable, .namePhonePad, .asciiCapableNumberPad]
        var seen: [UIKeyboardType] = []
        for type in types {
            field.keyboardType = type
            seen.append(field.keyboardType)
        }
        #expect(seen == types)
        #expect(UIKeyboardType.URL == .url)
    }

    @Test("an empty mutable attributed string grows by appending, as a placeholder builder writes it")
    func emptyAttributedString() {
        let placeholder = NSMutableAttributedString()
        #expect(placeholder.length == 0)
        placeholder.append(NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.gray]))
        placeholder.append(NSAttributedString(string: " *"))
        #expect(placeholder.string == "Email *")
    }
}
