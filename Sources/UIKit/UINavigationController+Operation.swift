import HandheldKit

extension UINavigationController {
    /// UINavigationController.Operation, what the delegate's `navigationController(_:animationControllerFor:
    /// from:to:)` is told: `.push` or `.pop`. UIKit's third case, `.none`, is never passed to that method, so
    /// Handheld's push/pop kind stands for it.
    public typealias Operation = NavigationTransitionKind
}

/// UIViewControllerInteractiveTransitioning, the interaction controller a navigation delegate returns.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
