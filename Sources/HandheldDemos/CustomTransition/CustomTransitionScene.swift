import Render
import Widgets

/// The `custom-transition` scene: a navigation controller that is its own delegate and supplies its own animator (a
/// cross-fade and scale, `CrossFadeScaleAnimator`) for every push and pop, and its own interaction
/// controller while a vertical drag on a card page pulls it down: the page follows the finger, and
/// letting go past half way (or flicking down) pops it; otherwise it springs back (cancelled).
final class CustomTransitionScene: NavigationController, NavigationControllerDelegate {
    /// How far the finger travels, as a fraction of the page's height, for the whole transition.
    static let dragDistanceFraction = 0.5
    /// A downward flick this fast (points per second) pops whatever the distance.
    static let flickVelocity = 800.0

    /// The interaction controller while a drag runs; nil for taps and the back button.
    private(set) var interaction: PercentDrivenInteractiveTransition?

    init() {
        super.init(nibName: nil, bundle: nil)
        // Its own delegate: a navigation controller holds its delegate weakly, as UIKit's does.
        delegate = self
        setViewControllers([CardListViewController(scene: self)], animated: false)
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    func navigationController(_ navigationController: NavigationController,
                              animationControllerFor operation: NavigationTransitionKind,
                              from fromViewController: ViewController,
                              to toViewController: ViewController) -> ViewControllerAnimatedTransitioning? {
        CrossFadeScaleAnimator(operation: operation)
    }

    func navigationController(_ navigationController: NavigationController,
                              interactionControllerFor animationController: ViewControllerAnimatedTransitioning)
        -> ViewControllerInteractiveTransitioning? {
        interaction
    }

    /// The card page's vertical drag: begins an interactive pop, follows the finger, then finishes or
    /// cancels by distance and velocity.
    func handleDrag(_ pan: PanGestureRecognizer, on page: View) {
        let distance = max(1, page.bounds.height * Self.dragDistanceFraction)
        switch pan.state {
        case .began:
            let driver = PercentDrivenInteractiveTransition()
            interaction = driver
            popViewController(animated: true)
            interaction = nil
            driver.update(pan.translation().y / distance)
            activeDrag = driver
        case .changed:
            activeDrag?.update(pan.translation().y / distance)
        case .ended:
            guard let driver = activeDrag else { return }
            let velocity = pan.velocity().y
            if velocity >= Self.flickVelocity || (driver.percentComplete > 0.5 && velocity > -Self.flickVelocity) {
                driver.finish()
            } else {
                driver.cancel()
            }
            activeDrag = nil
        case .cancelled, .failed:
            activeDrag?.cancel()
            activeDrag = nil
        default:
            break
        }
    }

    private var activeDrag: PercentDrivenInteractiveTransition?
}
