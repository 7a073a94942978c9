/// UIView.endEditing(_:): a screen's "dismiss the keyboard" call, made on a container rather than on the
/// field that is editing.
extension View {
    /// Makes the first responder resign when it is this view or inside it. With `force` it resigns whatever
    /// its `canResignFirstResponder` says (UIKit: "forces the first responder to resign, regardless of
    /// whether it wants to"); otherwise it is asked. True when nothing inside is first responder any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder,
              let anchor = responder.anchorView, anchor.isDescendant(of: self) else { return true }
        if force {
            window.resignFirstResponder(ifInside: self)
            return true
        }
        return responder.resignFirstResponder()
    }
}
