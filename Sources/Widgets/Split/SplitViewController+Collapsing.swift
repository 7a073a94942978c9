import Render

/// Collapsing and separating, with UIKit's default behaviour where the delegate leaves it to the split.
///
/// What the defaults do with navigation controllers (the common case: a navigation controller in each
/// column). UIKit's iOS 8 split pushes the whole secondary navigation controller onto the primary's stack,
/// nesting one inside the other (seed 2 finds a `UINavigationController` in the primary's
/// `viewControllers[1]`); UIKit's column-style split (iOS 14) instead moves the secondary's view
/// controllers between the two columns' stacks. Handheld does the latter, since a navigation controller
/// here does not nest inside another:
/// - collapsing: the secondary navigation controller's `viewControllers` are taken out of it (they
///   disappear from it) and pushed, without animation, onto the primary navigation controller (where they
///   appear again); the emptied navigation controller leaves the split and is remembered;
/// - separating: everything above the primary navigation controller's root is popped off, without
///   animation, and becomes the stack of the remembered navigation controller (or of a new one), which
///   becomes the secondary. A single popped controller that is itself a navigation controller becomes the
///   secondary as it is.
/// A secondary that is not a navigation controller is pushed onto the primary's stack as it is (it stays
/// on screen, so it gets no appearance calls). With a primary that is not a navigation controller, the
/// default collapse discards the secondary and the default separation finds none, as UIKit's base
/// `UIViewController` implementations do.
extension SplitViewController {
    /// Shows one column: asks the delegate about the secondary; if it returns true the secondary is
    /// discarded (it disappears and fades out with the transition), otherwise it is collapsed onto the
    /// primary by default. With no delegate at all the default runs too, so an iPhone launches showing the
    /// secondary — even an empty placeholder — on top of the list, UIKit's well-known default that seed 2's
    /// delegate exists to avoid.
    func collapse(in coordinator: TransitionCoordinator?) {
        finishPendingChanges()
        finishColumnTransitions()
        isCollapsed = true
        if let secondary {
            self.secondary = nil
            if let primary {
                collapseSecondary(secondary, onto: primary, in: coordinator)
            } else {
                removeColumn(secondary, in: coordinator)
            }
        }
        relayoutColumns(in: coordinator)
    }

    /// Asks the delegate, then discards `secondary` or collapses it by default (see the type's comment).
    func collapseSecondary(_ secondary: ViewController, onto primary: ViewController,
                           in coordinator: TransitionCoordinator?) {
        let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
        guard !handled, let navigation = primary as? NavigationController else {
            collapsedSecondaryNavigation = nil
            removeColumn(secondary, in: coordinator)
            return
        }
        if let secondaryNavigation = secondary as? NavigationController {
            let moved = secondaryNavigation.viewControllers
            secondaryNavigation.setViewControllers([], animated: false)
            removeColumn(secondaryNavigation, in: coordinator)
            collapsedSecondaryNavigation = secondaryNavigation
            navigation.setViewControllers(navigation.viewControllers + moved, animated: false)
        } else {
            collapsedSecondaryNavigation = nil
            navigation.pushViewController(secondary, animated: false)
        }
    }

    /// Shows both columns: the delegate's controller becomes the secondary (the primary is left as it
    /// is); if it returns nil, the detail part of the primary's stack does (see the type's comment). When
    /// there is no detail to take, the secondary column stays empty and `viewControllers` holds only the
    /// primary — what UIKit's iOS 8 split shows after the user went back to the list on a collapsed
    /// iPhone Plus and rotated, and why seed 2's delegate returns a placeholder then.
    func separate(in coordinator: TransitionCoordinator?) {
        finishPendingChanges()
        finishColumnTransitions()
        isCollapsed = false
        defer {
            collapsedSecondaryNavigation = nil
            relayoutColumns(in: coordinator)
        }
        guard let primary else { return }
        if let proposed = delegate?.splitViewController(self, separateSecondaryFrom: primary) {
            secondary = proposed
            addColumn(proposed, in: coordinator)
            return
        }
        guard let navigation = primary as? NavigationController, navigation.viewControllers.count > 1 else { return }
        let stack = navigation.viewControllers
        let detail = Array(stack.dropFirst())
        navigation.setViewControllers([stack[0]], animated: false)
        if detail.count == 1, let alreadyWrapped = detail[0] as? NavigationController {
            secondary = alreadyWrapped
            addColumn(alreadyWrapped, in: coordinator)
            return
        }
        // The wrapper joins first, so the detail gets the secondary column's traits and appears with it.
        let wrapper = collapsedSecondaryNavigation ?? NavigationController()
        secondary = wrapper
        addColumn(wrapper, in: coordinator)
        wrapper.setViewControllers(detail, animated: false)
    }

    /// Ends the pushes and pops running in the columns (and those they had queued) by the transition
    /// contract's rule, so their stacks can be changed now: moving controllers between stacks while one
    /// of them is still pushing (a row tapped just before a rotation) would leave a controller in two.
    func finishColumnTransitions() {
        guard isViewLoaded, let window = view.window else { return }
        for column in [primary, secondary].compactMap({ $0 }) where column.isViewLoaded {
            window.finishTransitions(inside: column.view)
        }
    }

    // MARK: Showing

    /// `showDetailViewController(_:sender:)` on this split: expanded, `controller` replaces the secondary
    /// (at once, as UIKit's does); collapsed, it is pushed onto the primary navigation controller, a
    /// navigation controller being unwrapped as collapsing does (its controllers are pushed and it is
    /// remembered for separating). Collapsed with a primary that is not a navigation controller there is
    /// nowhere to show it (UIKit would present it modally, which Handheld does not simulate).
    func showDetailColumn(_ controller: ViewController) {
        guard isCollapsed else {
            guard controller !== secondary else { return }
            setColumns(primary: primary, secondary: controller)
            return
        }
        guard let navigation = primary as? NavigationController else { return }
        finishPendingChanges()
        if let wrapper = controller as? NavigationController {
            let moved = wrapper.viewControllers
            wrapper.setViewControllers([], animated: false)
            collapsedSecondaryNavigation = wrapper
            navigation.setViewControllers(navigation.viewControllers + moved, animated: true)
        } else {
            navigation.pushViewController(controller, animated: true)
        }
    }

    /// `show(_:sender:)` on this split: pushes onto the primary navigation controller, or shows a detail
    /// when the primary is not one.
    func showInPrimary(_ controller: ViewController) {
        if let navigation = primary as? NavigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            showDetailColumn(controller)
        }
    }
}
