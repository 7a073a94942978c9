/// UIKit's adaptive presentation entry points (`show(_:sender:)`, `showDetailViewController(_:sender:)`)
/// and the `splitViewController` lookup they use. A controller calls them without knowing its container:
/// the same list pushes its detail on an iPhone and replaces the detail column on an iPad.
///
/// UIKit routes them through `targetViewController(forAction:sender:)`; here the route is fixed: a split
/// view controller handles both when it is the receiver, otherwise the nearest navigation controller
/// pushes for `show`, and the nearest split handles `showDetailViewController`. They live in an extension,
/// so subclasses cannot override them (UIKit's can).
extension ViewController {
    /// The nearest ancestor that is a split view controller (UIViewController.splitViewController), or
    /// nil; a detail discarded by a collapse has none.
    public var splitViewController: SplitViewController? {
        var ancestor = parent
        while let current = ancestor {
            if let split = current as? SplitViewController { return split }
            ancestor = current.parent
        }
        return nil
    }

    /// Shows `viewController` in the primary context (UIViewController.show(_:sender:)): a navigation
    /// controller (this one or the nearest above) pushes it, animated; a split pushes it onto its primary
    /// navigation controller. Without either there is nowhere to show it (no modal presentation yet).
    public func show(_ viewController: ViewController, sender: Any?) {
        if let split = self as? SplitViewController {
            split.showInPrimary(viewController)
        } else if let navigation = self as? NavigationController ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else if let split = splitViewController {
            split.showInPrimary(viewController)
        }
    }

    /// Shows `viewController` as the detail (UIViewController.showDetailViewController(_:sender:)): in the
    /// nearest split (this one, or an ancestor) it replaces the secondary while expanded and is pushed
    /// onto the primary's stack while collapsed; outside a split it falls back to `show(_:sender:)`.
    public func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        if let split = self as? SplitViewController ?? splitViewController {
            split.showDetailColumn(viewController)
        } else {
            show(viewController, sender: sender)
        }
    }

    /// `showDetailViewController(_:sender:)` under the short name the issue uses.
    public func showDetail(_ viewController: ViewController, sender: Any?) {
        showDetailViewController(viewController, sender: sender)
    }
}
