/// Every responder (view, view controller, window) is equal only to itself and hashes by identity, as in
/// UIKit, where UIResponder is an NSObject: NSObject's `==` calls `isEqual(_:)`, whose default compares the
/// two pointers (NSObjectProtocol.isEqual(_:); NSHipster, "Equality"), and `hash` is the address. So views go in
/// a `Set`, key a dictionary, are found by `firstIndex(of:)`, and `switch sender { case self.collectionView: … }`
/// matches (the `~=` pattern needs Equatable). A subclass that wants value equality overloads `==` for its own
/// type, as a subclass overrides `isEqual(_:)` in UIKit.
extension Responder: Hashable {
    nonisolated public static func == (lhs: Responder, rhs: Responder) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
