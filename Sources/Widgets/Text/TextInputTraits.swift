/// How a text field draws its edge (UITextField.BorderStyle).
public enum TextBorderStyle: String, Sendable {
    case none, line, bezel, roundedRect
}

/// When the clear button shows (UITextField.ViewMode).
public enum TextFieldViewMode: String, Sendable {
    case never, whileEditing, unlessEditing, always
}
