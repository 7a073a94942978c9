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
    /// UIViewController.transitioningDelegate (weak, as UIKit's).
    weak var transitioningDelegate: ViewControllerTransitioningDelegate?
}
