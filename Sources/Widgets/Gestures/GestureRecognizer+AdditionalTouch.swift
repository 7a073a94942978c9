import Render

/// A second finger landing while the first is down. UIKit delivers each new touch in the same UIEvent, to
/// the recognisers whose view it was hit-tested into, with `touchesBegan(_:with:)` carrying the new touch
/// only; the touches then move and end independently. Handheld keeps the first finger as `touch` and the
/// one that joined as `additionalTouch`: pinch and rotation measure between the two, other recognisers
/// ignore the second finger by default (a pan follows the first finger only, where UIKit's follows the
/// centroid; a tap does not fail when a second finger lands).
extension GestureRecognizer {
    /// The finger that joined, while it is down.
    var liveAdditionalTouch: Touch? {
        guard let additionalTouch, additionalTouch.phase != .ended, additionalTouch.phase != .cancelled else { return nil }
        return additionalTouch
    }

    /// The two fingers' window positions, whichever way they came: the emulated pair of one `touch`
    /// (Alt+drag, a script's `pinch`) or a first finger and one that joined it. Nil with one finger down.
    var fingerPair: (Point, Point)? {
        guard let touch else { return nil }
        if let second = touch.secondLocationInWindow { return (touch.locationInWindow, second) }
        guard touch.phase != .ended, let other = liveAdditionalTouch else { return nil }
        return (touch.locationInWindow, other.locationInWindow)
    }
}
