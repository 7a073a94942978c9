/// Presenting and dismissing, each one `TransitionCoordinator` (kind "present" or "dismiss") with
/// `ModalTransitionAnimator`. Appearance as UIKit: the presented controller gets will/did appear around the
/// presentation and will/did disappear around the dismissal; the presenter only for `fullScreen` and
/// `currentContext` (its view leaves the screen; the other styles keep it visible and send it nothing). A dismissal the drag cancels
/// gives the presented controller `viewWillAppear` and `viewDidAppear` after its `viewWillDisappear`.
extension PresentationController {
    /// How far the presented view travels to leave the container at the bottom.
    var dismissDistance: Double {
        max(1, fullBounds.maxY - frameOfPresentedViewInContainerView.minY)
    }

    func present(in window: Window, animated: Bool, completion: (() -> Void)?) {
        guard let presenter = presentingViewController else { return }
        window.addScreenCoveringView(container)
        container.layoutIfNeeded()
        presenterCornerRadius = presenter.view.cornerRadius
        // UIKit sizes the presented view to its frame in the container before its viewWillAppear, so a
        // controller that lays out from `view.bounds` there sees the size it is shown at.
        container.performWithoutAnimation { presentedView.setFrameIgnoringTransform(frameOfPresentedViewInContainerView) }
        let animator = transitionAnimator(presenting: true)
        let coordinator = TransitionCoordinator(kind: .present, duration: animator.transitionDuration(using: nil),
                                                curve: animator.transitionCurve, animated: animated, engine: window.engine,
                                                container: container, from: presenter, to: presentedViewController)
        transition = coordinator
        isDismissing = false
        isPresenting = true
        adopt(coordinator)
        let fullScreen = presenterDisappears, hides = hidesPresenterView
        if fullScreen { presenter.beginAppearanceTransition(false, animated: animated) }
        presentedViewController.beginAppearanceTransition(true, animated: animated)
        presentationTransitionWillBegin()
        // The presenter weakly: it holds this presentation, which holds the coordinator and its completion.
        coordinator.start(animator: animator) { [weak self, weak presenter] _ in
            guard let self, self.transition === coordinator else { return }
            self.transition = nil
            self.release(coordinator)
            if fullScreen, let presenter {
                if hides { presenter.view.isHidden = true }
                presenter.endAppearanceTransition()
            }
            self.presentedViewController.endAppearanceTransition()
            self.isPresenting = false
            self.presentationTransitionDidEnd(true)
            self.container.setNeedsLayout()
            completion?()
        }
        window.setNeedsDisplay()
    }

    /// Dismisses, animated or not, driven by `interaction` when a drag started it, as `TransitionGate`
    /// decides about a transition still running: a dismissal already running takes the completion, one
    /// not started yet is waited for, any other is first ended by the one rule (`finishImmediately`).
    func dismiss(animated: Bool, interaction: PercentDrivenInteractiveTransition?, completion: (() -> Void)?) {
        if let running = transition {
            switch TransitionGate.decide(running: running, reachesSameEnd: running.kind == .dismiss && interaction == nil) {
            case .join:
                running.animate(alongsideTransition: nil) { _ in completion?() }
                return
            case .wait:
                return running.afterEnd { [weak self] in
                    self?.dismiss(animated: animated, interaction: interaction, completion: completion)
                }
            case .endRunning, .applyInside: running.finishImmediately()
            case .proceed: break
            }
        }
        guard isShown, let presenter = presentingViewController, let window = container.window else {
            tearDownImmediately()
            completion?()
            return
        }
        presentedViewController.presentationShown?.tearDownImmediately()
        let animator = transitionAnimator(presenting: false)
        let coordinator = TransitionCoordinator(kind: .dismiss, duration: animator.transitionDuration(using: nil),
                                                curve: animator.transitionCurve, animated: animated,
                                                interactive: interaction != nil, engine: window.engine,
                                                container: container, from: presentedViewController, to: presenter)
        transition = coordinator
        isDismissing = true
        dragInteraction = interaction
        updateContainerExtent()
        adopt(coordinator)
        let fullScreen = presenterDisappears
        presentedViewController.beginAppearanceTransition(false, animated: animated)
        if fullScreen {
            presenter.view.isHidden = false
            presenter.beginAppearanceTransition(true, animated: animated)
        }
        dismissalTransitionWillBegin()
        if interaction != nil { delegate?.presentationControllerWillDismiss(self) }
        coordinator.start(animator: animator,
                          interactionController: interaction) { [weak self] context in
            guard let self, self.transition === coordinator else { return }
            self.dismissalDidEnd(cancelled: context.isCancelled, interactive: interaction != nil, completion: completion)
        }
        // UIKit unlinks a dismissal without animation before `dismiss` returns (presentedViewController is
        // nil on the next line), so it ends now by the one rule rather than on the next frame.
        if !animated, interaction == nil { coordinator.finishImmediately() }
        window.setNeedsDisplay()
    }

