import Foundation

/// What a text field asks and tells its delegate (UITextFieldDelegate), every method optional: the
/// defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    /// Before an edit replaces `range` (characters of the current text) with `string`; false refuses it.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool
    /// UIKit's form: `range` in UTF-16 units of the current text, as `NSString` counts them. The text field
    /// asks this one; by default it asks the character form above, so a delegate implements either.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Return was pressed; UIKit does nothing more itself, the delegate usually moves focus or resigns.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool { true }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let lower = textField.characterOffset(ofUTF16: range.location)
        let upper = textField.characterOffset(ofUTF16: range.location + range.length)
        return self.textField(textField, shouldChangeCharactersIn: lower..<max(lower, upper), replacementString: string)
    }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
