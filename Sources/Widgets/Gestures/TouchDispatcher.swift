import Render

/// Routes the single pointer to gesture recognisers and views, UIKit's way: the view under the press is
/// hit-tested once; the recognisers of that view and of its ancestors (deepest first) all see the touch;
/// the first to recognise wins (ties broken by `priority`), the rest fail, and a winner that
/// `cancelsTouchesInView` makes the view receive `touchesCancelled` instead of the rest of the sequence.
@MainActor
final class TouchDispatcher {
    private(set) var touch: Touch?
    private var recognizers: [GestureRecognizer] = []
    private var winner: GestureRecognizer?
    private var viewCancelled = false

    var isTracking: Bool { touch != nil }

    func pointerDown(at point: Point, time: Double, root: View) {
        if touch != nil { cancel() }
        let hit = root.hitTest(point)
        let touch = Touch(location: point, time: time, view: hit)
        self.touch = touch
        winner = nil
        viewCancelled = false
        recognizers = []
        var v = hit
        while let current = v {
            recognizers += current.gestureRecognizers.filter(\.isEnabled)
            v = current.superview
        }
        // Higher priority first (stable, so deepest first among equals): a recogniser that wins fails the
        // others before they see the event, so a losing scroll never moves.
        recognizers = recognizers.enumerated().sorted {
            $0.element.priority != $1.element.priority ? $0.element.priority > $1.element.priority : $0.offset < $1.offset
        }.map(\.element)
        recognizers.forEach { $0.reset() }
        deliver { $0.touchBegan(touch) }
        if !viewCancelled { hit?.touchesBegan(touch) }
    }

    func pointerMoved(to point: Point, time: Double) {
        guard let touch else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        touch.timestamp = time
        touch.phase = .moved
        deliver { $0.touchMoved(touch) }
        if !viewCancelled { touch.view?.touchesMoved(touch) }
    }

    func pointerUp(at point: Point, time: Double) {
        guard let touch else { return }
        if point != touch.locationInWindow {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = point
        }
        touch.timestamp = time
        touch.phase = .ended
        deliver { $0.touchEnded(touch) }
        if !viewCancelled { touch.view?.touchesEnded(touch) }
        finish()
    }

    /// Ends the sequence as cancelled: recognisers that were going report cancelled, the view gets
    /// `touchesCancelled`. Used when the touched view leaves the window or the screen changes under it.
    func cancel() {
        guard let touch else { return }
        touch.phase = .cancelled
        for r in live { r.touchCancelled(touch) }
        if !viewCancelled { touch.view?.touchesCancelled(touch) }
        viewCancelled = true
        finish()
    }

    /// Whether `view` is (inside) the view that the current touch began in.
    func isTouching(inside view: View) -> Bool {
        touch?.view?.isDescendant(of: view) ?? false
    }

    private var live: [GestureRecognizer] { recognizers.filter { !$0.isFinished } }

    /// Gives the event to each recogniser still in the running, settling the winner as soon as one
    /// recognises.
    private func deliver(_ body: (GestureRecognizer) -> Void) {
        for r in recognizers where !r.isFinished {
            if let winner, winner !== r { continue }
            body(r)
            if winner == nil && r.hasRecognized { arbitrate() }
        }
    }

    private func arbitrate() {
        guard winner == nil, let touch else { return }
        let candidates = recognizers.filter(\.hasRecognized)
        guard let best = candidates.max(by: { $0.priority < $1.priority }) else { return }
        // `max` returns the last of equals; prefer the deepest (first) recogniser among equal priorities.
        let chosen = candidates.first { $0.priority == best.priority } ?? best
        winner = chosen
        for r in recognizers where r !== chosen { r.lose() }
        if chosen.cancelsTouchesInView && !viewCancelled {
            viewCancelled = true
            touch.view?.touchesCancelled(touch)
        }
    }

    private func finish() {
        if let touch { for r in recognizers where !r.isFinished { r.touchCancelled(touch) } }
        // States stay readable until the next press resets them (UIKit resets after the run loop turn).
        recognizers = []
        touch = nil
        winner = nil
    }
}
