/// What a gesture recogniser asks before acting (UIGestureRecognizerDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recogniser would leave `possible` (begin, or end for a discrete gesture); false fails
    /// it. UIKit's default: true.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Asked when `gestureRecognizer` wins while `other` is still in the running; true keeps both
    /// recognising. UIKit's default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Asked before a new touch reaches the recogniser; false leaves it out of the sequence. UIKit's
    /// default: true.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Asked once per touch sequence: true makes `gestureRecognizer` wait for `other` to fail. UIKit's
    /// default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Asked once per touch sequence: true makes `other` wait for `gestureRecognizer` to fail. UIKit's
    /// default: false.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
}
