import Render
import Widgets

/// A push and pop that cross-fade and scale instead of sliding: the arriving page grows from 85 % while it
/// fades in over the leaving one, which shrinks to 85 % and fades out. Written as an app would write a
/// `UIViewControllerAnimatedTransitioning`: the start state set directly, the end state in one
/// `animate` block, `completeTransition` in its completion; the transition captures that block, so the
/// same animator runs on the clock for a tap and under the finger for a drag.
@MainActor
final class CrossFadeScaleAnimator: ViewControllerAnimatedTransitioning {
    /// The scale a page has when it is furthest from the front.
    static let backScale = 0.85
    static let duration = 0.4

    let operation: NavigationTransitionKind

    init(operation: NavigationTransitionKind) {
        self.operation = operation
    }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { Self.duration }

    var transitionCurve: TimingCurve { .easeInOut }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let container = context.containerView, let from = context.view(forKey: .from),
              let to = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let push = operation == .push
        if push {
            container.insertSubview(to, aboveSubview: from)
        } else {
            container.insertSubview(to, belowSubview: from)
        }
        to.alpha = 0
        to.transform = push ? .scale(Self.backScale) : .scale(1 / Self.backScale)
        container.animate(withDuration: Self.duration, animations: {
            to.alpha = 1
            to.transform = .identity
            from.alpha = 0
            from.transform = push ? .scale(1 / Self.backScale) : .scale(Self.backScale)
        }, completion: { _ in
            // The page that ends off screen is removed by the navigation controller; put both back as they
            // were, so a page pushed again starts from the identity.
            container.performWithoutAnimation {
                from.alpha = 1
                from.transform = .identity
                to.alpha = 1
                to.transform = .identity
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
