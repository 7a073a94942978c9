/// UIKit's size classes: how much room there is along one axis.
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable {
    case unspecified, compact, regular
}

/// The environment a view controller lays out for (UITraitCollection): size classes and display scale.
/// The window sets it from the device and orientation; containers may override it for their children
/// (a split view's columns).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var displayScale: Double

    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: Double = 1) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    public var description: String {
        "h: \(horizontalSizeClass.rawValue), v: \(verticalSizeClass.rawValue), @\(displayScale.formatted1)x"
    }
}

extension Double {
    var formatted1: String { self == rounded() ? String(Int(self)) : String(self) }
}
