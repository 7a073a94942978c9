/// How a presentation animates in and out (UIModalTransitionStyle), read from the presented controller's
/// `modalTransitionStyle` when it is presented. The names, order and meaning are UIKit's (Apple's
/// documentation of UIModalTransitionStyle); how each one is drawn here is in `ModalTransitionAnimator`.
/// A controller that is its own transitioning delegate (an alert) keeps its own animator whatever this says,
/// as UIKit's alert controller does: UIKit asks the transitioning delegate before the built-in transitions.
public enum ModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom, and back down on dismissal (the default).
    case coverVertical = 0
    /// A horizontal 3D flip, right to left, showing the presented view as the back of the current one.
    case flipHorizontal = 1
    /// The presented view fades in over the current one, and out on dismissal.
    case crossDissolve = 2
    /// The current view's corner curls up to show the presented view underneath (full screen only).
    case partialCurl = 3

    /// The name scripts and the tree JSON use.
    public var name: String {
        switch self {
        case .coverVertical: "coverVertical"
        case .flipHorizontal: "flipHorizontal"
        case .crossDissolve: "crossDissolve"
        case .partialCurl: "partialCurl"
        }
    }
}

extension ViewController {
    /// The transition `present` uses for this controller (UIViewController.modalTransitionStyle,
    /// `.coverVertical` by default as in UIKit).
    public var modalTransitionStyle: ModalTransitionStyle {
        get { presentationLinks.modalTransitionStyle }
        set { presentationLinks.modalTransitionStyle = newValue }
    }

    /// Whether this controller, defining the presentation context of a `.currentContext` or
    /// `.overCurrentContext` presentation, imposes its own `modalTransitionStyle` on it
    /// (UIViewController.providesPresentationContextTransitionStyle, false by default).
    public var providesPresentationContextTransitionStyle: Bool {
        get { presentationLinks.providesContextTransitionStyle }
        set { presentationLinks.providesContextTransitionStyle = newValue }
    }
}
