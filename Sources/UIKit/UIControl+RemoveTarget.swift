import HandheldKit

extension Control {
    /// UIControl.removeTarget(_:action:for:). UIKit: "Pass nil [as target] to remove all targets paired with
    /// action and the specified control events", and nil as action "to remove all action messages paired
    /// with target" [DOC: UIControl.removeTarget(_:action:for:)]. Linux has no selectors (`Selector` is
    /// uninhabited, so `action` is always nil) and Handheld's controls hold no target–action pairs, only
    /// closures (`addAction(_:for:)`, `UIButton(primaryAction:)`, `onTap`): with `target` nil this removes
    /// every action for `controlEvents` (a tap's, `.touchUpInside`/`.primaryActionTriggered`; a switch's, a
    /// slider's or a refresh control's, `.valueChanged`). With a target, no pair can match, so nothing is
    /// removed, as UIKit removes nothing for a target that was never added.
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        guard target == nil else { return }
        if !controlEvents.isDisjoint(with: [.touchUpInside, .primaryActionTriggered]) { onTap = nil }
        if controlEvents.contains(.valueChanged) { removeValueChangedActions() }
    }
}
