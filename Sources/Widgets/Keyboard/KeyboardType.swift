/// Which keys the on-screen keyboard shows for a text input (UIKeyboardType, the cases Handheld draws).
/// UIKit declares it with UITextInputTraits, beside the keyboard, not with the text views that adopt it.
public enum KeyboardType: String, Sendable, CaseIterable {
    /// Letters, with "123" for digits and punctuation.
    case `default`
    /// Letters with "@" and "." beside the space bar (UIKeyboardType.emailAddress).
    case emailAddress
    /// Letters with "/" and ".com" (UIKeyboardType.URL).
    case url
    /// The digits-and-punctuation plane first (UIKeyboardType.numbersAndPunctuation).
    case numbersAndPunctuation
    /// A phone-style 3×4 pad of digits (UIKeyboardType.numberPad).
    case numberPad
    /// The number pad with a decimal separator (UIKeyboardType.decimalPad).
    case decimalPad
}
