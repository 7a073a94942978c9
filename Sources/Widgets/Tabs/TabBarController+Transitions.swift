/// Switching tabs: at once, as UIKit does by default, or, when the delegate hands out an animator
/// (`tabBarController(_:animationControllerForTransitionFrom:to:)`), as one `TransitionCoordinator`
/// transition driven by that animator and the delegate's interaction controller, the same machinery a
/// navigation delegate's push and a presentation use.
///
/// The rules and where they come from:
/// - Instant switch: no coordinator (`transitionCoordinator` is nil throughout), every callback
///   `animated` false, in the order UIKit logs for a tab switch: new viewWillAppear, old
///   viewWillDisappear, old viewDidDisappear, new viewDidAppear ([OBS] a device log of a tab switch,
///   https://pgzxc.github.io/posts/efa3afd7.html, "切换到第二个UITabBar时": ContactViewController
///   viewWillAppear, MessageViewController viewWillDisappear, viewDidDisappear, ContactViewController
///   viewDidAppear; UIKit switches tabs with the containment API `transitionFromViewController:…`, which
///   begins the arriving child's appearance before the leaving one's). Unlike a push, the arriving
///   controller hears first.
/// - Animated switch: the same order with `animated` true, the `did` calls after the animator's
///   `completeTransition(_:)` and the coordinator's completions ([EST]: the order of the instant switch,
///   with the completions placed as in a push). The selection (index, bar highlight) moves when it starts.
/// - Cancelled (interactive) switch: the arriving controller gets viewWillDisappear and viewDidDisappear,
///   then the one that stays viewWillAppear and viewDidAppear, as UIKit does for a cancelled interactive pop
///   ([OBS] https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html, "Canceled
///   Interactive Popping"); the old tab is selected again and the bar's highlight goes back to it.
/// - A new selection while a switch runs (a tap on another tab, `selectedIndex` set in code) is decided by
///   `TransitionGate`, the containers' one policy: it first ends the running switch by the transition
///   contract's one rule, `TransitionCoordinator.finishImmediately()`:
///   an interactive switch still under the finger is cancelled, an animated one jumps to its end; then the
///   new selection applies from the settled state, animated again if the delegate says so. This is what a
///   navigation controller does with a push asked for during a push. A tap on the tab an animated switch
///   is already heading to changes nothing and leaves it running (as a navigation request that changes
///   nothing leaves a running push alone).
extension TabBarController {
    /// Selects tab `index` under the rules above.
    func select(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        switch TransitionGate.decide(running: tabTransition?.coordinator, reachesSameEnd: index == selected) {
        case .join: return
        case .wait:
            tabTransition?.coordinator.afterEnd { [weak self] in self?.select(index) }
            return
        case .endRunning, .applyInside: finishTabTransition()
        case .proceed: break
        }
        guard index != selected else { return }
        let old = selectedViewController
        let new = tabs[index]
        let oldIndex = selected
        guard isViewLoaded else {
            selected = index
            tabBar.selectedIndex = index
            return
        }
        // A transition running in the old tab ends first (the one rule), so its callbacks stay balanced.
        if let old, old.isViewLoaded { view.window?.finishTransitions(inside: old.view) }
        if let old, canAnimateTabSwitch, let engine = view.window?.engine,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) {
            startTabTransition(from: old, to: new, fromIndex: oldIndex, toIndex: index, animator: animator, engine: engine)
        } else {
            switchImmediately(from: old, to: new, index: index)
        }
    }

    /// Ends the running animated switch now, by the one rule (see the extension's comment).
    func finishTabTransition() {
        guard let running = tabTransition, running.coordinator.hasStarted else { return }
        running.coordinator.finishImmediately()
    }

    /// Whether a switch can animate: the container is on screen in a window and has appeared.
    var canAnimateTabSwitch: Bool {
        isViewLoaded && view.window != nil && appearanceState == .appeared
    }

    /// The instant switch: UIKit's order for a tab switch (see the extension's comment), `animated` false.
    private func switchImmediately(from old: ViewController?, to new: ViewController, index: Int) {
        selected = index
        tabBar.selectedIndex = index
        let visible = appearanceState == .appeared
        if visible {
            // Sized before its viewWillAppear, as UIKit sizes an arriving tab.
            if new.view.superview !== view { layoutChild(new) }
            new.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        if let old, old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
        install(new)
        if visible {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    /// Starts an animated switch. The coordinator is this controller's own before any callback, so the
    /// children's `viewWillAppear` and `viewWillDisappear` find it through `transitionCoordinator` and their
    /// alongside animations share the animator's progress. The arriving view is put in the container, sized
    /// and laid out below the bar, before the animator runs (it may move it, as animators add the arriving
    /// view themselves); the bar stays above whatever the animator adds.
    private func startTabTransition(from old: ViewController, to new: ViewController, fromIndex: Int, toIndex: Int,
                                    animator: ViewControllerAnimatedTransitioning, engine: AnimationEngine) {
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        let coordinator = TransitionCoordinator(kind: .tab, duration: animator.transitionDuration(using: nil),
                                                curve: animator.transitionCurve, interactive: interaction != nil,
                                                engine: engine, container: view, from: old, to: new)
        // Both pages fill the container: the leaving one starts there, the arriving one ends there (UIKit
        // gives .zero for the other two).
        coordinator.setFrames(for: old, initial: view.bounds, final: nil)
        coordinator.setFrames(for: new, initial: nil, final: view.bounds)
        let t = TabTransition(from: old, to: new, fromIndex: fromIndex, toIndex: toIndex, coordinator: coordinator)
        tabTransition = t
        ownTransitionCoordinator = coordinator
        t.fromInteraction = old.view.isUserInteractionEnabled
        t.toInteraction = new.view.isUserInteractionEnabled
        old.view.isUserInteractionEnabled = false
        new.view.isUserInteractionEnabled = false
        selected = toIndex
        tabBar.selectedIndex = toIndex
        // Sized before its viewWillAppear, as UIKit sizes an arriving tab; laid out once installed.
        layoutChild(new)
        new.beginAppearanceTransition(true, animated: true)
        old.beginAppearanceTransition(false, animated: true)
        if new.view.superview !== view { view.insertSubview(new.view, belowSubview: tabBar) }
        layoutChild(new)
        new.view.layoutIfNeeded()
        updateTabBarVisibility(animated: false)
        coordinator.start(animator: animator, interactionController: interaction) { [weak self, weak t] context in
            guard let self, let t else { return }
            self.tabTransitionDidEnd(t, cancelled: context.isCancelled)
        }
        if tabTransition === t, view.subviews.last !== tabBar { view.bringSubviewToFront(tabBar) }
        view.window?.setNeedsDisplay()
    }

    /// Settles the container after `completeTransition(_:)`: the view that ended off screen leaves it
    /// (UIKit removes it after the animator completes), a cancelled switch selects the old tab again, and the
    /// `did` callbacks run.
    private func tabTransitionDidEnd(_ t: TabTransition, cancelled: Bool) {
        guard tabTransition === t else { return }
        tabTransition = nil
        if ownTransitionCoordinator === t.coordinator { ownTransitionCoordinator = nil }
        t.from.view.isUserInteractionEnabled = t.fromInteraction
        t.to.view.isUserInteractionEnabled = t.toInteraction
        let leaving = cancelled ? t.to : t.from
        let staying = cancelled ? t.from : t.to
        if leaving.isViewLoaded, leaving.view.superview === view { leaving.view.removeFromSuperview() }
        if staying.view.superview !== view { view.insertSubview(staying.view, belowSubview: tabBar) }
        if cancelled {
            selected = t.fromIndex
            tabBar.selectedIndex = t.fromIndex
            t.to.beginAppearanceTransition(false, animated: true)
            t.to.endAppearanceTransition()
            t.from.beginAppearanceTransition(true, animated: true)
            t.from.endAppearanceTransition()
        } else {
            t.from.endAppearanceTransition()
            t.to.endAppearanceTransition()
        }
        updateTabBarVisibility(animated: false)
        layoutContainer()
        view.window?.setNeedsDisplay()
    }
}
