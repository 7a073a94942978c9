/// How a text field draws its edge (UITextField.BorderStyle).
public enum TextBorderStyle: String, Sendable {
    case none, line, bezel, roundedRect
}

/// When the clear button shows (UITextField.ViewMode).
public enum TextFieldViewMode: String, Sendable {
    case never, whileEditing, unlessEditing, always
}

/// When the keyboard's shift turns itself on (UITextAutocapitalizationType): `.sentences`, iOS's default, at
/// the start and after ". "; `.words` at each word's start; `.allCharacters` always; `.none` never.
public enum TextAutocapitalizationType: String, Sendable {
    case none, words, sentences, allCharacters
}
