/// How the status bar moves as it hides or shows (UIStatusBarAnimation, UIKit's raw values). A controller
/// names one in `preferredStatusBarUpdateAnimation`; it applies only when `setNeedsStatusBarAppearanceUpdate()`
/// runs inside an animation block and the hidden state changes ("This property comes into play only when you
/// actively change the status bar's show/hide state", [DOC: preferredStatusBarUpdateAnimation]).
public enum StatusBarAnimation: Int, Sendable {
    /// Hides or shows at once.
    case none = 0
    /// "The status bar fades in and out as it is shown or hidden" [DOC: UIStatusBarAnimation.fade].
    case fade = 1
    /// "The status bar slides in or out as it is shown or hidden" [DOC: UIStatusBarAnimation.slide]: up, out
    /// of the screen's top edge.
    case slide = 2
}
