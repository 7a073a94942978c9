import Render

/// Routes the single pointer to gesture recognisers and views, UIKit's way: the view under the press is
/// hit-tested once; the recognisers of that view and of its ancestors (deepest first) all see the touch,
/// unless their delegate declines it (`shouldReceive`); the first to recognise wins (ties broken by
/// `priority`), the rest fail unless a delegate lets them recognise simultaneously, and a winner that
/// `cancelsTouchesInView` makes the view receive `touchesCancelled` instead of the rest of the sequence.
/// While a recogniser that `delaysTouchesBegan` is still possible, the view's `touchesBegan` waits; if it
/// fails, the view gets the touches it missed. Requirements for this sequence alone are linked once the
/// press has reached every recogniser (GestureRecognizer+FailureRequirements). After the sequence every finished recogniser is reset to
/// `possible` (UIKit documents the reset), except one still waiting (a double tap's first tap).
/// A second finger may join the sequence (TouchDispatcher+SecondFinger); the sequence ends when the last
/// finger lifts.
@MainActor
final class TouchDispatcher {
    private(set) var touch: Touch?
    /// The finger that joined while `touch` was down, until it lifts.
    var extra: Touch?
    /// The sequence's one event (UIKit reuses one UIEvent for a touch sequence): `allTouches` is every
    /// finger down.
    var event: Event?
    var recognizers: [GestureRecognizer] = []
    private var winner: GestureRecognizer?
    /// Recognisers the winner recognises alongside (the delegate said so).
    private var simultaneous: [GestureRecognizer] = []
    var viewCancelled = false
    /// The view's `touchesBegan` held back by a recogniser that `delaysTouchesBegan`.
    var beganDelayed = false

    var isTracking: Bool { touch != nil }

    /// `second` is the other finger of a two-finger touch; the view under the fingers' centre gets it.
    func pointerDown(at point: Point, second: Point? = nil, time: Double, root: View) {
        if touch != nil { cancel() }
        let centre = second.map { Point(x: (point.x + $0.x) / 2, y: (point.y + $0.y) / 2) } ?? point
        let touch = Touch(location: point, second: second, time: time, view: nil)
        let event = Event(timestamp: time, touches: [touch])
        touch.event = event
        self.event = event
        let hit = root.hitTest(centre, with: event)
        touch.view = hit
        self.touch = touch
        winner = nil
        simultaneous = []
        viewCancelled = false
        recognizers = []
        var v = hit
        while let current = v {
            recognizers += (current.attachedGestureRecognizers ?? []).filter { r in
                r.isEnabled && (r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true)
            }
            v = current.superview
        }
        // Higher priority first (stable, so deepest first among equals): a recogniser that wins fails the
        // others before they see the event, so a losing scroll never moves.
        recognizers = recognizers.enumerated().sorted {
            $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
        }.map(\.element)
        for r in recognizers where !r.isWaitingBeyondSequence { r.reset() }
        deliver { $0.touchBegan(touch) }
        GestureRecognizer.linkSequenceRequirements(among: recognizers)
        beganDelayed = recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
        if !viewCancelled && !beganDelayed { hit?.touchesBegan([touch], with: event) }
    }

    /// Hands the view the began it was kept from, once every delaying recogniser has failed.
    private func releaseDelayedBegan() {
        guard beganDelayed, let touch, !viewCancelled,
              !recognizers.contains(where: { $0.delaysTouchesBegan && !$0.isFinished }) else { return }
        beganDelayed = false
        touch.view?.touchesBegan([touch], with: event)
    }

    func pointerMoved(to point: Point, second: Point? = nil, time: Double) {
        guard let touch, touch.phase != .ended else { return }
        event?.timestamp = time
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        if touch.secondLocationInWindow != nil, let second { touch.secondLocationInWindow = second }
        touch.timestamp = time
        touch.phase = .moved
        deliver { $0.touchMoved(touch) }
        releaseDelayedBegan()
        if !viewCancelled && !beganDelayed { touch.view?.touchesMoved([touch], with: event) }
    }

