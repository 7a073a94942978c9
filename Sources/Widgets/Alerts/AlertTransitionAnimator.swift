import Render

/// The alert's and the action sheet's own motion, an ordinary animator on the transition contract (the
/// alert controller is its own transitioning delegate, as UIKit's is):
/// - alert present: the dimming and the card fade in while the card scales from 1.2 to 1 (the and
///   iOS's look; UIKit's `_UIAlertControllerAnimatedTransitioning`); dismiss: both fade out, no scale;
/// - action sheet present: the dimming fades in while the groups slide up from below the screen's bottom
///   edge; dismiss: the same backwards.
/// Durations and curves are not documented [EST from iOS 17 screen recordings at 60 fps]: the alert
/// appears in about 0.4 s with a fast start and a soft landing and leaves in about 0.25 s; the action sheet
/// moves in the built-in 0.4 s presentation time on the system curve.
@MainActor
final class AlertTransitionAnimator: ViewControllerAnimatedTransitioning {
    static let alertStartScale = 1.2
    static let alertPresentDuration = 0.4
    static let alertDismissDuration = 0.25
    static let sheetDuration = PresentationController.transitionDuration

    unowned let alert: AlertController
    let isPresenting: Bool

    init(alert: AlertController, isPresenting: Bool) {
        self.alert = alert
        self.isPresenting = isPresenting
    }

    func transitionDuration(using context: ViewControllerContextTransitioning?) -> Double {
        guard alert.isAlert else { return Self.sheetDuration }
        return isPresenting ? Self.alertPresentDuration : Self.alertDismissDuration
    }

    var transitionCurve: TimingCurve {
        alert.isAlert ? (isPresenting ? .cubic(0.2, 0.9, 0.3, 1) : .easeOut) : .systemDefault
    }

    func animateTransition(using context: ViewControllerContextTransitioning) {
        guard let container = context.containerView else { return context.completeTransition(true) }
        let root: View = alert.view
        let duration = transitionDuration(using: context)
        container.performWithoutAnimation {
            if isPresenting {
                container.addSubview(root)
                root.frame = container.bounds
                root.layoutIfNeeded()
            }
        }
        // The groups leave by the screen's bottom edge: as far as the top of the higher group is from it.
        let groupsTop = alert.cancelCard.isHidden ? alert.card.untransformedFrame.minY
            : min(alert.card.untransformedFrame.minY, alert.cancelCard.untransformedFrame.minY)
        let drop = max(1, container.bounds.maxY - groupsTop)
        if isPresenting {
            container.performWithoutAnimation {
                if alert.isAlert {
                    root.alpha = 0
                    alert.card.transform = .scale(Self.alertStartScale)
                } else {
                    alert.dimmingView.alpha = 0
                    alert.card.transform = .translation(x: 0, y: drop)
                    alert.cancelCard.transform = .translation(x: 0, y: drop)
                }
            }
        }
        container.animate(withDuration: duration, options: .toolkit, curve: transitionCurve, animations: { [alert, isPresenting] in
            if alert.isAlert {
                root.alpha = isPresenting ? 1 : 0
                if isPresenting { alert.card.transform = .identity }
            } else {
                alert.dimmingView.alpha = isPresenting ? 1 : 0
                let to = isPresenting ? Transform.identity : .translation(x: 0, y: drop)
                alert.card.transform = to
                alert.cancelCard.transform = to
            }
        }, completion: { _ in
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
