import Foundation

/// The three editing notifications of a text input: UIKit posts them through Foundation's default centre with
/// the input as the object (`UITextField.textDidBeginEditingNotification`, "The affected text field is stored
/// in the object parameter of the notification", and UITextView's), whoever else listens.
public struct EditingNotificationNames: Sendable {
    public var didBegin: Notification.Name
    public var didChange: Notification.Name
    public var didEnd: Notification.Name

    /// UIKit's raw names: "UITextFieldTextDidChangeNotification" for the prefix "UITextField", and so on.
    init(uikitPrefix prefix: String) {
        didBegin = Notification.Name("\(prefix)TextDidBeginEditingNotification")
        didChange = Notification.Name("\(prefix)TextDidChangeNotification")
        didEnd = Notification.Name("\(prefix)TextDidEndEditingNotification")
    }

    static let textField = EditingNotificationNames(uikitPrefix: "UITextField")
    static let textView = EditingNotificationNames(uikitPrefix: "UITextView")
}

extension TextInputView {
    /// Sets the text as code does (`text`), or as the user's edit when `byUser` (a search controller clearing
    /// its bar after the user's Cancel): only the user's edits reach `userDidChangeText()`, the
    /// `editingChanged` targets and the did-change notification.
    package func setText(_ newValue: String, byUser: Bool) {
        guard newValue != editing.text else { return }
        let was = editingByUser
        editingByUser = byUser
        defer { editingByUser = was }
        editing.setText(newValue)
    }

    /// Posts one of this input's editing notifications, if it has names for them.
    func postEditingNotification(_ name: KeyPath<EditingNotificationNames, Notification.Name>) {
        guard let names = editingNotificationNames else { return }
        NotificationCenter.default.post(name: names[keyPath: name], object: self)
    }
}

extension TextField {
    /// UIKit's `UITextField.textDidBeginEditingNotification`, posted when the field becomes first responder.
    public nonisolated static let textDidBeginEditingNotification = EditingNotificationNames.textField.didBegin
    /// UIKit's `UITextField.textDidChangeNotification`, posted for the user's edits only.
    public nonisolated static let textDidChangeNotification = EditingNotificationNames.textField.didChange
    /// UIKit's `UITextField.textDidEndEditingNotification`, posted when editing ends.
    public nonisolated static let textDidEndEditingNotification = EditingNotificationNames.textField.didEnd
}

extension TextView {
    /// UIKit's `UITextView.textDidBeginEditingNotification`.
    public nonisolated static let textDidBeginEditingNotification = EditingNotificationNames.textView.didBegin
    /// UIKit's `UITextView.textDidChangeNotification`, posted for the user's edits only.
    public nonisolated static let textDidChangeNotification = EditingNotificationNames.textView.didChange
    /// UIKit's `UITextView.textDidEndEditingNotification`.
    public nonisolated static let textDidEndEditingNotification = EditingNotificationNames.textView.didEnd
}
