/// Failure requirements decided per touch sequence (UIKit's `shouldRequireFailure(of:)` and
/// `shouldBeRequiredToFail(by:)` subclass hooks and their delegate counterparts): once every recogniser in
/// the sequence has seen the press, each pair is asked whether one must wait for the other to fail. UIKit
/// asks "once per recognition attempt, so the failure requirements can be determined lazily" [DOC:
/// UIGestureRecognizer.shouldRequireFailure(of:)], which is what lets a requirement depend on where the
/// touch landed: a sheet's drag pressed on a scroll view it may take the drag from makes that scroll
/// view's pan wait, and only then (SheetDismissGestureRecognizer).
extension GestureRecognizer {
    /// Whether `waiting` waits for `other` to fail in this sequence, by either side's hook or delegate.
    static func requiresFailureThisSequence(_ waiting: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        waiting.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: waiting)
            || waiting.delegate?.gestureRecognizer(waiting, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: waiting) == true
    }

    /// Links the requirements of one touch sequence among `recognizers` (the dispatcher calls it after the
    /// press); a recogniser already finished (failed on the press) is no requirement.
    static func linkSequenceRequirements(among recognizers: [GestureRecognizer]) {
        for waiting in recognizers where !waiting.isFinished {
            for other in recognizers where other !== waiting && !other.isFinished {
                guard requiresFailureThisSequence(waiting, of: other) else { continue }
                waiting.sequenceRequiredToFail.append(WeakRecognizer(other))
                other.sequenceDependents.append(WeakRecognizer(waiting))
            }
        }
    }

    /// Drops this recogniser's requirements for the sequence, on both sides of each link.
    func clearSequenceRequirements() {
        for r in sequenceRequiredToFail { r.value?.sequenceDependents.removeAll { $0.value === self } }
        for d in sequenceDependents { d.value?.sequenceRequiredToFail.removeAll { $0.value === self } }
        sequenceRequiredToFail = []
        sequenceDependents = []
    }
}
