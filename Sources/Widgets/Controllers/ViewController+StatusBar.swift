import Render

/// Who hides the status bar. UIKit asks one controller: the topmost full-screen presented controller, or
/// the window's root, each handing the question to `childForStatusBarHidden` when it names one; a
/// navigation controller answers for its top controller and a tab bar controller for its selected one
/// (their children's `prefersStatusBarHidden` hides the bar in UIKit). The answer is read again when
/// `setNeedsStatusBarAppearanceUpdate()` is called and when a controller appears, as UIKit does ("call this
/// method if the view controller's status bar attributes, such as hidden/unhidden status or style, change"
/// [DOC: setNeedsStatusBarAppearanceUpdate()]); no animation (UIKit's `preferredStatusBarUpdateAnimation`
/// is `.fade` inside an animation block, not modelled).
extension ViewController {
    /// UIViewController.setNeedsStatusBarAppearanceUpdate(): asks the deciding controller again (when the
    /// view is in a window; before that, the controller's appearance asks).
    public func setNeedsStatusBarAppearanceUpdate() {
        guard isViewLoaded else { return }
        view.window?.updateStatusBarAppearance()
    }

    /// The controller whose `prefersStatusBarHidden` counts in this one's place.
    /// Containers name their child by overriding `childForStatusBarHidden`.
    var controllerForStatusBarHidden: ViewController {
        childForStatusBarHidden?.controllerForStatusBarHidden ?? self
    }
}

extension Window {
    /// Reads the status bar's hidden state from the deciding controller (see ViewController+StatusBar);
    /// a change redraws the screen.
    public func updateStatusBarAppearance() {
        var decider = rootViewController
        while let presented = decider?.presentedViewController, presented.modalPresentationStyle == .fullScreen
                || presented.modalPresentationStyle == .overFullScreen {
            decider = presented
        }
        let hidden = decider?.controllerForStatusBarHidden.prefersStatusBarHidden ?? false
        guard hidden != isStatusBarHidden else { return }
        isStatusBarHidden = hidden
        setNeedsDisplay()
    }
}
