/// Which corners of a rectangle a rounded clip rounds (CALayer.maskedCorners; the rest stay square).
public struct RectCorners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let topLeft = RectCorners(rawValue: 1)
    public static let topRight = RectCorners(rawValue: 2)
    public static let bottomLeft = RectCorners(rawValue: 4)
    public static let bottomRight = RectCorners(rawValue: 8)
    public static let top: RectCorners = [.topLeft, .topRight]
    public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
