import Render

/// Who decides the status bar. UIKit asks one controller: from the window's root, the last controller of
/// the presentation chain shown `.fullScreen` or capturing the status bar ("status bar appearance control
/// is transferred from the presenting to the presented view controller only if the presented controller's
/// modalPresentationStyle value is UIModalPresentationStyle.fullScreen. By setting this property to true,
/// you specify the presented view controller controls status bar appearance, even though presented
/// non-fullscreen", [DOC: modalPresentationCapturesStatusBarAppearance]). That controller hands the style
/// question to `childForStatusBarStyle` and the hidden question to `childForStatusBarHidden` as long as one
/// names a child ("If you return nil or do not override this method, the status bar style for self is
/// used", [DOC: childForStatusBarStyle]). Containers answer through those hooks: the navigation controller
/// from its bar, the tab bar controller for its selected controller (NavigationController, TabBarController).
///
/// The answers are read again when `setNeedsStatusBarAppearanceUpdate()` is called ("call this method if the
/// view controller's status bar attributes, such as hidden/unhidden status or style, change" [DOC:
/// setNeedsStatusBarAppearanceUpdate()]), when a controller appears and when a presentation goes; inside an
/// animation block a hide or show moves as `preferredStatusBarUpdateAnimation` says and a new style
/// cross-fades with the block (Window+StatusBar).
extension ViewController {
    /// UIViewController.setNeedsStatusBarAppearanceUpdate(): asks the deciding controller again (when the
    /// view is in a window; before that, the controller's appearance asks).
    public func setNeedsStatusBarAppearanceUpdate() {
        guard isViewLoaded else { return }
        view.window?.updateStatusBarAppearance()
    }

    /// The controller whose `prefersStatusBarHidden` counts in this one's place.
    public var controllerForStatusBarHidden: ViewController {
        childForStatusBarHidden?.controllerForStatusBarHidden ?? self
    }

    /// The controller whose `preferredStatusBarStyle` counts in this one's place.
    public var controllerForStatusBarStyle: ViewController {
        childForStatusBarStyle?.controllerForStatusBarStyle ?? self
    }

    /// The controller deciding the status bar when this one is the window's root: itself, or the last
    /// controller it (and what it presents) presents full screen or capturing the status bar.
    public var statusBarDecider: ViewController {
        var decider = self
        var next = presentedViewController
        while let presented = next {
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            next = presented.presentedViewController
        }
        return decider
    }
}
