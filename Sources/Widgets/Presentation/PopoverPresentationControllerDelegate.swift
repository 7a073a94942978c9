/// What a popover tells its delegate (UIPopoverPresentationControllerDelegate, which refines the adaptive
/// delegate): whether a tap outside may dismiss it and that it did. `adaptivePresentationStyle(for:traitCollection:)`
/// on the adaptive delegate decides what it becomes in compact width.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Asked before a tap outside dismisses the popover; false keeps it (deprecated in iOS 13 for
    /// `presentationControllerShouldDismiss`, which is asked too).
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool
    /// A tap outside dismissed the popover (iOS 8's callback; `presentationControllerDidDismiss` follows it).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController)
    /// Called once before the popover is placed, where UIKit lets the delegate set the source late.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: PopoverPresentationController) -> Bool { true }
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: PopoverPresentationController) {}
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
