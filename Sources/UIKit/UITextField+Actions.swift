import HandheldKit

extension TextField {
    /// UIControl.addAction(_:for:) on a text field (UITextField is a UIControl): `action` runs each time the
    /// field sends one of the editing events in `events` — `.editingDidBegin`, `.editingChanged` (the user's
    /// edits only, never text set in code, as UIKit), `.editingDidEnd` and `.editingDidEndOnExit` (Return, when
    /// `textFieldShouldReturn` allows it; the field then resigns, as a UIKit field with such an action does).
    /// `.primaryActionTriggered` is sent with `.editingDidEndOnExit` (on iOS 14 and later Return is a text
    /// field's primary action). Touch events are not sent by a text field here.
    public func addAction(_ action: UIAction, for events: Control.Event) {
        var inputs: [TextInputEvent] = []
        if events.contains(.editingDidBegin) { inputs.append(.editingDidBegin) }
        if events.contains(.editingChanged) { inputs.append(.editingChanged) }
        if events.contains(.editingDidEnd) { inputs.append(.editingDidEnd) }
        if !events.isDisjoint(with: [.editingDidEndOnExit, .primaryActionTriggered]) { inputs.append(.editingDidEndOnExit) }
        for input in inputs {
            addAction(for: input) { view in action.perform(sender: view) }
        }
    }
}
