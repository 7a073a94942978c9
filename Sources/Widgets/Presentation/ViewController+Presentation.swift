/// Modal presentation (UIViewController's present/dismiss). The presenter is the root of the caller's
/// controller tree (UIKit walks up to a full-screen ancestor): a controller inside a tab inside a navigation
/// stack presents from the tab bar controller, or from the sheet it is in; a `.currentContext` or
/// `.overCurrentContext` controller is presented by the nearest ancestor defining the presentation context
/// (PresentationController+Context). One presentation per presenter: presenting while one is shown is refused, as
/// UIKit refuses ("Attempt to present … which is already presenting").
extension ViewController {
    /// The controller this one presented, or that its tree's root presented (UIKit's answer for a child).
    public var presentedViewController: ViewController? {
        presentationInChain?.presentedViewController
    }

    /// The controller that presented this one or the tree it is in.
    public var presentingViewController: ViewController? {
        presentationAnchor.presentationLinks.presentedBy?.presentingViewController
    }

    /// The presentation this controller's tree is shown by (UIViewController.presentationController).
    public var presentationController: PresentationController? {
        presentationAnchor.presentationLinks.presentedBy
    }

    /// The sheet presentation of this controller (UIViewController.sheetPresentationController): the one
    /// showing it as a page or form sheet, or, before it is presented with one of those styles, the one
    /// `present` will use, made now so its detents can be set first (UIKit makes it on first access too).
    /// Nil for the full-screen styles.
    public var sheetPresentationController: SheetPresentationController? {
        if let shown = presentationLinks.presentedBy { return shown as? SheetPresentationController }
        guard modalPresentationStyle.isSheetRequest else { return nil }
        if let pending = presentationLinks.pendingSheet { return pending }
        let made = SheetPresentationController(presentedViewController: self, presenting: nil)
        presentationLinks.pendingSheet = made
        return made
    }

    /// The presentation this controller's tree shows above itself.
    public var presentationShown: PresentationController? { presentationInChain }

    /// The root of this controller's parent chain: what presents and what is presented.
    var presentationAnchor: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// Presents `viewController` modally in its `modalPresentationStyle`. `completion` runs when it has
    /// appeared. Refused (nothing happens) when this tree already presents something, when the controller
    /// is already shown somewhere, or when this controller is not in a window.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = presenter(for: viewController)
        // A dismissal still running is decided by `TransitionGate` (ended first, or waited for if it has not
        // started); a presentation running or shown refuses the new one below, as UIKit's "Attempt to
        // present … while a presentation is in progress" does.
        if let existing = presenter.presentationLinks.presenting, existing.isDismissing, let running = existing.transition {
            switch TransitionGate.decide(running: running) {
            case .wait: return running.afterEnd { [weak self] in self?.present(viewController, animated: animated, completion: completion) }
            case .endRunning, .applyInside: running.finishImmediately()
            case .proceed, .join: break
            }
        }
        guard presenter.presentationLinks.presenting == nil, viewController.parent == nil,
              viewController.presentationLinks.presentedBy == nil, viewController !== presenter,
              presenter.isViewLoaded, let window = presenter.view.window else { return }
        let presentation: PresentationController
        if let pending = viewController.presentationLinks.pendingSheet, viewController.modalPresentationStyle.isSheetRequest {
            presentation = pending
        } else if let pending = viewController.presentationLinks.pendingPopover, viewController.modalPresentationStyle == .popover {
            presentation = pending
        } else if viewController.modalPresentationStyle == .custom,
                  let custom = viewController.transitioningDelegate?.presentationController(
                      forPresented: viewController, presenting: presenter, source: self) {
            presentation = custom
        } else {
            presentation = PresentationController.make(presented: viewController, presenting: presenter)
        }
        viewController.presentationLinks.pendingSheet = nil
        viewController.presentationLinks.pendingPopover = nil
        presentation.attach(presenting: presenter)
        presentation.sourceViewController = self
        presenter.presentationLinks.presenting = presentation
        viewController.presentationLinks.presentedBy = presentation
        viewController.setInheritedTraits(presentation.presentedTraits(from: presenter.traitCollection))
        presentation.present(in: window, animated: animated, completion: completion)
    }

    /// Dismisses what this controller's tree presents, or else the presentation showing this tree
    /// (UIKit forwards a presented controller's dismiss to its presenter). Anything presented above is
    /// removed at once. `completion` runs when the dismissal is done.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let anchor = presentationAnchor
        guard let presentation = presentationInChain ?? anchor.presentationLinks.presentedBy else {
            completion?()
            return
        }
        presentation.dismiss(animated: animated, interaction: nil, completion: completion)
    }
}
