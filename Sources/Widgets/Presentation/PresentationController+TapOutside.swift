import Render

/// A tap on the dimmed area around a floating sheet dismisses it: on iPadOS a form or page sheet that
/// does not fill the screen's width closes when the user taps outside it, unless the presented tree sets
/// `isModalInPresentation` (or the delegate's `presentationControllerShouldDismiss` says no), in which case
/// the delegate hears `presentationControllerDidAttemptToDismiss`, as for a refused drag [DOC:
/// UIViewController.isModalInPresentation, "UIKit ignores events outside the view controller's bounds
/// and prevents the interactive dismissal of the view controller"; iPadOS 13+ form sheets, OBS]. A sheet
/// as wide as the screen (an iPhone's, a compact pane's) has nothing beside it, and the area above its
/// card is left alone as on an iPhone.
extension PresentationController {
    /// Whether a tap outside the card dismisses it now: a sheet in regular width, settled.
    var dismissesOnTapOutside: Bool {
        guard presentationStyle.isSheet, transition == nil, isShown,
              presentedViewController.appearanceState == .appeared,
              presentingViewController?.traitCollection.horizontalSizeClass == .regular else { return false }
        return true
    }

    /// Installs the tap on the dimming view (once, from `init`).
    func installTapOutside() {
        let tap = TapGestureRecognizer { [weak self] _ in self?.dimmingTapped() }
        dimmingView.addGestureRecognizer(tap)
    }

    /// The user tapped the dimming: dismiss, or report the attempt when the presented tree refuses.
    func dimmingTapped() {
        guard dismissesOnTapOutside else { return }
        if refusesDismissal {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        // A dismissal the user started: the delegate hears will and did, as for a drag.
        delegate?.presentationControllerWillDismiss(self)
        dismiss(animated: true, interaction: nil) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}
