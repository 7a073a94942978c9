import Foundation
import HandheldKit

/// The status bar as UIApplication reported it before scenes (statusBarFrame, statusBarOrientation,
/// isStatusBarHidden, statusBarStyle; deprecated in iOS 13 for the window scene's status bar manager and
/// still read by real apps to lay out under the bar). Answered from the key window (or the first window),
/// whose size and safe area are the device's in its current orientation.
extension UIApplication {
    /// The window the status bar questions are about.
    private var statusBarWindow: UIWindow? { keyWindow ?? windows.first }

    /// The status bar's rectangle in window coordinates: the window's width, the device's bar height; zero
    /// when the bar is hidden ("CGRectZero if the status bar is hidden", Apple's documentation), which it is
    /// on an iPhone in landscape (docs/reference/devices.md § Status bar). With no window, the app's screen
    /// held upright.
    public var statusBarFrame: CGRect {
        guard let window = statusBarWindow else {
            let height = Self.statusBarHeight(safeAreaTop: Double(screen.safeAreaInsets.top))
            return CGRect(x: 0, y: 0, width: screen.bounds.width, height: CGFloat(height))
        }
        guard !window.isStatusBarHidden else { return .zero }
        let height = Self.statusBarHeight(safeAreaTop: window.safeAreaInsets.top)
        guard height > 0 else { return .zero }
        return CGRect(x: 0, y: 0, width: CGFloat(window.bounds.width), height: CGFloat(height))
    }

    /// The bar's height under a top safe inset: the inset itself (20 on home-button devices, 24 on iPads, 44
    /// and 50 on notched iPhones), except under a Dynamic Island, whose 59 and 62 pt insets sit below a 54 pt
    /// bar (docs/reference/devices.md [GK-41]; 54 on the 16 Pro Max is that table's estimate). A top inset of
    /// 0 (an iPhone in landscape) is no bar.
    static func statusBarHeight(safeAreaTop top: Double) -> Double {
        top >= 59 ? 54 : top
    }

    /// UIApplication.statusBarOrientation: from the window's shape, as UIDevice.orientation, with the
    /// landscape cases swapped as UIKit's interface orientations are (the device turned right shows the
    /// interface turned left). `.portrait` with no window.
    public var statusBarOrientation: UIInterfaceOrientation {
        switch UIDevice.current.orientation {
        case .landscapeLeft: .landscapeRight
        case .landscapeRight: .landscapeLeft
        case .portraitUpsideDown: .portraitUpsideDown
        default: .portrait
        }
    }

    /// UIApplication.isStatusBarHidden: the key window's, as its controllers decide it. Setting it has no
    /// effect, as in UIKit with view-controller-based status bar appearance, the default since iOS 7
    /// (UIViewControllerBasedStatusBarAppearance; Handheld apps have no Info.plist to turn it off).
    public var isStatusBarHidden: Bool {
        get { statusBarWindow?.isStatusBarHidden ?? false }
        set {}
    }

    /// UIApplication.statusBarStyle: the style the deciding controller prefers (the root or the controller
    /// presented full screen, its `childForStatusBarStyle` asked first, as UIKit does; ViewController+StatusBar);
    /// `.default` without one.
    public var statusBarStyle: UIStatusBarStyle {
        statusBarWindow?.rootViewController?.statusBarDecider.controllerForStatusBarStyle.preferredStatusBarStyle ?? .default
    }
}
