import Render

/// UIKit's size classes: how much room there is along one axis.
public enum UserInterfaceSizeClass: String, Sendable, CaseIterable {
    case unspecified, compact, regular
}

extension UserInterfaceSizeClass {
    /// A pane at least this wide is horizontally regular. The reference README's multitasking table puts
    /// the observed cut between 639 pt (compact) and 678 pt (regular, iPad Pro 12.9" half).
    public static let regularMinimumWidth: Double = 678
}

/// Light or dark appearance (UIUserInterfaceStyle). The window's traits say which the user chose.
public enum UserInterfaceStyle: String, Sendable, CaseIterable {
    case unspecified, light, dark
}

/// Whether content sits at the base level or above it (UIUserInterfaceLevel): UIKit gives content above
/// the window's main content the elevated level ("the system assigns the elevated level to alerts and
/// popovers", UITraitCollection.userInterfaceLevel's documentation; page and form sheets too), where dark
/// backgrounds are lighter (docs/reference/appearance.md, "Backgrounds"). A split view's columns stay at
/// the base level: they are the main content, side by side.
public enum UserInterfaceLevel: String, Sendable, CaseIterable {
    case unspecified, base, elevated
}

/// The environment a view controller lays out for (UITraitCollection): size classes, display scale,
/// appearance and the reader's text size.
/// The window sets it from the device and orientation; containers may override it for their children
/// (a split view's columns). As in UIKit, `.unspecified` size classes and a display scale of 0 mean "not
/// specified": an override made of them changes nothing (`merging(_:)`).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var displayScale: Double
    public var userInterfaceStyle: UserInterfaceStyle
    public var userInterfaceLevel: UserInterfaceLevel
    /// The reader's text size (Dynamic Type); `.unspecified` sizes fonts for Large, the default.
    public var preferredContentSizeCategory: ContentSizeCategory

    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified, displayScale: Double = 0,
                userInterfaceStyle: UserInterfaceStyle = .unspecified,
                userInterfaceLevel: UserInterfaceLevel = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// These traits with every value `override` specifies put in their place (UIKit's
    /// `UITraitCollection(traitsFrom:)` with the override last).
    public func merging(_ override: TraitCollection?) -> TraitCollection {
        guard let override else { return self }
        var merged = self
        if override.horizontalSizeClass != .unspecified { merged.horizontalSizeClass = override.horizontalSizeClass }
        if override.verticalSizeClass != .unspecified { merged.verticalSizeClass = override.verticalSizeClass }
        if override.displayScale > 0 { merged.displayScale = override.displayScale }
        if override.userInterfaceStyle != .unspecified { merged.userInterfaceStyle = override.userInterfaceStyle }
        if override.userInterfaceLevel != .unspecified { merged.userInterfaceLevel = override.userInterfaceLevel }
        if override.preferredContentSizeCategory != .unspecified {
            merged.preferredContentSizeCategory = override.preferredContentSizeCategory
        }
        return merged
    }

    public var description: String {
        var text = "h: \(horizontalSizeClass.rawValue), v: \(verticalSizeClass.rawValue), @\(displayScale.formatted1)x"
        if userInterfaceStyle != .unspecified { text += ", \(userInterfaceStyle.rawValue)" }
        if userInterfaceLevel != .unspecified { text += ", \(userInterfaceLevel.rawValue)" }
        if preferredContentSizeCategory != .unspecified { text += ", text \(preferredContentSizeCategory.name)" }
        return text
    }
}

extension Double {
    var formatted1: String { self == rounded() ? String(Int(self)) : String(self) }
}