    /// Both sides find the transition through `transitionCoordinator` (UIKit gives the presenting and the
    /// presented controller the same coordinator); a presenter running its own (a navigation push) keeps it.
    private func adopt(_ coordinator: TransitionCoordinator) {
        presentedViewController.ownTransitionCoordinator = coordinator
        if let presenter = presentingViewController, presenter.ownTransitionCoordinator?.isFinished ?? true {
            presenter.ownTransitionCoordinator = coordinator
        }
    }

    private func release(_ coordinator: TransitionCoordinator) {
        if presentedViewController.ownTransitionCoordinator === coordinator { presentedViewController.ownTransitionCoordinator = nil }
        if let presenter = presentingViewController, presenter.ownTransitionCoordinator === coordinator {
            presenter.ownTransitionCoordinator = nil
        }
    }

    /// Whether the presentation is still linked (not torn down).
    var isShown: Bool { presentingViewController?.presentationLinks.presenting === self }

    private func dismissalDidEnd(cancelled: Bool, interactive: Bool, completion: (() -> Void)?) {
        let ended = transition
        transition = nil
        dragInteraction = nil
        if let ended { release(ended) }
        let fullScreen = presenterDisappears
        dismissalTransitionDidEnd(!cancelled)
        if cancelled {
            presentedViewController.beginAppearanceTransition(true, animated: true)
            presentedViewController.endAppearanceTransition()
            if fullScreen, let presenter = presentingViewController {
                presenter.beginAppearanceTransition(false, animated: true)
                presenter.endAppearanceTransition()
                if hidesPresenterView { presenter.view.isHidden = true }
            }
            applySettledState(presented: true)
            container.setNeedsLayout()
            return
        }
        presentedViewController.endAppearanceTransition()
        if fullScreen { presentingViewController?.endAppearanceTransition() }
        unlink()
        if interactive { delegate?.presentationControllerDidDismiss(self) }
        completion?()
    }

    /// Removes the presentation now, with balanced appearance calls (a window replacing its root, a
    /// presentation below being dismissed).
    func tearDownImmediately() {
        presentedViewController.presentationShown?.tearDownImmediately()
        transition?.finishImmediately()
        guard isShown else { return unlink() }
        let presented = presentedViewController
        if presented.appearanceState == .appeared || presented.appearanceState == .appearing {
            presented.beginAppearanceTransition(false, animated: false)
            presented.endAppearanceTransition()
        }
        if presenterDisappears, let presenter = presentingViewController {
            presenter.view.isHidden = false
            if presenter.appearanceState == .disappeared, presenter.isViewLoaded, presenter.view.window != nil {
                presenter.beginAppearanceTransition(true, animated: false)
                presenter.endAppearanceTransition()
            }
        }
        unlink()
    }

    /// Takes the views out and breaks the links, restoring the presenter.
    private func unlink() {
        applySettledState(presented: false)
        if presentedViewController.isViewLoaded, presentedView.superview === container {
            presentedView.removeFromSuperview()
        }
        container.removeFromSuperview()
        backdropView.removeFromSuperview()
        if let presenter = presentingViewController, presenter.presentationLinks.presenting === self {
            presenter.presentationLinks.presenting = nil
        }
        if presentedViewController.presentationLinks.presentedBy === self {
            presentedViewController.presentationLinks.presentedBy = nil
        }
        // The controller that decided the status bar may have gone with the presentation (a capturing
        // sheet's presenter gets no appearance calls that would ask again).
        if let presenter = presentingViewController, presenter.isViewLoaded { presenter.view.window?.updateStatusBarAppearance() }
    }
}
