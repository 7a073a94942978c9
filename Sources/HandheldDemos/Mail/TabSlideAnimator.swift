import Render
import Widgets

/// A slide between tabs, the animator iOS tutorials write for `UITabBarControllerDelegate`: the arriving
/// page comes in from the side of its tab (from the right for a tab further right) while the leaving page
/// goes out the other side, both a full width, under a tab bar that stays where it is. The start state is
/// set directly, the end state in one `animate` block (which the transition captures), and the pages are
/// put back at the identity when it ends, so a page shown later by an instant switch is not left aside.
@MainActor
final class TabSlideAnimator: ViewControllerAnimatedTransitioning {
    /// 0.3 s, ease-in-ease-out: what tab slide tutorials use, close to the 0.35 s of a push [EST].
    static let duration = 0.3

    let towardsTrailing: Bool

    init(towardsTrailing: Bool) {
        self.towardsTrailing = towardsTrailing
    }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let container = context.containerView, let from = context.view(forKey: .from),
              let to = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        let width = container.bounds.width * (towardsTrailing ? 1 : -1)
        container.addSubview(to)
        to.transform = .translation(x: width, y: 0)
        container.animate(withDuration: Self.duration, animations: {
            from.transform = .translation(x: -width, y: 0)
            to.transform = .identity
        }, completion: { _ in
            container.performWithoutAnimation {
                from.transform = .identity
                to.transform = .identity
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
