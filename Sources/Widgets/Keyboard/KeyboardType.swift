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
    /// Letters that type only ASCII (UIKeyboardType.asciiCapable): on the English keyboard drawn here, the
    /// default letters.
    case asciiCapable
    /// The phone pad: digits with their letters and a "+*#" key (UIKeyboardType.phonePad).
    case phonePad
    /// Letters for a name or a number (UIKeyboardType.namePhonePad). iOS's numbers plane is then the phone pad;
    /// here it is the default numbers plane, so the keyboard keeps one height while its plane changes.
    case namePhonePad
    /// Letters with "@" and "#" beside the space bar (UIKeyboardType.twitter).
    case twitter
    /// Letters with "." beside a shorter space bar, for search terms and addresses (UIKeyboardType.webSearch).
    case webSearch
    /// The number pad, ASCII digits only (UIKeyboardType.asciiCapableNumberPad).
    case asciiCapableNumberPad

    /// Whether the iPhone shows a 3×4 pad of digits instead of letters (the pad's shorter height follows).
    public var isDigitPad: Bool {
        switch self {
        case .numberPad, .decimalPad, .asciiCapableNumberPad, .phonePad: true
        default: false
        }
    }
}
