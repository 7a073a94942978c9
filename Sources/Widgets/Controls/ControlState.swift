/// The states a control is in (UIControl.State), with UIKit's raw values: highlighted 1, disabled 2,
/// selected 4; `.normal` is the empty set. A button keeps a title, title colour and image per state.
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = ControlState([])
    public static let highlighted = ControlState(rawValue: 1 << 0)
    public static let disabled = ControlState(rawValue: 1 << 1)
    public static let selected = ControlState(rawValue: 1 << 2)
    /// UIControl.State.focused (tvOS and keyboard focus); Handheld never enters it, but code may set values for it.
    public static let focused = ControlState(rawValue: 1 << 3)
}
