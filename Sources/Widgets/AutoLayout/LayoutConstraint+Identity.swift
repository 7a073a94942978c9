/// A constraint is equal only to itself (NSLayoutConstraint is an NSObject, whose `isEqual(_:)` compares
/// pointers): two constraints with the same items and constant are still two rules, and
/// `view.constraints.firstIndex(of: heightConstraint)` finds the one that was installed.
extension LayoutConstraint: Hashable {
    nonisolated public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
