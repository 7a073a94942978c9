import Render

/// The context styles (`.currentContext`, `.overCurrentContext`): UIKit presents them over the view of the
/// nearest controller, from the one calling `present` up its parent chain, whose `definesPresentationContext`
/// is true, or over the root of that chain when none sets it ("the view controller whose
/// definesPresentationContext property is true … if no view controller defines the presentation context,
/// UIKit asks the window's root view controller", UIViewController.definesPresentationContext's
/// documentation). That controller is the `presentingViewController`; the presented view covers only its
/// view's frame, and the container clips to it as UIKit's `UITransitionView` does (its initializer sets
/// `clipsToBounds`, [RE] decompiled UITransitionView `initWithFrame:`), so a cover-vertical slide rises
/// from the context's bottom edge and the tab bar or navigation bar around it stays visible and live.
extension PresentationController {
    /// The presenter's view in the coordinates the container keeps (the window's root view), for the context
    /// styles; nil when the presenter's view is not on screen.
    var contextRect: Rect? {
        guard let presenter = presentingViewController, presenter.isViewLoaded,
              let space = container.superview, presenter.view.window != nil else { return nil }
        // Ignoring the presenter's own transform (a sheet's scale-back would move the context mid-transition).
        let view: View = presenter.view
        return view.superview.map { $0.convert(view.untransformedFrame, to: space) } ?? view.bounds
    }

    /// Whether the presenter's view is hidden once the presentation has appeared: the style's rule, except
    /// under a partial curl, whose lifted page stays in sight (UIKit draws the curled presenter over the
    /// presented view's top).
    var hidesPresenterView: Bool { shouldRemovePresentersView && effectiveTransitionStyle != .partialCurl }

    /// The transition drawn: a partial curl only over a full-screen presentation, the one UIKit allows
    /// (UIModalTransitionStyle.partialCurl's documentation: any other style "triggers an exception"); Handheld
    /// slides the others up instead of stopping the app.
    var effectiveTransitionStyle: ModalTransitionStyle {
        modalTransitionStyle == .partialCurl && presentationStyle != .fullScreen ? .coverVertical : modalTransitionStyle
    }

    /// Whether the presenter gets appearance callbacks (its view leaves the screen): full screen and
    /// current context, as UIKit sends them.
    var presenterDisappears: Bool { shouldRemovePresentersView }
}

extension ViewController {
    /// The controller that presents `presented` when this one calls `present`: for the context styles the
    /// nearest controller up the parent chain that defines the presentation context, else the chain's root.
    func presenter(for presented: ViewController) -> ViewController {
        guard presented.modalPresentationStyle.isContext else { return presentationAnchor }
        var candidate: ViewController? = self
        while let c = candidate {
            if c.definesPresentationContext { return c }
            candidate = c.parent
        }
        return presentationAnchor
    }

    /// The presentation this controller or the nearest ancestor shows above itself (a child defining a
    /// presentation context presents on its own; every other presentation is the root's).
    var presentationInChain: PresentationController? {
        var candidate: ViewController? = self
        while let c = candidate {
            if let shown = c.presentationLinks.presenting { return shown }
            candidate = c.parent
        }
        return nil
    }

    /// Removes at once what this controller and its descendants present (a window replacing its root): the
    /// root's presentation and any a child defining a presentation context shows.
    func tearDownPresentationsInTree() {
        presentationLinks.presenting?.tearDownImmediately()
        for child in children { child.tearDownPresentationsInTree() }
    }
}
