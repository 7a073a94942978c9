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
    /// Carries out `request` now or, while a transition runs, queues it; a request without animation
    /// first finishes the running transition and the queued ones (see the type's comment). Returns the
    /// controllers popped now.
    @discardableResult
    func request(_ request: NavigationRequest) -> [ViewController] {
        if !request.animated { finishTransitionsNow() }
        guard transition == nil else {
            pendingRequests.append(request)
            return []
        }
        guard let newStack = request.apply(to: viewControllers) else { return [] }
        let old = viewControllers
        changeStack(to: newStack, animated: request.animated)
        return old.filter { c in !newStack.contains { $0 === c } }
    }

    /// Ends the running transition at once (a back swipe still under the pointer goes back), then each
    /// queued request's in turn, so the stack is final when this returns. A transition whose coordinator
    /// has not started yet (a request from inside a will-appear callback) is left running; the request
    /// then waits in the queue.
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
    func changeStack(to newStack: [ViewController], animated: Bool, interactive: Bool = false) {
        let old = viewControllers
        let removed = old.filter { c in !newStack.contains { $0 === c } }
        let added = newStack.filter { c in !old.contains { $0 === c } }
        for c in removed { c.willMove(toParent: nil) }
        for c in added { addChild(c) }
        stack = newStack
        if let from = old.last, let to = newStack.last, from !== to, animated, canAnimateTransitions {
            let kind: NavigationTransitionKind = old.contains { $0 === to } ? .pop : .push
            startTransition(kind: kind, from: from, to: to, previousStack: old, removed: removed, added: added,
                            interactive: interactive)
        } else {
            swapImmediately(from: old.last, to: newStack.last, removed: removed, added: added)
        }
        updateInteractivePopGesture()
    }

    /// A change without animation: every callback runs now, `animated` false.
    private func swapImmediately(from: ViewController?, to: ViewController?, removed: [ViewController],
                                 added: [ViewController]) {
        let topChanged = from !== to
        // While the container is still appearing, the new top gets its will call now and its did call
        // from the container's own viewDidAppear.
        let forward = topChanged && (appearanceState == .appeared || appearanceState == .appearing)
        if topChanged, let to { delegate?.navigationController(self, willShow: to, animated: false) }
        if forward {
            from?.beginAppearanceTransition(false, animated: false)
            to?.beginAppearanceTransition(true, animated: false)
        }
        if isViewLoaded {
            if topChanged, let from, from.isViewLoaded, from.view.superview === view { from.view.removeFromSuperview() }
            if let to { installPage(to) }
            navigationBar.setItems(viewControllers.map(\.navigationItem))
        }
        if forward {
            from?.endAppearanceTransition()
            if appearanceState == .appeared { to?.endAppearanceTransition() }
        }
        for c in removed { c.removeFromParent() }
        for c in added { c.didMove(toParent: self) }
        if topChanged, let to { delegate?.navigationController(self, didShow: to, animated: false) }
    }

    /// Starts an animated push or pop. The coordinator is set on this controller before the appearance
    /// callbacks, so a child's `viewWillAppear` finds it (`transitionCoordinator` walks up to the parent)
    /// and its alongside animations join the pages'.
    private func startTransition(kind: NavigationTransitionKind, from: ViewController, to: ViewController,
                                 previousStack: [ViewController], removed: [ViewController], added: [ViewController],
                                 interactive: Bool) {
        guard let engine = view.window?.engine else { return }
        let coordinator = TransitionCoordinator(kind: kind.rawValue, duration: NavigationTransition.duration,
                                                curve: NavigationTransition.curve, interactive: interactive, engine: engine)
        let t = NavigationTransition(kind: kind, from: from, to: to, coordinator: coordinator, container: view,
                                     previousStack: previousStack, removed: removed, added: added)
        transition = t
        ownTransitionCoordinator = coordinator
        interactionEnabledBeforeTransition = view.isUserInteractionEnabled
        view.isUserInteractionEnabled = false
        delegate?.navigationController(self, willShow: to, animated: true)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        installPage(to)
        t.prepare()
        navigationBar.beginTransition(to: viewControllers.map(\.navigationItem), kind: kind)
        let bar = navigationBar
        coordinator.start({
            t.animate()
            bar.animateTransition()
        }, completion: { [weak self, weak t] context in
            guard let self, let t else { return }
            self.transitionDidEnd(t, cancelled: context.isCancelled)
        })
    }

    /// Settles the views, restores the stack if a back swipe was cancelled, sends the `did` callbacks and
    /// carries out the requests that waited.
    private func transitionDidEnd(_ t: NavigationTransition, cancelled: Bool) {
        guard transition === t else { return }
        transition = nil
        ownTransitionCoordinator = nil
        t.cleanUp(finished: !cancelled)
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
