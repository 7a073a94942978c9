/// A bar button item is equal only to itself (UIBarButtonItem is an NSObject, whose `isEqual(_:)` compares
/// pointers), so an action shared by several items can ask `sender == doneButton`.
extension BarButtonItem: Hashable {
    nonisolated public static func == (lhs: BarButtonItem, rhs: BarButtonItem) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
