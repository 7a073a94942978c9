/// A device preset a `TestApp` runs on, by the simulator's name for it (`handheld devices`); the static
/// members spell the models as swift-snapshot-testing's `ViewImageConfig` does (`.iPhone13`, `.iPadPro11`).
/// Sizes, scales and safe areas are the simulator's (docs/reference/devices.md, each with its source).
public struct TestDevice: Hashable, Sendable, CustomStringConvertible {
    /// The simulator's name: `iphone-15`, `ipad-pro-11`.
    public let name: String

    /// Any preset by the name `handheld devices` lists; an unknown name fails when the app starts, naming
    /// the presets.
    public init(named name: String) { self.name = name }

    public var description: String { name }

    public static let iPhoneSE = TestDevice(named: "iphone-se")
    public static let iPhone8 = TestDevice(named: "iphone-8")
    public static let iPhone8Plus = TestDevice(named: "iphone-8-plus")
    public static let iPhone11Pro = TestDevice(named: "iphone-11-pro")
    public static let iPhone11ProMax = TestDevice(named: "iphone-11-pro-max")
    public static let iPhoneSE3 = TestDevice(named: "iphone-se-3")
    public static let iPhone13Mini = TestDevice(named: "iphone-13-mini")
    public static let iPhone15 = TestDevice(named: "iphone-15")
    public static let iPhone16ProMax = TestDevice(named: "iphone-16-pro-max")
    public static let iPad = TestDevice(named: "ipad")
    public static let iPad10 = TestDevice(named: "ipad-10")
    public static let iPadMini = TestDevice(named: "ipad-mini")
    public static let iPadAir11 = TestDevice(named: "ipad-air-11")
    public static let iPadPro11 = TestDevice(named: "ipad-pro-11")
    public static let iPadPro12_9 = TestDevice(named: "ipad-pro-12.9")
    public static let iPadPro13 = TestDevice(named: "ipad-pro-13")
}
