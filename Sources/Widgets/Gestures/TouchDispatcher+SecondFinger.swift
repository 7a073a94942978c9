import Render

/// A second finger landing while the first is down, UIKit's way: it joins the sequence's one event (both
/// are in `allTouches`), is hit-tested on its own, and the view under it gets `touchesBegan(_:with:)` with
/// the new touch only; the fingers then move and lift independently, each reported to its own view, and
/// the sequence ends when the last one lifts. The recognisers already following the first finger whose
/// view the second landed in (or above it) see it as their `additionalTouch`; recognisers the first finger
/// never reached do not (Handheld's limit: UIKit would add those of the second finger's view too). One
/// extra finger at most; a two-finger emulated touch (Alt+drag) has its pair already.
extension TouchDispatcher {
    func secondFingerDown(at point: Point, time: Double, root: View) {
        guard let touch, let event, extra == nil, touch.phase != .ended,
              touch.secondLocationInWindow == nil else { return }
        let finger = Touch(location: point, time: time, view: nil)
        finger.event = event
        event.timestamp = time
        event.touches.append(finger)
        finger.view = root.hitTest(point, with: event)
        extra = finger
        for r in recognizers where !r.isFinished && receives(r, finger) {
            r.additionalTouch = finger
        }
        deliver(only: { $0.additionalTouch === finger }) { $0.additionalTouchBegan(finger) }
        if !viewCancelled { finger.view?.touchesBegan([finger], with: event) }
    }

    func secondFingerMoved(to point: Point, time: Double) {
        guard let finger = extra else { return }
        event?.timestamp = time
        finger.previousLocationInWindow = finger.locationInWindow
        finger.locationInWindow = point
        finger.timestamp = time
        finger.phase = .moved
        deliver(only: { $0.additionalTouch === finger }) { $0.additionalTouchMoved(finger) }
        if !viewCancelled { finger.view?.touchesMoved([finger], with: event) }
    }

    func secondFingerUp(at point: Point, time: Double) {
        guard let finger = extra else { return }
        event?.timestamp = time
        if point != finger.locationInWindow {
            finger.previousLocationInWindow = finger.locationInWindow
            finger.locationInWindow = point
        }
        finger.timestamp = time
        finger.phase = .ended
        deliver(only: { $0.additionalTouch === finger }) { $0.additionalTouchEnded(finger) }
        if !viewCancelled { finger.view?.touchesEnded([finger], with: event) }
        event?.touches.removeAll { $0 === finger }
        extra = nil
        if touch?.phase == .ended { lastFingerLifted() }
    }

    /// Whether `r` gets `finger`: it landed in the recogniser's view or below it, and the delegate agrees.
    private func receives(_ r: GestureRecognizer, _ finger: Touch) -> Bool {
        guard let view = r.view, finger.view?.isDescendant(of: view) == true else { return false }
        return r.delegate?.gestureRecognizer(r, shouldReceive: finger) ?? true
    }
}