    func pointerUp(at point: Point, second: Point? = nil, time: Double) {
        guard let touch, touch.phase != .ended else { return }
        event?.timestamp = time
        if point != touch.locationInWindow {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
        }
        if touch.secondLocationInWindow != nil, let second { touch.secondLocationInWindow = second }
        touch.timestamp = time
        touch.phase = .ended
        // With a second finger still down the sequence goes on: the recognisers hear of this lift when the
        // last finger lifts (a pinch ends only then), the view at once.
        if extra == nil { deliver { $0.touchEnded(touch) } }
        if beganDelayed && !viewCancelled && winner == nil {
            // Nothing recognised: the view gets the whole tap it was kept from, as UIKit delivers it.
            beganDelayed = false
            touch.view?.touchesBegan([touch], with: event)
        }
        if !viewCancelled && !beganDelayed { touch.view?.touchesEnded([touch], with: event) }
        if extra == nil { finish() } else { event?.touches.removeAll { $0 === touch } }
    }

    /// The last finger of a sequence whose first finger lifted earlier has lifted: the recognisers get
    /// the first finger's end now.
    func lastFingerLifted() {
        guard let touch else { return }
        deliver { $0.touchEnded(touch) }
        finish()
    }

    /// Ends the sequence as cancelled: recognisers that were going report cancelled, the view gets
    /// `touchesCancelled`. Used when the touched view leaves the window or the screen changes under it.
    func cancel() {
        guard let touch else { return }
        let lifted = touch.phase == .ended
        touch.phase = .cancelled
        for r in live { r.touchCancelled(touch) }
        if !viewCancelled && !beganDelayed && !lifted { touch.view?.touchesCancelled([touch], with: event) }
        if let extra {
            extra.phase = .cancelled
            if !viewCancelled { extra.view?.touchesCancelled([extra], with: event) }
        }
        viewCancelled = true
        finish()
    }

    /// Whether `view` is (inside) the view that a current touch began in.
    func isTouching(inside view: View) -> Bool {
        (touch?.view?.isDescendant(of: view) ?? false) || (extra?.view?.isDescendant(of: view) ?? false)
    }

    private var live: [GestureRecognizer] { recognizers.filter { !$0.isFinished } }

    /// Gives the event to each recogniser still in the running (those `only` allows), settling the winner
    /// as soon as one recognises.
    func deliver(only: (GestureRecognizer) -> Bool = { _ in true }, _ body: (GestureRecognizer) -> Void) {
        for r in recognizers where !r.isFinished && only(r) {
            if let winner, winner !== r, !simultaneous.contains(where: { $0 === r }) { continue }
            body(r)
            // A recogniser may recognise through another's transition (a requirement failing), so look at all.
            if winner == nil && recognizers.contains(where: \.hasRecognized) { arbitrate() }
        }
    }

    /// A recogniser in this sequence recognised outside an event (a long press's timer): settle the winner
    /// now, as if the event had just been delivered.
    func recognizerDidRecognize(_ recognizer: GestureRecognizer) {
        guard touch != nil, winner == nil, recognizers.contains(where: { $0 === recognizer }) else { return }
        arbitrate()
    }

    private func arbitrate() {
        guard winner == nil, let touch else { return }
        let candidates = recognizers.filter(\.hasRecognized)
        guard let best = candidates.max(by: { $0.priority < $1.priority }) else { return }
        // `max` returns the last of equals; prefer the deepest (first) recogniser among equal priorities.
        let chosen = candidates.first { $0.priority == best.priority } ?? best
        winner = chosen
        for r in recognizers where r !== chosen {
            let together = chosen.delegate?.gestureRecognizer(chosen, shouldRecognizeSimultaneouslyWith: r) == true
                || r.delegate?.gestureRecognizer(r, shouldRecognizeSimultaneouslyWith: chosen) == true
            if together { simultaneous.append(r) } else { r.lose() }
        }
        if chosen.cancelsTouchesInView && !viewCancelled {
            viewCancelled = true
            // A view whose began was held back never started, so it has nothing to cancel.
            if !beganDelayed && touch.phase != .ended { touch.view?.touchesCancelled([touch], with: event) }
            if let extra { extra.view?.touchesCancelled([extra], with: event) }
            beganDelayed = false
        }
    }

    private func finish() {
        if let touch {
            for r in recognizers where !r.isFinished && !r.isWaitingBeyondSequence { r.touchCancelled(touch) }
        }
        // UIKit: "the gesture recognizer is reset to possible" once it has ended, been cancelled or failed.
        for r in recognizers where r.isFinished && !r.isWaitingBeyondSequence { r.reset() }
        recognizers = []
        simultaneous = []
        touch = nil
        extra = nil
        event = nil
        winner = nil
        beganDelayed = false
    }
}
