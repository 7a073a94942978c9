import Render

/// A popover's present and dismiss: the panel, its arrow and the content fade in together, and out again
/// (UIKit's popover fade; nothing slides and nothing is dimmed). 0.2 s on easeInOut [EST, iPadOS 17 screen
/// recordings at 60 fps: about a dozen frames].
@MainActor
final class PopoverTransitionAnimator: ViewControllerAnimatedTransitioning {
    static let duration = 0.2
    unowned let popover: PopoverPresentationController
    let isPresenting: Bool

    init(popover: PopoverPresentationController, isPresenting: Bool) {
        self.popover = popover
        self.isPresenting = isPresenting
    }

    var transitionCurve: TimingCurve { .easeInOut }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        let p = popover, container = p.container, presented = p.presentedView
        container.performWithoutAnimation {
            p.dimmingView.isHidden = true
            if isPresenting {
                container.insertSubview(presented, aboveSubview: p.backgroundView)
                container.setNeedsLayout()
                container.layoutIfNeeded()
                presented.frame = p.frameOfPresentedViewInContainerView
                PopoverPresentationController.shape(presented)
                presented.layoutIfNeeded()
                presented.alpha = 0
                p.backgroundView.alpha = 0
            }
        }
        let to = isPresenting ? 1.0 : 0.0
        container.animate(withDuration: Self.duration, options: .toolkit, curve: transitionCurve, animations: {
            presented.alpha = to
            p.backgroundView.alpha = to
        }, completion: { _ in
            if !self.isPresenting, !context.transitionWasCancelled {
                container.performWithoutAnimation { presented.alpha = 1 }
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
