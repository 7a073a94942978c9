/// Which way a popover's arrow points (UIPopoverArrowDirection): `up` points up at a source above the
/// popover, so the popover sits below it. `unknown` is what a popover with no arrow reports (UIKit's
/// `UIPopoverArrowDirectionUnknown`, all bits set).
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = PopoverArrowDirection(rawValue: .max)

    /// The name the tree JSON gives a single direction.
    var name: String {
        switch self {
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        default: return "unknown"
        }
    }
}
