import Render

/// The built-in present and dismiss (UIKit's cover-vertical and sheet transitions) as an ordinary animator:
/// the presented view slides up from below the container into its frame, the dimming fades in, and behind
/// a page sheet the presenter scales back. Dismissal is the same motion backwards. Every moving value is
/// set in one `animate` block the transition captures, so a drag scrubs it and a cancel reverses it, as
/// the navigation parallax animator is driven by the back swipe.
@MainActor
final class ModalTransitionAnimator: ViewControllerAnimatedTransitioning {
    unowned let presentation: PresentationController
    let isPresenting: Bool

    init(presentation: PresentationController, isPresenting: Bool) {
        self.presentation = presentation
        self.isPresenting = isPresenting
    }

    var transitionCurve: TimingCurve { PresentationController.transitionCurve }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
        PresentationController.transitionDuration
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let p = presentation, container = p.containerView, presented = p.presentedView
        let frame = p.frameOfPresentedViewInContainerView
        let offscreen = Transform.translation(x: 0, y: p.dismissDistance)
        let presenterView = p.presentingViewController.flatMap { $0.isViewLoaded ? $0.view : nil }
        container.performWithoutAnimation {
            p.dimmingView.isHidden = !p.dims
            if isPresenting {
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
                p.setCardTransform(offscreen)
                p.dimmingView.alpha = 0
                if p.scalesPresenter, let presenterView {
                    if p.presenterLevel > 0 { presenterView.cornerRadius = PresentationController.cornerRadius }
                    if let superview = presenterView.superview {
                        superview.insertSubview(p.backdropView, belowSubview: presenterView)
                        p.backdropView.frame = superview.bounds
                    }
                }
            }
        }
        container.animate(withDuration: PresentationController.transitionDuration, options: .toolkit, curve: transitionCurve, animations: {
            p.setCardTransform(isPresenting ? .identity : offscreen)
            p.dimmingView.alpha = isPresenting ? p.dimmingLevel : 0
            presenterView?.transform = isPresenting ? p.presenterTransform : .identity
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
