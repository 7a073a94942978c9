/// UIKit's per-control accessibility defaults (what VoiceOver reads on an untouched UIKit control).

extension TextInputView: AccessibleContent {
    /// UITextField and UITextView: the value is the text; a field with no text yet is read by its
    /// placeholder, which XCUITest also matches a field by (`placeholderValue`).
    public var accessibilityDefaults: AccessibilityDefaults {
        let placeholder = (self as? TextField)?.placeholder
        return AccessibilityDefaults(isElement: true, label: placeholder, value: isSecureTextEntry ? nil : text,
                                     traits: isEnabled ? [] : .notEnabled, role: self is TextView ? .textView : .textField)
    }
}
