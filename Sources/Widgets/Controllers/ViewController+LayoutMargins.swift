import Render

extension ViewController {
    /// The least side margins this controller's root view keeps (UIViewController.systemMinimumLayoutMargins):
    /// 16 pt in a compact width and 20 pt in a regular one, none on top and bottom, where the safe area
    /// already keeps content clear of the bars. Apple's documentation: "the system minimum … varies by
    /// device and size class"; measured on iOS 11+ as 16 on iPhones in portrait and 20 on iPads.
    public var systemMinimumLayoutMargins: EdgeInsets {
        let side: Double = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}
