import Render

/// The pages' half of one push or pop, UIKit's parallax transition (`_UINavigationParallaxTransition`):
/// the top page slides the full width, the page beneath moves 30 % of it and is dimmed with black up to
/// 0.1, and the top page casts a 9 pt shadow on its left edge (reference: Navigation).
///
/// Every moving value is an animatable property (the pages' `transform`, the dimming view's `alpha`, the
/// shadow's `transform`) set inside the coordinator's `start` block, so the pages, the bar and every
/// alongside animation follow one progress: the clock's curve for a push or pop, the pointer during a
/// back swipe, reversed by the animator on cancel (which also restores the start values).
@MainActor
final class NavigationTransition {
    /// Push and pop duration: `_UINavigationParallaxTransition transitionDuration` is 0.35 s [OBS].
    static let duration = 0.35
    /// The system default curve (0.25, 0.1, 0.25, 1) [DOC] for push and pop that are not interactive.
    static let curve = TimingCurve.systemDefault
    /// How far the page beneath moves, as a fraction of the width (`parallaxOffset` 0.7 → 30 % [RE]).
    static let parallaxFraction = 0.3
    /// The dimming over the page beneath when fully covered: black at 0.1 (`_UIParallaxDimmingView` [RE]).
    static let dimmingColor = Color.black.withAlpha(0.1)

    let kind: NavigationTransitionKind
    /// The controller on top before the transition, and the one on top after it (if it finishes).
    let from: ViewController
    let to: ViewController
    let coordinator: TransitionCoordinator
    /// The stack before the transition, restored if it is cancelled.
    let previousStack: [ViewController]
    /// Controllers leaving the stack (removed from the container when it finishes) and joining it.
    let removed: [ViewController]
    let added: [ViewController]

    let dimmingView = View()
    let shadowView = EdgeShadowView()
    private unowned let container: View

    init(kind: NavigationTransitionKind, from: ViewController, to: ViewController, coordinator: TransitionCoordinator,
         container: View, previousStack: [ViewController], removed: [ViewController], added: [ViewController]) {
        self.kind = kind
        self.from = from
        self.to = to
        self.coordinator = coordinator
        self.container = container
        self.previousStack = previousStack
        self.removed = removed
        self.added = added
        dimmingView.backgroundColor = Self.dimmingColor
        dimmingView.isUserInteractionEnabled = false
        dimmingView.identifier = "navigation-dimming"
    }

    /// The page that slides the full width, and the one it covers.
    var topPage: View { kind == .push ? to.view : from.view }
    var beneathPage: View { kind == .push ? from.view : to.view }

    var width: Double { container.bounds.width }
    private var parallax: Transform { .translation(x: -width * Self.parallaxFraction, y: 0) }
    private var offscreen: Transform { .translation(x: width, y: 0) }

    /// Inserts the arriving page, the dimming and the shadow beneath the bar and puts everything where the
    /// transition starts. The arriving page must already be laid out at the container's size.
    func prepare() {
        container.performWithoutAnimation {
            if kind == .push {
                container.insertSubview(to.view, aboveSubview: from.view)
            } else {
                container.insertSubview(to.view, belowSubview: from.view)
            }
            container.insertSubview(dimmingView, aboveSubview: beneathPage)
            container.insertSubview(shadowView, aboveSubview: dimmingView)
            layout()
            let start = kind == .push
            topPage.transform = start ? offscreen : .identity
            shadowView.transform = topPage.transform
            beneathPage.transform = start ? .identity : parallax
            dimmingView.alpha = start ? 0 : 1
        }
    }

    /// Sizes the dimming and the shadow to the container (the shadow sits just left of the top page).
    func layout() {
        let b = container.bounds
        dimmingView.frame = b
        shadowView.frame = Rect(x: b.minX - EdgeShadowView.width, y: b.minY, width: EdgeShadowView.width, height: b.height)
    }

    /// The end state. Called inside the coordinator's animator, so each change animates with it.
    func animate() {
        let push = kind == .push
        topPage.transform = push ? .identity : offscreen
        shadowView.transform = topPage.transform
        beneathPage.transform = push ? parallax : .identity
        dimmingView.alpha = push ? 1 : 0
    }

    /// Removes the page that ended off screen (the old top if the transition finished, the page beneath if
    /// a back swipe was cancelled), the dimming and the shadow, and puts the pages' transforms back.
    func cleanUp(finished: Bool) {
        container.performWithoutAnimation {
            let leaving = finished ? from.view : to.view
            leaving.removeFromSuperview()
            from.view.transform = .identity
            to.view.transform = .identity
            dimmingView.removeFromSuperview()
            shadowView.removeFromSuperview()
        }
    }

    /// The public description for the inspector.
    var status: NavigationTransitionStatus {
        NavigationTransitionStatus(kind: kind, isInteractive: coordinator.isInteractive,
                                   percentComplete: coordinator.percentComplete)
    }
}
