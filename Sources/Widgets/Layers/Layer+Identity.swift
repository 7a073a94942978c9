/// A layer is equal only to itself (CALayer is an NSObject, whose `isEqual(_:)` compares pointers), so
/// `sublayers?.firstIndex(of: shapeLayer)` and sets of layers work as on iOS.
extension Layer: Hashable {
    nonisolated public static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
