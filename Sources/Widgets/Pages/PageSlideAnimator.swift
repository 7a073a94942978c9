import Render

/// The page scroll as a transition animator: the incoming page starts one page (plus the inter-page
/// spacing) beyond the current one on the side it comes from, and both slide by that distance together,
/// as UIKit's scroll style moves them in one scroll view. Used for `.pageCurl` too (no curl is drawn).
@MainActor
final class PageSlideAnimator: ViewControllerAnimatedTransitioning {
    /// UIKit's paging scroll settles with the scroll view's deceleration, which has no fixed duration; a
    /// programmatic page change runs 0.35 s with the system curve here, the same as a push
    /// (NavigationParallaxAnimator), Handheld's choice.
    static let duration = 0.35
    static let curve = TimingCurve.systemDefault

    /// Unit offset of the incoming page: +1 (right or below) going forward, -1 going back.
    let sign: Double
    let distance: Double
    let vertical: Bool

    init(forward: Bool, distance: Double, vertical: Bool) {
        sign = forward ? 1 : -1
        self.distance = distance
        self.vertical = vertical
    }

    var transitionCurve: TimingCurve { Self.curve }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func offset(_ amount: Double) -> Transform {
        vertical ? .translation(x: 0, y: amount) : .translation(x: amount, y: 0)
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let container = context.containerView, let from = context.view(forKey: .from),
              let to = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        container.performWithoutAnimation {
            if to.superview !== container { container.addSubview(to) }
            to.transform = offset(sign * distance)
            from.transform = .identity
        }
        container.animate(withDuration: Self.duration, options: .toolkit, curve: Self.curve, animations: {
            to.transform = .identity
            from.transform = self.offset(-self.sign * self.distance)
        }, completion: { _ in
            container.performWithoutAnimation {
                from.transform = .identity
                to.transform = .identity
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
