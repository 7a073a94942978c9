import Render

/// The built-in push and pop, UIKit's parallax transition (`_UINavigationParallaxTransition`), as an
/// ordinary animator: the top page slides the full width, the page beneath moves 30 % of it and is dimmed
/// with black up to 0.1, and the top page casts a 9 pt shadow on its left edge (reference: Navigation).
///
/// Every moving value (the pages' `transform`, the dimming view's `alpha`, the shadow's `transform`) is set
/// in one `animate` block, which the transition captures, so the pages, the bar and every alongside
/// animation follow one progress: the clock's curve for a push or pop, the pointer during a back swipe,
/// reversed on cancel (which also restores the start values).
@MainActor
final class NavigationParallaxAnimator: ViewControllerAnimatedTransitioning {
    /// Push and pop duration: `_UINavigationParallaxTransition transitionDuration` is 0.35 s [OBS].
    static let duration = 0.35
    /// The system default curve (0.25, 0.1, 0.25, 1) [DOC] for push and pop that are not interactive.
    static let curve = TimingCurve.systemDefault
    /// How far the page beneath moves, as a fraction of the width (`parallaxOffset` 0.7 → 30 % [RE]).
    static let parallaxFraction = 0.3
    /// The dimming over the page beneath when fully covered: black at 0.1 (`_UIParallaxDimmingView` [RE]).
    static let dimmingColor = Color.black.withAlpha(0.1)

    let operation: NavigationTransitionKind
    let dimmingView = View()
    let shadowView = EdgeShadowView()
    private weak var container: View?

    init(operation: NavigationTransitionKind) {
        self.operation = operation
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.isUserInteractionEnabled = false
        dimmingView.identifier = "navigation-dimming"
    }

    var transitionCurve: TimingCurve { Self.curve }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double { Self.duration }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let container = context.containerView, let from = context.view(forKey: .from),
              let to = context.view(forKey: .to) else {
            return context.completeTransition(!context.transitionWasCancelled)
        }
        self.container = container
        let push = operation == .push
        let top = push ? to : from, beneath = push ? from : to
        let width = container.bounds.width
        let parallax = Transform.translation(x: -width * Self.parallaxFraction, y: 0)
        let offscreen = Transform.translation(x: width, y: 0)
        container.performWithoutAnimation {
            if push {
                container.insertSubview(to, aboveSubview: from)
            } else {
                container.insertSubview(to, belowSubview: from)
            }
            container.insertSubview(dimmingView, aboveSubview: beneath)
            container.insertSubview(shadowView, aboveSubview: dimmingView)
            layout()
            top.transform = push ? offscreen : .identity
            shadowView.transform = top.transform
            beneath.transform = push ? .identity : parallax
            dimmingView.alpha = push ? 0 : 1
        }
        container.animate(withDuration: Self.duration, options: .toolkit, curve: Self.curve, animations: {
            top.transform = push ? .identity : offscreen
            self.shadowView.transform = top.transform
            beneath.transform = push ? parallax : .identity
            self.dimmingView.alpha = push ? 1 : 0
        }, completion: { [self] _ in
            container.performWithoutAnimation {
                from.transform = .identity
                to.transform = .identity
                dimmingView.removeFromSuperview()
                shadowView.removeFromSuperview()
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// Sizes the dimming and the shadow to the container (the shadow sits just left of the top page).
    func layout() {
        guard let b = container?.bounds else { return }
        dimmingView.frame = b
        // The shadow slides with the top page's translation: place it untransformed.
        shadowView.setFrameIgnoringTransform(Rect(x: b.minX - EdgeShadowView.width, y: b.minY,
                                                  width: EdgeShadowView.width, height: b.height))
    }
}
