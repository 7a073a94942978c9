import Render

/// The swipe: the pages follow the pointer, the neighbour on the side the finger moves toward is asked
/// of the data source the first time the drag goes that way, and a drag that turns back past where it
/// started changes over to the other neighbour, as UIKit's paging scroll view shows whichever side the
/// content is pulled toward.
extension PageViewController {
    /// The finger's travel along the orientation since the press (negative: toward the next page).
    private func travel(_ pan: PanGestureRecognizer) -> Double {
        let t = pan.translation(in: view)
        return navigationOrientation == .horizontal ? t.x : t.y
    }

    private func speed(_ pan: PanGestureRecognizer) -> Double {
        let v = pan.velocity(in: view)
        return navigationOrientation == .horizontal ? v.x : v.y
    }

    func handleSwipe(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            // A swipe that begins while `setViewControllers` animates leaves that change alone.
            swipeNeighbours = pageTransition == nil ? [:] : nil
            steer(pan)
        case .changed:
            steer(pan)
        case .ended:
            swipeNeighbours = nil
            guard let t = pageTransition, let swipe = t.swipe, t.coordinator.isInteractive else { return }
            follow(pan)
            // Velocity toward the new page counts as the back swipe's rightward velocity.
            let release = InteractivePopRelease(percent: swipe.percentComplete,
                                                velocity: t.forward ? -speed(pan) : speed(pan),
                                                width: pageDistance, duration: swipe.duration)
            lastRelease = release
            swipe.completionSpeed = 1 / max(release.durationFactor, 1e-6)
            release.finishes ? swipe.finish() : swipe.cancel()
        case .cancelled:
            swipeNeighbours = nil
            guard let t = pageTransition, let swipe = t.swipe, t.coordinator.isInteractive else { return }
            swipe.completionSpeed = 1
            swipe.cancel()
        default:
            break
        }
    }

    /// Starts the page change toward the side the finger is on, or turns it to the other neighbour when
    /// the finger has come back past where it pressed (the change under way is cancelled first, with its
    /// callbacks), then moves the pages to the finger.
    private func steer(_ pan: PanGestureRecognizer) {
        guard swipeNeighbours != nil else { return }
        let d = travel(pan)
        if let t = pageTransition {
            guard t.swipe != nil, t.coordinator.isInteractive else { return }
            let toward = t.forward ? -d : d
            if toward < 0, let other = neighbour(forward: !t.forward, of: t.from), other !== t.to {
                t.coordinator.finishImmediately()
                beginSwipe(from: t.from, to: other, forward: !t.forward)
            }
        } else if d != 0, canAnimatePages, let current = viewControllers?.first,
                  let next = neighbour(forward: d < 0, of: current) {
            beginSwipe(from: current, to: next, forward: d < 0)
        }
        follow(pan)
    }

    /// The page after (or before) `current`, asked of the data source once per swipe and side.
    private func neighbour(forward: Bool, of current: ViewController) -> ViewController? {
        if let known = swipeNeighbours?[forward] { return known }
        let asked = forward ? dataSource?.pageViewController(self, viewControllerAfter: current)
                            : dataSource?.pageViewController(self, viewControllerBefore: current)
        let found = asked === current ? nil : asked
        swipeNeighbours?[forward] = .some(found)
        return found
    }

    private func beginSwipe(from current: ViewController, to next: ViewController, forward: Bool) {
        delegate?.pageViewController(self, willTransitionTo: [next])
        let swipe = PercentDrivenInteractiveTransition()
        swipe.completionCurve = InteractivePopRelease.completionCurve
        beginPageTransition(from: current, to: next, forward: forward, swipe: swipe, completion: nil)
    }

    /// Moves the pages with the finger: percent = travel toward the new page ÷ page distance, 0…1.
    private func follow(_ pan: PanGestureRecognizer) {
        guard let t = pageTransition, let swipe = t.swipe, t.coordinator.isInteractive, pageDistance > 0 else { return }
        let toward = t.forward ? -travel(pan) : travel(pan)
        swipe.update(toward / pageDistance)
    }
}
