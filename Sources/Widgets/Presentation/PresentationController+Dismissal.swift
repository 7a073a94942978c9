import Render

/// The sheet's drag, built as the navigation back swipe is: on `began` a dismissal starts with a
/// `PercentDrivenInteractiveTransition`, the card follows the pointer 1:1 (percent = travel ÷ the distance
/// to leave the screen), and the release is decided by `InteractivePopRelease`'s rule (finish past half way
/// or on a downward flick of at least one travel distance per second, cancel otherwise, the rest over the
/// remaining fraction of the duration, never slower than the pointer).
///
/// A drag the presented tree refuses (`isModalInPresentation` anywhere in it, or the delegate's
/// `presentationControllerShouldDismiss` returning false) starts no transition: the card follows the pointer
/// rubber-banded (the scroll view's 0.55 coefficient over the container's height), springs back on
/// release, and the delegate hears `presentationControllerDidAttemptToDismiss` then.
extension PresentationController {
    /// The spring the refused card returns with (SwiftUI's interactive spring response, critically damped).
    static let refusedSpringResponse = 0.3

    func handleDismissDrag(_ pan: SheetDismissGestureRecognizer) {
        switch pan.state {
        case .began:
            guard transition == nil, presentationStyle.isSheet, isShown,
                  presentedViewController.appearanceState == .appeared else { return }
            if refusesDismissal {
                isRefusingDrag = true
                followRefusedDrag(pan)
                return
            }
            beginDragDismissal(pan, origin: 0)
        case .changed:
            if isRefusingDrag { followRefusedDrag(pan) } else { followDrag(pan) }
        case .ended:
            if isRefusingDrag {
                springBack(velocity: pan.velocity().y)
                delegate?.presentationControllerDidAttemptToDismiss(self)
                return
            }
            releaseDragDismissal(pan)
        case .cancelled:
            if isRefusingDrag { return springBack(velocity: 0) }
            cancelDragDismissal()
        default:
            break
        }
    }

    /// Starts the interactive dismissal the drag drives; `origin` is the drag's travel already spent
    /// before it (a sheet dragged down to its smallest detent first).
    func beginDragDismissal(_ pan: SheetDismissGestureRecognizer, origin: Double) {
        let interaction = PercentDrivenInteractiveTransition()
        interaction.completionCurve = InteractivePopRelease.completionCurve
        dismissDragOrigin = origin
        dismiss(animated: true, interaction: interaction, completion: nil)
        followDrag(pan)
    }

    /// Lets go of the dismissal the drag drives: the back swipe's release rule decides.
    func releaseDragDismissal(_ pan: SheetDismissGestureRecognizer) {
        guard let drag = activeDrag else { return }
        followDrag(pan)
        let release = InteractivePopRelease(percent: drag.percentComplete, velocity: pan.velocity().y,
                                            width: dismissDistance, duration: drag.duration)
        lastRelease = release
        drag.completionSpeed = 1 / max(release.durationFactor, 1e-6)
        release.finishes ? drag.finish() : drag.cancel()
    }

    func cancelDragDismissal() {
        guard let drag = activeDrag else { return }
        drag.completionSpeed = 1
        drag.cancel()
    }

    /// Whether the presented tree refuses a drag to dismiss it.
    var refusesDismissal: Bool {
        func modal(_ c: ViewController) -> Bool { c.isModalInPresentation || c.children.contains(where: modal) }
        return modal(presentedViewController) || delegate?.presentationControllerShouldDismiss(self) == false
    }

    /// The interaction controller of the running dismissal while the pointer drives it.
    var activeDrag: PercentDrivenInteractiveTransition? {
        guard let transition, transition.isInteractive else { return nil }
        return dragInteraction
    }

    func followDrag(_ pan: SheetDismissGestureRecognizer) {
        activeDrag?.update((pan.translation().y - dismissDragOrigin) / dismissDistance)
    }

    /// The card's offset for a refused drag of `travel` points (rubber band over the container's height).
    func refusedOffset(forTravel travel: Double) -> Double {
        RubberBand.standard.offset(forOverscroll: max(0, travel), dimension: fullBounds.height)
    }

    private func followRefusedDrag(_ pan: SheetDismissGestureRecognizer) {
        let offset = refusedOffset(forTravel: pan.translation().y)
        container.performWithoutAnimation {
            setCardTransform(.translation(x: 0, y: offset))
        }
    }

    func springBack(velocity: Double) {
        isRefusingDrag = false
        let offset = presentedView.transform.translation.y
        let relative = offset != 0 ? -velocity / offset : 0
        presentedView.animate(springResponse: Self.refusedSpringResponse, dampingRatio: 1, initialVelocity: relative, options: .toolkit,
                              animations: {
            self.setCardTransform(.identity)
        })
    }
}
