import Render

/// The built-in present and dismiss as an ordinary animator: UIKit's four modal transition styles
/// (`ModalTransitionStyle`) and the sheet's card. Cover vertical: the presented view slides up from below
/// the container into its frame, the dimming fades in, and behind a page sheet the presenter scales back;
/// the other styles are in ModalTransitionAnimator+Styles. Dismissal is the same motion backwards. Every
/// moving value is set in one `animate` block the transition captures, so a drag scrubs it and a cancel
/// reverses it, as the navigation parallax animator is driven by the back swipe.
@MainActor
final class ModalTransitionAnimator: ViewControllerAnimatedTransitioning {
    unowned let presentation: PresentationController
    let isPresenting: Bool
    /// The style drawn, read once when the animator is made.
    let style: ModalTransitionStyle
    /// The two black veils of a flip (see `prepareFlip`), made only for one.
    var flipShades: (presenter: View, presented: View)?

    init(presentation: PresentationController, isPresenting: Bool) {
        self.presentation = presentation
        self.isPresenting = isPresenting
        style = presentation.effectiveTransitionStyle
    }

    var transitionCurve: TimingCurve { Self.curve(for: style) }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
        Self.duration(for: style)
    }

    /// The presenter's view while it is on screen.
    var presenterView: View? {
        presentation.presentingViewController.flatMap { $0.isViewLoaded ? $0.view : nil }
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let p = presentation, container = p.container
        let offscreen = Transform.translation(x: 0, y: p.dismissDistance)
        let presenterView = presenterView
        let slides = style == .coverVertical
        container.performWithoutAnimation {
            p.dimmingView.isHidden = !p.dims
            if isPresenting {
                insertPresentedView()
                p.setCardTransform(slides ? offscreen : .identity)
                p.dimmingView.alpha = 0
            }
            prepareStyle()
        }
        container.animate(withDuration: transitionDuration(using: context), options: .toolkit, curve: transitionCurve, animations: {
            if slides { p.setCardTransform(self.isPresenting ? .identity : offscreen) }
            p.dimmingView.alpha = self.isPresenting ? p.dimmingLevel : 0
            presenterView?.transform = self.isPresenting ? p.presenterTransform : .identity
            self.animateStyle()
        }, completion: { _ in
            container.performWithoutAnimation { self.finishStyle(cancelled: context.transitionWasCancelled) }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// Puts the presented view in the container at its frame with the sheet's decorations, and the black
    /// backdrop behind a presenter a page sheet scales back.
    private func insertPresentedView() {
        let p = presentation, container = p.container, presented = p.presentedView
        let frame = p.frameOfPresentedViewInContainerView
        container.insertSubview(presented, belowSubview: p.cornerMask)
        presented.frame = frame
        p.cornerMask.setFrameIgnoringTransform(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: PresentationController.cornerRadius))
        p.cornerMask.isHidden = !p.showsCornerMask
        p.layoutSheetDecorations(frame: frame)
        presented.cornerRadius = p.presentationStyle.isSheet ? PresentationController.cornerRadius : 0
        // The card's corners clip what it holds (a navigation bar) as UIKit's sheet does: on iPadOS
        // form and page sheets all four by 10 pt, on a compact page sheet the top two.
        if p.presentationStyle.isSheet { presented.clipsToBounds = true }
        presented.maskedCorners = p.scalesPresenter ? .top : .all
        presented.layoutIfNeeded()
        if p.scalesPresenter, let presenterView {
            if p.presenterLevel > 0 { presenterView.cornerRadius = PresentationController.cornerRadius }
            if let superview = presenterView.superview {
                superview.insertSubview(p.backdropView, belowSubview: presenterView)
                p.backdropView.frame = superview.bounds
            }
        }
    }
}
