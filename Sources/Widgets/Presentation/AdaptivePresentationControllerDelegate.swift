/// What a presentation tells its delegate about a dismissal the user starts with a downward drag
/// (UIAdaptivePresentationControllerDelegate). None of these is called for `dismiss(animated:)` in code,
/// as in UIKit.
@preconcurrency @MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Asked when a drag starts; false refuses, as `isModalInPresentation` does (the sheet rubber-bands).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The drag was refused and let go (UIKit's `presentationControllerDidAttemptToDismiss(_:)`, where apps
    /// ask whether to discard a draft).
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// An interactive dismissal started; it may still be cancelled.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// An interactive dismissal finished.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The style a popover shows as for `traitCollection` (UIKit asks when the width is compact): `.none`
    /// keeps the popover; `.automatic`, the default here, means the presentation's own adaptation (a sheet).
    func adaptivePresentationStyle(for controller: PresentationController, traitCollection: TraitCollection) -> ModalPresentationStyle
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func adaptivePresentationStyle(for controller: PresentationController,
                                          traitCollection: TraitCollection) -> ModalPresentationStyle { .automatic }
}
