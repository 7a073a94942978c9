/// Decides what happens to the columns when a split view collapses and separates
/// (UISplitViewControllerDelegate's `splitViewController(_:collapseSecondary:onto:)` and
/// `splitViewController(_:separateSecondaryFrom:)`). Both have defaults that ask for the built-in
/// behaviour, so a delegate implements only the decision it cares about.
///
/// Seed 2's advice: make the delegate an object of its own, not one of the split's view controllers.
/// Separating does not say what the secondary will be, so a delegate must look at the primary's stack;
/// a view controller that does this reaches up into its container. The split holds its delegate weakly,
/// as UIKit does, so something else has to keep it (an app object, or a subclass of the split).
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The split is collapsing: return true when you have dealt with `secondary` (the split then discards
    /// it), false for the default, which moves it onto the primary's navigation stack (see
    /// `SplitViewController`). Asked at launch too when the split first gets a compact size class, which
    /// is how an app shows its list rather than an empty placeholder first on an iPhone.
    func splitViewController(_ splitViewController: SplitViewController, collapseSecondary secondary: ViewController,
                             onto primary: ViewController) -> Bool

    /// The split is expanding: return the controller to show as the secondary, or nil for the default,
    /// which takes the detail part of the primary's navigation stack (see `SplitViewController`).
    /// Returning a controller leaves the primary's stack as it is.
    func splitViewController(_ splitViewController: SplitViewController,
                             separateSecondaryFrom primary: ViewController) -> ViewController?
}

extension SplitViewControllerDelegate {
    public func splitViewController(_ splitViewController: SplitViewController,
                                    collapseSecondary secondary: ViewController,
                                    onto primary: ViewController) -> Bool { false }

    public func splitViewController(_ splitViewController: SplitViewController,
                                    separateSecondaryFrom primary: ViewController) -> ViewController? { nil }
}
