import HandheldKit

extension TextField {
    /// UITextField.isEditing: whether the field is in edit mode, which it is while it is the first responder
    /// (UITextField's documentation: editing begins when the field becomes first responder and ends when it
    /// resigns).
    public var isEditing: Bool { isFirstResponder }
}
