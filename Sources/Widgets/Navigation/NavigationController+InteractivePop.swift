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
        popGestureRecognizer.isEnabled = allowsInteractivePop && transition == nil && viewControllers.count > 1
    }

    func handleInteractivePop(_ pan: ScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard transition == nil, viewControllers.count > 1, canAnimateTransitions else { return }
            changeStack(to: Array(viewControllers.dropLast()), animated: true, fromEdgeSwipe: true)
            followPointer(pan)
        case .changed:
            followPointer(pan)
        case .ended:
            guard let swipe = activeEdgeSwipe else { return }
            followPointer(pan)
            let release = InteractivePopRelease(percent: swipe.percentComplete, velocity: pan.velocity().x,
                                                width: view.bounds.width, duration: swipe.duration)
            lastRelease = release
            swipe.completionSpeed = 1 / max(release.durationFactor, 1e-6)
            release.finishes ? swipe.finish() : swipe.cancel()
        case .cancelled:
            // The system took the touch away (the window changed under it): go back, as UIKit does.
            guard let swipe = activeEdgeSwipe else { return }
            swipe.completionSpeed = 1
            swipe.cancel()
        default:
            break
        }
    }

    /// The built-in interaction controller of the running back swipe, while the pointer still drives it.
    private var activeEdgeSwipe: PercentDrivenInteractiveTransition? {
        guard let transition, transition.coordinator.isInteractive else { return nil }
        return edgeSwipe
    }

    /// Moves the pages to the pointer: percent = travel since the press ÷ width, clamped to 0…1, so a
    /// drag beyond the width (or back past the start) stops at the end.
    private func followPointer(_ pan: ScreenEdgePanGestureRecognizer) {
        let width = view.bounds.width
        guard let swipe = activeEdgeSwipe, width > 0 else { return }
        swipe.update(pan.translation().x / width)
    }
}
