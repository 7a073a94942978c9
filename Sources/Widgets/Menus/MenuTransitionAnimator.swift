import Render

/// The menu's own motion on the transition contract (the menu controller is its own transitioning
/// delegate, as an alert is):
/// - present: the platter grows out of its source, from 0.2 of its size about the point of the source
///   nearest to it, while fading in, on a spring (response 0.4 s, damping 0.8 [EST from iOS 17 screen
///   recordings: the menu overshoots a little and settles in about 0.5 s]); a context menu's backdrop
///   fades in and its preview lifts to 1.04 with a shadow on the same spring;
/// - dismiss: everything goes back in 0.25 s on an ease-out curve (the platter shrinks towards its source
///   and fades, the preview settles, the backdrop fades).
@MainActor
final class MenuTransitionAnimator: ViewControllerAnimatedTransitioning {
    static let startScale = 0.2
    static let springResponse = 0.4
    static let springDamping = 0.8
    static let dismissDuration = 0.25

    unowned let menu: MenuController
    let isPresenting: Bool

    init(menu: MenuController, isPresenting: Bool) {
        self.menu = menu
        self.isPresenting = isPresenting
    }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
        isPresenting ? Spring(response: Self.springResponse, dampingRatio: Self.springDamping).settlingDuration()
            : Self.dismissDuration
    }

    /// A scale by `s` about `anchor` (in the platter's superview), as the view's centre-anchored transform.
    static func scale(_ s: Double, about anchor: Point, frame: Rect) -> Transform {
        let dx = anchor.x - frame.midX, dy = anchor.y - frame.midY
        return Transform(translationX: dx * (1 - s), translationY: dy * (1 - s), scaleX: s, scaleY: s)
    }

    /// The point the platter grows from: the point of the source's frame nearest the platter's centre.
    static func anchor(platter: Rect, source: Rect) -> Point {
        Point(x: min(max(platter.midX, source.minX), source.maxX), y: min(max(platter.midY, source.minY), source.maxY))
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let container = context.containerView else { return context.completeTransition(true) }
        let root: View = menu.view
        container.performWithoutAnimation {
            if isPresenting {
                container.addSubview(root)
                root.frame = container.bounds
                root.layoutIfNeeded()
            }
        }
        let platter = menu.platter, preview = menu.preview, backdrop = menu.backdrop
        let frame = platter.untransformedFrame
        let source = preview?.untransformedFrame ?? menu.sourceView.map { $0.convert($0.bounds, to: root) } ?? frame
        let shrunk = Self.scale(Self.startScale, about: Self.anchor(platter: frame, source: source), frame: frame)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        if isPresenting {
            container.performWithoutAnimation {
                platter.transform = shrunk
                platter.alpha = 0
                backdrop.alpha = 0
            }
            container.animate(springResponse: Self.springResponse, dampingRatio: Self.springDamping, options: .toolkit,
                              animations: {
                platter.transform = .identity
                platter.alpha = 1
                backdrop.alpha = 1
                preview?.transform = .scale(ContextMenuPreviewView.liftScale)
            }, completion: done)
            preview?.layer.shadowOpacity = ContextMenuPreviewView.liftShadowOpacity
        } else {
            preview?.layer.shadowOpacity = 0
            container.animate(withDuration: Self.dismissDuration, options: .toolkit, curve: .easeOut, animations: {
                platter.transform = shrunk
                platter.alpha = 0
                backdrop.alpha = 0
                preview?.transform = .identity
            }, completion: done)
        }
    }
}
