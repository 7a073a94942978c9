import Render

/// How the stack changes: a request is carried out now or queued behind the running transition; a change
/// of the top controller either swaps at once (not animated, or off screen) or runs a push or pop on a
/// transition coordinator.
///
/// The order of callbacks for an animated push or pop (UIKit's):
///   delegate willShow → old top viewWillDisappear → new top viewWillAppear → (animation) →
///   coordinator completions (isCancelled false) → old top viewDidDisappear → new top viewDidAppear →
///   controllers leaving the stack leave it (didMove(toParent: nil)) → delegate didShow.
extension NavigationController {
    /// Carries out `request` as `TransitionGate` decides: a request that changes nothing leaves a running
    /// push or pop alone (the stack already is its end); one made before the running transition has
    /// started (from inside a will-appear callback) waits in the queue; any other first ends the running
    /// one by the one rule (a back swipe under the pointer is cancelled, a push or pop jumps to its end),
    /// so it starts from a settled stack. Returns the controllers popped now.
    @discardableResult
    func request(_ request: NavigationRequest) -> [ViewController] {
        switch TransitionGate.decide(running: transition?.coordinator,
                                     reachesSameEnd: request.apply(to: viewControllers) == nil) {
        case .join: return []
        case .wait:
            pendingRequests.append(request)
            return []
        case .endRunning, .applyInside: finishTransitionsNow()
        case .proceed: break
        }
        // Ending the running transition may have started one queued behind it; this request follows it.
        guard transition == nil else {
            pendingRequests.append(request)
            return []
        }
        guard let newStack = request.apply(to: viewControllers) else { return [] }
        let old = viewControllers
        changeStack(to: newStack, animated: request.animated)
        return old.filter { c in !newStack.contains { $0 === c } }
    }

    /// Ends the running transition at once, then each queued request's in turn, so the stack is settled
    /// when this returns. A transition whose coordinator has not started yet is left running.
    func finishTransitionsNow() {
        while let running = transition, running.coordinator.hasStarted {
            running.coordinator.finishImmediately()
            if transition === running { break }
        }
    }

    /// Carries out the queued requests in order until one starts a transition (the rest wait for it).
    func runPendingRequests() {
        while transition == nil, !pendingRequests.isEmpty {
            request(pendingRequests.removeFirst())
        }
    }

    /// Whether a change can animate: the container is on screen in a window and has appeared.
    var canAnimateTransitions: Bool {
        isViewLoaded && view.window != nil && appearanceState == .appeared
    }

    /// Makes `newStack` the stack: children join and leave, and a new top is shown by a push or pop
    /// (animated, pop when the new top was already in the stack) or at once.
    func changeStack(to newStack: [ViewController], animated: Bool, fromEdgeSwipe: Bool = false) {
        let old = viewControllers
        let removed = old.filter { c in !newStack.contains { $0 === c } }
        let added = newStack.filter { c in !old.contains { $0 === c } }
        for c in removed { c.beginRemovalFromParent() }
        for c in added { addChild(c) }
        stack = newStack
        if let from = old.last, let to = newStack.last, from !== to, animated, canAnimateTransitions {
            let kind: NavigationTransitionKind = old.contains { $0 === to } ? .pop : .push
            startTransition(kind: kind, from: from, to: to, previousStack: old, removed: removed, added: added,
                            fromEdgeSwipe: fromEdgeSwipe)
        } else {
            swapImmediately(from: old.last, to: newStack.last, removed: removed, added: added)
        }
        updateInteractivePopGesture()
        // A tab bar hides or shows with `hidesBottomBarWhenPushed`, inside the transition just started.
        (parent as? TabBarController)?.navigationStackDidChange(self)
    }

    /// A change without animation: every callback runs now, `animated` false.
    private func swapImmediately(from: ViewController?, to: ViewController?, removed: [ViewController],
                                 added: [ViewController]) {
        let topChanged = from !== to
        // While the container is still appearing, the new top gets its will call now and its did call
        // from the container's own viewDidAppear.
        let forward = topChanged && (appearanceState == .appeared || appearanceState == .appearing)
        if topChanged, let to { delegate?.navigationController(self, willShow: to, animated: false) }
        // UIKit sizes the arriving page to the container before its viewWillAppear, so the page can lay
        // out for its real size there.
        if forward, isViewLoaded, let to { layoutPage(to) }
        if forward {
            from?.beginAppearanceTransition(false, animated: false)
            to?.beginAppearanceTransition(true, animated: false)
        }
        if isViewLoaded {
            if topChanged, let from, from.isViewLoaded, from.view.superview === view { from.view.removeFromSuperview() }
            if let to { installPage(to) }
            navigationBar.setItems(viewControllers.map(\.navigationItem))
            toolbar.setItems(to?.toolbarItems, animated: false)
        }
        if forward {
            from?.endAppearanceTransition()
            if appearanceState == .appeared { to?.endAppearanceTransition() }
        }
        for c in removed { c.removeFromParent() }
        for c in added { c.didMove(toParent: self) }
        if topChanged, let to { delegate?.navigationController(self, didShow: to, animated: false) }
        updateScrollEdge()
    }

