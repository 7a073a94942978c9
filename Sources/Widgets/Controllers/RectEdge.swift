/// A set of a rectangle's edges (UIRectEdge, UIKit's bits), as `edgesForExtendedLayout` names them.
public struct RectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1 << 0)
    public static let left = RectEdge(rawValue: 1 << 1)
    public static let bottom = RectEdge(rawValue: 1 << 2)
    public static let right = RectEdge(rawValue: 1 << 3)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
    /// UIRectEdge.none, as `edgesForExtendedLayout = .none` spells the empty set.
    public static let none: RectEdge = []
}
