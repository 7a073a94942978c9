/// Which keys the on-screen keyboard shows for a text input (UIKeyboardType, the cases Handheld draws).
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

/// The title of the keyboard's Return key (UIReturnKeyType, the common cases).
public enum ReturnKeyType: String, Sendable, CaseIterable {
    case `default`, go, next, done, search, send, join

    /// The key's title as iOS's English keyboard shows it; `default` is "return".
    public var title: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .next: "next"
        case .done: "done"
        case .search: "search"
        case .send: "send"
        case .join: "join"
        }
    }

    /// iOS draws every Return key other than the default one blue, with a white title.
    public var isProminent: Bool { self != .default }
}

/// How a text field draws its edge (UITextField.BorderStyle).
public enum TextBorderStyle: String, Sendable {
    case none, line, bezel, roundedRect
}

/// When the clear button shows (UITextField.ViewMode).
public enum TextFieldViewMode: String, Sendable {
    case never, whileEditing, unlessEditing, always
}