    /// Starts an animated push or pop: the delegate may supply the animator and the interaction controller
    /// (UINavigationControllerDelegate), otherwise the built-in parallax runs, driven by the edge swipe when
    /// `fromEdgeSwipe`. The coordinator is set on this controller before the appearance callbacks, so a
    /// child's `viewWillAppear` finds it (`transitionCoordinator` walks up to the parent) and its alongside
    /// animations join the pages'.
    private func startTransition(kind: NavigationTransitionKind, from: ViewController, to: ViewController,
                                 previousStack: [ViewController], removed: [ViewController], added: [ViewController],
                                 fromEdgeSwipe: Bool) {
        guard let engine = view.window?.engine else { return }
        delegate?.navigationController(self, willShow: to, animated: true)
        let custom = delegate?.navigationController(self, animationControllerFor: kind, from: from, to: to)
        let animator = custom ?? NavigationParallaxAnimator(operation: kind)
        var interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        edgeSwipe = nil
        if interaction == nil, fromEdgeSwipe, custom == nil {
            let swipe = PercentDrivenInteractiveTransition()
            swipe.completionCurve = InteractivePopRelease.completionCurve
            edgeSwipe = swipe
            interaction = swipe
        }
        let coordinator = TransitionCoordinator(kind: kind == .push ? .push : .pop, duration: animator.transitionDuration(using: nil),
                                                curve: animator.transitionCurve, interactive: interaction != nil,
                                                engine: engine, container: view, from: from, to: to)
        // Pages fill the container: the leaving one starts there, the arriving one ends there.
        coordinator.setFrames(for: from, initial: view.bounds, final: nil)
        coordinator.setFrames(for: to, initial: nil, final: view.bounds)
        let t = NavigationTransition(kind: kind, from: from, to: to, coordinator: coordinator, animator: animator,
                                     previousStack: previousStack, removed: removed, added: added)
        transition = t
        ownTransitionCoordinator = coordinator
        interactionEnabledBeforeTransition = view.isUserInteractionEnabled
        view.isUserInteractionEnabled = false
        // Sized to the container before its viewWillAppear, as UIKit does (installPage places it after).
        layoutPage(to)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        installPage(to)
        navigationBar.beginTransition(to: viewControllers.map(\.navigationItem), kind: kind)
        let bar = navigationBar
        coordinator.animate(alongsideTransition: { _ in bar.animateTransition() })
        beginLargeTitleTransition(to: to, coordinator: coordinator)
        beginScrollEdgeTransition(to: to, coordinator: coordinator)
        beginToolbarTransition(from: from, to: to, coordinator: coordinator)
        beginSearchTransition(from: from, to: to, coordinator: coordinator)
        coordinator.start(animator: animator, interactionController: interaction) { [weak self, weak t] context in
            guard let self, let t else { return }
            self.transitionDidEnd(t, cancelled: context.isCancelled)
        }
        // A custom animator adds the arriving page to the container; the bars stay above the pages.
        if transition === t, view.subviews.last !== navigationBar { view.bringSubviewToFront(navigationBar) }
        if transition === t, toolbar.superview === view { view.bringSubviewToFront(toolbar) }
    }

    /// Settles the views, restores the stack if a back swipe was cancelled, sends the `did` callbacks and
    /// carries out the requests that waited.
    private func transitionDidEnd(_ t: NavigationTransition, cancelled: Bool) {
        guard transition === t else { return }
        transition = nil
        edgeSwipe = nil
        ownTransitionCoordinator = nil
        // The page that ended off screen leaves the container (UIKit removes it after completeTransition).
        let leaving = cancelled ? t.to : t.from
        if leaving.isViewLoaded, leaving.view.superview === view { leaving.view.removeFromSuperview() }
        navigationBar.endTransition(finished: !cancelled)
        view.isUserInteractionEnabled = interactionEnabledBeforeTransition
        if cancelled {
            stack = t.previousStack
            t.to.beginAppearanceTransition(false, animated: true)
            t.to.endAppearanceTransition()
            t.from.beginAppearanceTransition(true, animated: true)
            t.from.endAppearanceTransition()
            // UIKit tells a controller that stays after a cancelled pop that it moved back to its parent.
            for c in t.removed { c.didMove(toParent: self) }
            for c in t.added { c.removeFromParent() }
            updateInteractivePopGesture()
            delegate?.navigationController(self, didShow: t.from, animated: true)
        } else {
            t.from.endAppearanceTransition()
            t.to.endAppearanceTransition()
            for c in t.removed { c.removeFromParent() }
            for c in t.added { c.didMove(toParent: self) }
            updateInteractivePopGesture()
            delegate?.navigationController(self, didShow: t.to, animated: true)
        }
        layoutContainer()
        runPendingRequests()
    }
}
