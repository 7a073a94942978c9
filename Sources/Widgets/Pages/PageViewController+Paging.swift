import Render

/// One running page change: the page leaving, the one arriving, and who asked (a swipe or
/// `setViewControllers`).
@MainActor
final class PageTransition {
    let from: ViewController
    let to: ViewController
    let forward: Bool
    let coordinator: TransitionCoordinator
    /// The swipe's interaction controller; nil for a programmatic change.
    let swipe: PercentDrivenInteractiveTransition?
    let completion: ((Bool) -> Void)?

    init(from: ViewController, to: ViewController, forward: Bool, coordinator: TransitionCoordinator,
         swipe: PercentDrivenInteractiveTransition?, completion: ((Bool) -> Void)?) {
        self.from = from
        self.to = to
        self.forward = forward
        self.coordinator = coordinator
        self.swipe = swipe
        self.completion = completion
    }
}

/// Changing pages: `setViewControllers` (at once or animated), and the transition both it and the swipe
/// (PageViewController+Swipe) run on.
extension PageViewController {
    /// Shows `viewControllers` (UIKit uses the first unless the spine is in the middle). Animated, the new
    /// page slides in from the side `direction` says; a running swipe is cancelled first. The data source
    /// is asked for the dots again. `completion` gets true once the page is in place.
    public func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection,
                                   animated: Bool, completion: ((Bool) -> Void)? = nil) {
        pageTransition?.coordinator.finishImmediately()
        guard let new = viewControllers?.first else { return }
        let old = self.viewControllers?.first
        if old === new {
            updatePageDots()
            completion?(true)
            return
        }
        self.viewControllers = [new]
        updatePageDots()
        if let old, animated, canAnimatePages {
            beginPageTransition(from: old, to: new, forward: direction == .forward, swipe: nil, completion: completion)
        } else {
            swapPages(from: old, to: new)
            completion?(true)
        }
    }

    /// A change can animate when the controller is on screen and has appeared.
    var canAnimatePages: Bool {
        isViewLoaded && view.window != nil && appearanceState == .appeared
    }

    /// Whether pages get appearance calls now.
    private var pagesAreVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Replaces the page at once, every callback now.
    private func swapPages(from old: ViewController?, to new: ViewController) {
        addChild(new)
        let visible = pagesAreVisible
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new.beginAppearanceTransition(true, animated: false)
        }
        install(new)
        if let old, old.isViewLoaded, old.view.superview === pagesView { old.view.removeFromSuperview() }
        if visible {
            old?.endAppearanceTransition()
            if appearanceState == .appeared { new.endAppearanceTransition() }
        }
        new.didMove(toParent: self)
        if let old {
            old.beginRemovalFromParent()
            old.removeFromParent()
        }
    }

    /// The distance a page travels: its length along the orientation plus the spacing.
    var pageDistance: Double {
        let b = pagesView.bounds
        return (navigationOrientation == .horizontal ? b.width : b.height) + interPageSpacing
    }

    /// Starts a page change on a transition coordinator: interactive when `swipe` drives it.
    func beginPageTransition(from old: ViewController, to new: ViewController, forward: Bool,
                             swipe: PercentDrivenInteractiveTransition?, completion: ((Bool) -> Void)?) {
        guard let engine = view.window?.engine else { return }
        addChild(new)
        new.didMove(toParent: self)
        let animator = PageSlideAnimator(forward: forward, distance: pageDistance,
                                         vertical: navigationOrientation == .vertical)
        let coordinator = TransitionCoordinator(kind: "page", duration: PageSlideAnimator.duration,
                                                curve: PageSlideAnimator.curve, interactive: swipe != nil,
                                                engine: engine, container: pagesView, from: old, to: new)
        coordinator.setFrames(for: old, initial: pagesView.bounds, final: nil)
        coordinator.setFrames(for: new, initial: nil, final: pagesView.bounds)
        let t = PageTransition(from: old, to: new, forward: forward, coordinator: coordinator, swipe: swipe,
                               completion: completion)
        pageTransition = t
        ownTransitionCoordinator = coordinator
        install(new)
        old.beginAppearanceTransition(false, animated: true)
        new.beginAppearanceTransition(true, animated: true)
        coordinator.start(animator: animator, interactionController: swipe) { [weak self, weak t] context in
            guard let self, let t else { return }
            self.pageTransitionDidEnd(t, cancelled: context.isCancelled)
        }
    }

    /// Settles the pages: the one that ended off screen leaves, the appearance calls end (reversed for a
    /// cancelled swipe), the dot moves, the delegate hears of a swipe's end.
    private func pageTransitionDidEnd(_ t: PageTransition, cancelled: Bool) {
        guard pageTransition === t else { return }
        pageTransition = nil
        ownTransitionCoordinator = nil
        let leaving = cancelled ? t.to : t.from
        if leaving.isViewLoaded, leaving.view.superview === pagesView { leaving.view.removeFromSuperview() }
        if cancelled {
            viewControllers = [t.from]
            t.to.beginAppearanceTransition(false, animated: true)
            t.to.endAppearanceTransition()
            t.from.beginAppearanceTransition(true, animated: true)
            t.from.endAppearanceTransition()
        } else {
            viewControllers = [t.to]
            t.from.endAppearanceTransition()
            t.to.endAppearanceTransition()
            // After a swipe the dot moves by one without asking the data source (UIKit's documentation).
            if t.swipe != nil, showsPageDots {
                pageControl.currentPage = max(0, min(pageControl.numberOfPages - 1,
                                                     pageControl.currentPage + (t.forward ? 1 : -1)))
            }
        }
        leaving.beginRemovalFromParent()
        leaving.removeFromParent()
        if t.swipe != nil {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [t.from],
                                         transitionCompleted: !cancelled)
        }
        t.completion?(!cancelled)
    }
}
