import Render

/// Columns joining and leaving the split, and the work that waits for a transition to end.
///
/// A column that joins is a child at once, gets its `will` appearance call now and its `did` call when the
/// transition ends, and fades in with it. A column that leaves stays a child (keeping its traits) until
/// then: `willMove(toParent: nil)` and `viewWillDisappear` now, `viewDidDisappear`, its view's removal and
/// `didMove(toParent: nil)` after, the order a navigation controller uses for the pages it removes. Without
/// a transition both halves run at once.
extension SplitViewController {
    /// Whether columns get appearance calls: the split is on screen or about to be.
    var columnsAreVisible: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Replaces the columns (the `viewControllers` setter and `showDetailViewController` while expanded).
    /// A change during a rotation is applied inside it (`TransitionGate`'s `applyInside`: the rotation is
    /// the device's), after the column work waiting on it is settled.
    func setColumns(primary newPrimary: ViewController?, secondary newSecondary: ViewController?) {
        switch TransitionGate.decide(running: ownTransitionCoordinator) {
        case .wait:
            if let running = ownTransitionCoordinator {
                return running.afterEnd { [weak self] in self?.setColumns(primary: newPrimary, secondary: newSecondary) }
            }
        case .endRunning: ownTransitionCoordinator?.finishImmediately()
        case .proceed, .join, .applyInside: break
        }
        finishPendingChanges()
        let kept = [newPrimary, newSecondary].compactMap { $0 }
        let old = [primary, secondary].compactMap { $0 }
        for column in old where !kept.contains(where: { $0 === column }) { removeColumn(column, in: nil) }
        primary = newPrimary
        secondary = isCollapsed ? nil : newSecondary
        collapsedSecondaryNavigation = nil
        if let newPrimary, !old.contains(where: { $0 === newPrimary }) { addColumn(newPrimary, in: nil) }
        if isCollapsed, let newSecondary, let newPrimary {
            collapseSecondary(newSecondary, onto: newPrimary, in: nil)
        } else if let newSecondary, !old.contains(where: { $0 === newSecondary }) {
            addColumn(newSecondary, in: nil)
        }
        updateChildTraits()
        relayoutColumns(in: nil)
    }

    /// Makes `controller` a column: a child with its view in place, appearing with the transition.
    func addColumn(_ controller: ViewController, in coordinator: TransitionCoordinator?) {
        addChild(controller)
        let fades = coordinator.map { !$0.isFinished && $0.isAnimated } ?? false
        if isViewLoaded {
            view.performWithoutAnimation {
                installColumnView(controller)
                if fades { controller.view.alpha = 0 }
            }
            if fades { alongside(coordinator) { controller.view.alpha = 1 } }
        }
        if columnsAreVisible { controller.beginAppearanceTransition(true, animated: fades) }
        controller.didMove(toParent: self)
        afterTransition(coordinator) { [weak self] in
            // While the split itself is still appearing, its own did call reaches the column.
            guard let self, self.appearanceState == .appeared, controller.appearanceState == .appearing else { return }
            controller.endAppearanceTransition()
        }
    }

    /// Takes `controller` out of the split: it disappears with the transition and its view fades out
    /// beneath the remaining column, then both leave. A controller that is not a child is ignored.
    func removeColumn(_ controller: ViewController, in coordinator: TransitionCoordinator?) {
        guard controller.parent === self else { return }
        let animated = coordinator.map { !$0.isFinished && $0.isAnimated } ?? false
        controller.beginRemovalFromParent()
        leavingColumns.append(controller)
        if controller.appearanceState == .appeared || controller.appearanceState == .appearing {
            controller.beginAppearanceTransition(false, animated: animated)
        }
        let page = controller.isViewLoaded && isViewLoaded && controller.view.superview === view ? controller.view : nil
        if let page {
            view.sendSubviewToBack(page)
            if animated { alongside(coordinator) { page.alpha = 0 } }
        }
        afterTransition(coordinator) { [weak self] in
            if controller.appearanceState == .disappearing { controller.endAppearanceTransition() }
            if let page, let self, page.superview === self.view {
                page.removeFromSuperview()
                page.performWithoutAnimation { page.alpha = 1 }
            }
            self?.leavingColumns.removeAll { $0 === controller }
            if controller.parent === self { controller.removeFromParent() }
        }
    }

    /// Lays the columns out again, inside the transition when there is one so their frames animate.
    func relayoutColumns(in coordinator: TransitionCoordinator?) {
        guard isViewLoaded else { return }
        view.setNeedsLayout()
        alongside(coordinator) { [weak self] in self?.view.layoutIfNeeded() }
    }

    // MARK: Joining the transition

    /// Runs `changes` with the transition (at once when there is none or it has ended).
    func alongside(_ coordinator: TransitionCoordinator?, _ changes: @escaping () -> Void) {
        guard let coordinator, !coordinator.isFinished else { return changes() }
        coordinator.animate(alongsideTransition: { _ in changes() })
    }

    /// Runs `work` when the transition ends (at once when there is none or it has ended).
    func afterTransition(_ coordinator: TransitionCoordinator?, _ work: @escaping () -> Void) {
        guard let coordinator, !coordinator.isFinished else { return work() }
        pendingCompletions.append(work)
        hook(coordinator)
    }

    /// Registers the split's completion on `coordinator` once. Called from `viewWillTransition` before the
    /// columns hear of the transition, so the split settles its columns before their completions run.
    func hook(_ coordinator: TransitionCoordinator) {
        guard hookedCoordinator !== coordinator else { return }
        hookedCoordinator = coordinator
        coordinator.animate(alongsideTransition: nil, completion: { [weak self, weak coordinator] _ in
            guard let self else { return }
            if self.ownTransitionCoordinator === coordinator { self.ownTransitionCoordinator = nil }
            self.finishPendingChanges()
        })
    }

    /// Runs the waiting work now: when the transition ends, or before a new change so the previous one
    /// is complete first.
    func finishPendingChanges() {
        while !pendingCompletions.isEmpty {
            let work = pendingCompletions
            pendingCompletions.removeAll()
            for w in work { w() }
        }
    }
}
