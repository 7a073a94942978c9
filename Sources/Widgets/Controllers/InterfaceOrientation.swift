/// The orientation of the app's interface (UIInterfaceOrientation, UIKit's raw values: the landscape cases
/// are the device orientations' swapped, since turning the device left turns the interface right).
public enum InterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations a controller supports (UIInterfaceOrientationMask, UIKit's bits: one per orientation's raw value).
public struct InterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]
}
