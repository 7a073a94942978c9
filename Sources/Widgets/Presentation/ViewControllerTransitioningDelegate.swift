/// Supplies the animators that present and dismiss a controller (UIViewControllerTransitioningDelegate).
/// The presentation asks the presented controller's `transitioningDelegate` when it starts; nil (or no
/// delegate) keeps the built-in slide or sheet (`ModalTransitionAnimator`). Whatever animator answers runs
/// on the one transition contract: its coordinator, its clock, its alongside blocks. UIKit's alert
/// controller is its own transitioning delegate, and so is `AlertController` here.
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator that presents `presented` over `presenting` (`source` called `present`).
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The animator that dismisses `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// The presentation controller of a `.custom` presentation (UIViewControllerTransitioningDelegate's
    /// `presentationController(forPresented:presenting:source:)`); nil lays it out over the whole window.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}

extension ViewController {
    /// Who supplies this controller's present and dismiss animators (UIViewController.transitioningDelegate,
    /// weak as in UIKit).
    public var transitioningDelegate: ViewControllerTransitioningDelegate? {
        get { presentationLinks.transitioningDelegate }
        set { presentationLinks.transitioningDelegate = newValue }
    }
}

extension PresentationController {
    /// The animator for this presentation's present (`presenting` true) or dismiss: the presented
    /// controller's transitioning delegate's, else the built-in one.
    func transitionAnimator(presenting: Bool) -> ViewControllerAnimatedTransitioning {
        let presented = presentedViewController
        if let delegate = presented.transitioningDelegate {
            if presenting, let presenter = presentingViewController,
               let custom = delegate.animationController(forPresented: presented, presenting: presenter,
                                                         source: sourceViewController ?? presenter) {
                container.performWithoutAnimation { dimmingView.isHidden = !dims }
                return custom
            }
            if !presenting, let custom = delegate.animationController(forDismissed: presented) { return custom }
        }
        if presentationStyle == .popover, let popover = self as? PopoverPresentationController {
            return PopoverTransitionAnimator(popover: popover, isPresenting: presenting)
        }
        return ModalTransitionAnimator(presentation: self, isPresenting: presenting)
    }
}
