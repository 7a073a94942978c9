import Render

/// The navigation controller's toolbar (UINavigationController.toolbar): hidden unless
/// `isToolbarHidden` is false; when shown it sits at the bottom above the home indicator (its backdrop
/// reaching behind it), and the pages' safe area grows by its height so their content stops above it.
/// It shows the top controller's `toolbarItems`; a push or pop cross-fades them with the transition, as
/// UIKit does, so a back swipe scrubs the fade and a cancelled one puts the old items back.
extension NavigationController {
    /// UINavigationControllerHideShowBarDuration: "the duration to animate hiding or showing bars",
    /// 0.2 s [DOC: UIKit's UINavigationController.h].
    public static let hideShowBarDuration = 0.2

    /// Whether the toolbar is hidden (UINavigationController.isToolbarHidden; true by default). Setting it
    /// is `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Shows or hides the toolbar (UINavigationController.setToolbarHidden(_:animated:)); animated, it
    /// slides down off the bottom or up into place over `hideShowBarDuration`, and the pages' safe area
    /// follows at once, their layout running inside the slide (the navigation bar's slide,
    /// NavigationController+BarSlide).
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHiddenStorage else { return }
        toolbarHiddenStorage = hidden
        guard isViewLoaded else { return }
        let container: View = view
        // First shown animated: it joins the container below the bottom edge and slides up.
        let joins = animated && container.window != nil && toolbar.superview !== container
        slideBar(toolbar, animated: animated, joinsTransition: false, prepare: {
            guard joins else { return }
            container.addSubview(toolbar)
            toolbarHiddenStorage = true
            layoutToolbar()
            toolbarHiddenStorage = false
        }, isHidden: { $0.toolbarHiddenStorage })
    }

    /// What the toolbar covers of a page above the container's safe area: its height while shown.
    var toolbarCoverage: Double {
        toolbarHiddenStorage ? 0 : Toolbar.height(for: traitCollection)
    }

    /// The toolbar at the container's bottom (below it while hidden), its backdrop reaching behind the home
    /// indicator.
    func layoutToolbar() {
        // Joins the container the first time it shows, so a stack that never shows it keeps its tree.
        if toolbar.superview !== view {
            guard !toolbarHiddenStorage else { return }
            view.addSubview(toolbar)
        }
        let b = view.bounds, safe = view.safeAreaInsets
        let height = Toolbar.height(for: traitCollection) + safe.bottom
        let y = toolbarHiddenStorage ? b.maxY : b.maxY - height
        toolbar.frame = Rect(x: b.minX, y: y, width: b.width, height: height)
        toolbar.bottomInset = safe.bottom
        toolbar.horizontalInsets = EdgeInsets(left: safe.left, right: safe.right)
    }

    /// The top controller's items changed (`setToolbarItems`): shown now, cross-faded when animated.
    func toolbarItemsDidChange(of controller: ViewController, animated: Bool) {
        guard isViewLoaded, controller === topViewController, transition == nil else { return }
        toolbar.setItems(controller.toolbarItems, animated: animated)
    }

    /// A push or pop: the arriving page's items fade in over the leaving page's with the transition; a
    /// cancelled back swipe gives the leaving page its items back.
    func beginToolbarTransition(from: ViewController, to: ViewController, coordinator: TransitionCoordinator) {
        let bar = toolbar
        bar.beginCrossFade(to: to.toolbarItems)
        coordinator.animate(alongsideTransition: { _ in bar.crossFade() }, completion: { [weak from] context in
            bar.finishCrossFade()
            if context.isCancelled { bar.setItems(from?.toolbarItems, animated: false) }
        })
    }
}

extension ViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top
    /// (UIViewController.toolbarItems). Setting is `setToolbarItems(_:animated: false)`.
    public var toolbarItems: [BarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`; animated, a toolbar showing them cross-fades to the new items
    /// (UIViewController.setToolbarItems(_:animated:)).
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = items
        navigationController?.toolbarItemsDidChange(of: self, animated: animated)
    }
}
