import Render

/// The back swipe: a drag from the container's left edge pops interactively. The pages, the bar and
/// the alongside animations follow the pointer 1:1 (the coordinator's animator is scrubbed linearly);
/// release hands over to `InteractivePopRelease`, which finishes or cancels with the rest animated.
///
/// Appearance as UIKit: at the start the top controller gets `viewWillDisappear` and the one beneath
/// `viewWillAppear`; a finish brings the `did` calls; a cancel gives the one beneath `viewWillDisappear`
/// and `viewDidDisappear`, then the top one `viewWillAppear` and `viewDidAppear`.
extension NavigationController {
    /// The recogniser takes presses only while there is something to pop and no transition runs, so a
    /// press then reaches the page beneath unhindered.
    func updateInteractivePopGesture() {
        interactivePopGestureRecognizer.isEnabled = allowsInteractivePop && transition == nil && viewControllers.count > 1
    }

    func handleInteractivePop(_ pan: ScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard transition == nil, viewControllers.count > 1, canAnimateTransitions else { return }
            changeStack(to: Array(viewControllers.dropLast()), animated: true, interactive: true)
            followPointer(pan)
        case .changed:
            followPointer(pan)
        case .ended:
            guard let coordinator = interactiveCoordinator else { return }
            followPointer(pan)
            let release = InteractivePopRelease(percent: coordinator.percentComplete, velocity: pan.velocity().x,
                                                width: view.bounds.width, duration: NavigationTransition.duration)
            lastRelease = release
            coordinator.endInteraction(finish: release.finishes, curve: InteractivePopRelease.completionCurve,
                                       durationFactor: release.durationFactor)
        case .cancelled:
            // The system took the touch away (the window changed under it): go back, as UIKit does.
            interactiveCoordinator?.endInteraction(finish: false, curve: InteractivePopRelease.completionCurve)
        default:
            break
        }
    }

    /// The running back swipe's coordinator while the pointer still drives it.
    private var interactiveCoordinator: TransitionCoordinator? {
        guard let transition, transition.kind == .pop, transition.coordinator.isInteractive else { return nil }
        return transition.coordinator
    }

    /// Moves the pages to the pointer: percent = travel since the press ÷ width, clamped to 0…1, so a
    /// drag beyond the width (or back past the start) stops at the end.
    private func followPointer(_ pan: ScreenEdgePanGestureRecognizer) {
        let width = view.bounds.width
        guard let coordinator = interactiveCoordinator, width > 0 else { return }
        coordinator.update(min(1, max(0, pan.translation().x / width)))
    }
}
