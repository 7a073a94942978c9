/// A gesture recognizer is equal only to itself (UIGestureRecognizer is an NSObject, whose `isEqual(_:)`
/// compares pointers), so delegate code can write `gestureRecognizer == panGesture` and keep recognizers in a set.
extension GestureRecognizer: Hashable {
    nonisolated public static func == (lhs: GestureRecognizer, rhs: GestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
