import HandheldKit

extension UIWindow {
    /// UIWindow.Level: where a window sits along the z-axis. Apple's documentation of `windowLevel`: "All
    /// windows assigned to the same window level appear in front of (or behind) all windows assigned to a
    /// different window level. The ordering of windows within a given window level is not guaranteed."
    /// The three constants' values are the ones iOS prints for them (0, 1000, 2000; Apple's documentation
    /// names them without values), so code that adds to them (`.alert + 1`) orders as it does on iOS.
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)

        /// UIKit's Swift overlay adds a number to a level (`UIWindow.Level.alert + 1`) and subtracts one.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    private struct LevelSlot { var level: Level }

    /// UIWindow.windowLevel, `.normal` by default. It orders the app's `windows` (UIApplication.windows,
    /// back to front) and so `UIWindowScene.windows`. Handheld's host shows the app's key window; a window
    /// above it is not composited over it on screen.
    public var windowLevel: Level {
        get { extensionStorage[LevelSlot.self]?.level ?? .normal }
        set { extensionStorage[LevelSlot.self] = LevelSlot(level: newValue) }
    }
}
