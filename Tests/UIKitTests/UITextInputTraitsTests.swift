import Testing
import TestSupport
import UIKit
import Widgets

/// The typing traits UIKit code sets on text fields and text views, and what typing does with them.
@MainActor
struct UITextInputTraitsTests {
    func focusedField(in host: UIKitHost, _ configure: (UITextField) -> Void) -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        configure(field)
        host.window.rootViewController?.view.addSubview(field)
        host.window.step(host.clock)
        _ = field.becomeFirstResponder()
        return field
    }

    @Test("the traits read back what was set, with UIKit's defaults and raw values")
    func readBack() {
        let field = UITextField()
        #expect(field.autocorrectionType == .default && field.spellCheckingType == .default)
        #expect(field.smartQuotesType == .default && field.smartDashesType == .default)
        #expect(field.keyboardAppearance == .default && field.textContentType == nil && !field.isSecureTextEntry)
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.keyboardAppearance = .dark
        field.textContentType = .oneTimeCode
        field.isSecureTextEntry = true
        #expect(field.autocorrectionType == .no && field.spellCheckingType == .no)
        #expect(field.keyboardAppearance == .dark && UIKeyboardAppearance.alert == .dark)
        #expect(field.textContentType == .oneTimeCode && field.textContentType.rawValue == "one-time-code")
        #expect(UITextContentType.password.rawValue == "password" && UITextAutocorrectionType.yes.rawValue == 2)
        let view = UITextView()
        view.autocorrectionType = .yes
        view.smartDashesType = .no
        #expect(view.autocorrectionType == .yes && view.smartDashesType == .no)
    }

    @Test("smart quotes and dashes set to yes curl quotes and join hyphens as typed; the default types them straight")
    func smartPunctuation() {
        let host = UIKitHost(UIViewController())
        let smart = focusedField(in: host) {
            $0.smartQuotesType = .yes
            $0.smartDashesType = .yes
        }
        for character in "\"It's\" -- 'ok'" { smart.insertText(String(character)) }
        #expect(smart.text == "\u{201C}It\u{2019}s\u{201D} \u{2014} \u{2018}ok\u{2019}")
        _ = smart.resignFirstResponder()
        let plain = focusedField(in: host) { _ in }
        for character in "\"It's\" --" { plain.insertText(String(character)) }
        #expect(plain.text == "\"It's\" --")
    }

    @Test("UIDatePicker() starts at the current date, as UIKit's does when it is created")
    func datePickerNow() {
        let before = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let picker = UIDatePicker()
        let after = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        let shown = [picker.date.year, picker.date.month, picker.date.day]
        #expect(shown == [before.year!, before.month!, before.day!] || shown == [after.year!, after.month!, after.day!])
    }
}

/// The picked day written by a DateFormatter, as UIKit code shows a UIDatePicker's date in a text field.
@MainActor
struct UIDatePickerFormattingTests {
    @Test("formatter.string(from: datePicker.date) writes the picked day in the formatter's style")
    func formatsPickedDay() {
        let picker = UIDatePicker()
        picker.date = CalendarDate(year: 2024, month: 2, day: 29)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        #expect(formatter.string(from: picker.date) == "Feb 29, 2024")
        formatter.dateStyle = .short
        #expect(formatter.string(from: picker.date) == "2/29/24")
    }
}
