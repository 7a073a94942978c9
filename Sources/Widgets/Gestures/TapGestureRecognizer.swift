import Render

/// Recognises `numberOfTapsRequired` presses and releases, each staying within `allowableMovement` of where
/// it began and lasting at most `maximumDuration`, each next press beginning within `maximumTapInterval` of
/// the last release (UITapGestureRecognizer). A tap short of the count waits beyond its sequence; if the
/// next press is late, or none comes in time (a timer on the window's clock), it fails — which is what lets
/// a single tap made to `require(toFail:)` a double tap fire only once the double tap is ruled out.
@preconcurrency @MainActor
public final class TapGestureRecognizer: GestureRecognizer {
    /// How far the pointer may wander and still tap: the one touch slop, where a pan begins (UIKit's
    /// about 10 pt), so a press is a tap or a drag, never both.
    public var allowableMovement = PanGestureRecognizer.slop
    public var maximumDuration = 1.5
    /// UIKit's default is 1.
    public var numberOfTapsRequired = 1
    /// Fingers each tap needs (UITapGestureRecognizer.numberOfTouchesRequired, default 1): an Alt-click's
    /// two fingers do not make a one-finger tap.
    public var numberOfTouchesRequired = 1
    /// UIKit does not document its multi-tap interval; 0.35 s is the commonly measured one.
    public var maximumTapInterval = 0.35

    private var tapsSoFar = 0
    private var lastRelease = -Double.infinity
    private var timeout: DisplayLink?

    public override var isWaitingBeyondSequence: Bool { super.isWaitingBeyondSequence || tapsSoFar > 0 }

    public override func touchBegan(_ touch: Touch) {
        self.touch = touch
        timeout?.invalidate()
        if tapsSoFar > 0 && touch.timestamp - lastRelease > maximumTapInterval { expire() }
    }

    public override func touchMoved(_ touch: Touch) {
        guard state == .possible else { return }
        if touch.locationInWindow.distance(to: touch.startLocationInWindow) > allowableMovement { fail() }
    }

    public override func touchEnded(_ touch: Touch) {
        guard state == .possible, deferredState == nil else { return }
        let inside = view.map { $0.point(inside: touch.location(in: $0)) } ?? true
        guard inside, touch.numberOfTouches == numberOfTouchesRequired, touch.timestamp - touchBeganTime(touch) <= maximumDuration else { return fail() }
        tapsSoFar += 1
        lastRelease = touch.timestamp
        if tapsSoFar >= numberOfTapsRequired {
            tapsSoFar = 0
            transition(to: .ended)
        } else {
            // Wait for the next tap; none in time fails the gesture.
            timeout = view?.window?.schedule(after: maximumTapInterval) { [weak self] in self?.expire() }
        }
    }

    private func touchBeganTime(_ touch: Touch) -> Double { touch.startTimestamp }

    /// The count was not reached in time.
    private func expire() {
        tapsSoFar = 0
        timeout?.invalidate()
        timeout = nil
        if state == .possible { transition(to: .failed) }
        reset()
    }

    private func fail() {
        tapsSoFar = 0
        timeout?.invalidate()
        timeout = nil
        transition(to: .failed)
    }

    public override func reset() {
        super.reset()
        if tapsSoFar == 0 { timeout = nil }
    }
}
