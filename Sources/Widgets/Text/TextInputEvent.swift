/// The control events of an editable text (UIControl.Event's editing group), which `addAction(for:)`
/// subscribes to.
public enum TextInputEvent: String, Sendable, CaseIterable {
    case editingDidBegin, editingChanged, editingDidEnd
    /// Return ended editing (UIControl.Event.editingDidEndOnExit): sent when the delegate's
    /// `textFieldShouldReturn` allows it, before the field resigns.
    case editingDidEndOnExit
}
