import HandheldKit

extension Control {
    /// UIControl.sendActions(for:): runs what is registered for `controlEvents` now, as if the control had
    /// sent them, without changing the control's state (UIKit's "the control calls the action methods
    /// associated with the specified events"). A touch-up-inside or primary action runs the tap actions
    /// (`onTap`, where `addAction(_:for:)` puts them); `.valueChanged` runs the control's value-changed
    /// actions with its current value (UIControl+ValueChanged). Other events have no actions in Handheld's controls.
    public func sendActions(for controlEvents: Event) {
        if !controlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]) { onTap?() }
        if controlEvents.contains(.valueChanged) { sendValueChanged() }
    }
}

/// NSAttributedString.Key's Swift 4 name, `NSAttributedStringKey.foregroundColor`, kept by UIKit code of
/// that era.
public typealias NSAttributedStringKey = NSAttributedString.Key
