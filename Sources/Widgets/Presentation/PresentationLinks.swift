import Render

/// What a controller knows of modal presentations: the one it presents (owned) and the one that presents
/// it (UIKit keeps both on UIViewController).
@MainActor
struct PresentationLinks {
    /// The presentation this controller is the presenter of.
    var presenting: PresentationController?
    /// The presentation this controller is the presented controller of.
    weak var presentedBy: PresentationController?
    /// The sheet controller made by asking `sheetPresentationController` before `present`, kept (owned)
    /// until `present` uses it, so detents set beforehand apply.
    var pendingSheet: SheetPresentationController?
    /// The popover controller made by asking `popoverPresentationController` before `present`, kept the
    /// same way so its source and arrow directions apply.
    var pendingPopover: PopoverPresentationController?
    /// What a popover of this controller becomes in compact width when its delegate does not say: a sheet
    /// for a plain controller (UIKit's default since iOS 13), the full-screen-over style for an action
    /// sheet, which draws its own sheet.
    var compactPopoverStyle = ModalPresentationStyle.pageSheet
    /// UIViewController.preferredContentSize.
    var preferredContentSize = Size.zero
    /// UIViewController.transitioningDelegate (weak, as UIKit's).
    weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// UIViewController.modalTransitionStyle.
    var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// UIViewController.providesPresentationContextTransitionStyle.
    var providesContextTransitionStyle = false
}
