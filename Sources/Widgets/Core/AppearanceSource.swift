/// What a window's `applicationResponder` may offer to style views as they enter the window: UIKit applies
/// a class's appearance proxy (UIAppearance) to an instance when it moves into a window, so the check is
/// made there, for every view entering, and the app decides which views it styles. Core views know no
/// appearance: the UIKit layer's app conforms.
@preconcurrency @MainActor
public protocol AppearanceSource: AnyObject {
    /// Called when `view` has just entered a window whose application responder is this object, before its
    /// subviews enter and before `didMoveToWindow`.
    func applyAppearance(to view: View)
}
