/// The reader's chosen text size (UIContentSizeCategory), in UIKit's order from smallest to largest: seven
/// standard sizes with Large the default, then the five larger accessibility sizes that Settings offers
/// under Accessibility → Display & Text Size → Larger Text (docs/reference/appearance.md, "Dynamic Type").
/// It lives in Render because a font's point size depends on it (`Font.preferredFont(forTextStyle:category:)`).
public enum ContentSizeCategory: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    /// No choice made: a trait collection that does not specify the size. Fonts resolve it as `.large`.
    case unspecified = -1
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Every size a person can choose, smallest first (everything but `.unspecified`).
    public static let sizes: [ContentSizeCategory] = allCases.filter { $0 != .unspecified }

    /// UIKit's `isAccessibilityCategory`: one of the five sizes past xxxL.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category fonts are sized for: `.unspecified` means the default, Large.
    public var resolved: ContentSizeCategory { self == .unspecified ? .large : self }

    /// The next larger or smaller size, clamped at the ends (the simulator's Ctrl+= and Ctrl+-).
    public func stepped(by offset: Int) -> ContentSizeCategory {
        let sizes = Self.sizes
        let index = sizes.firstIndex(of: resolved)! + offset
        return sizes[min(max(index, 0), sizes.count - 1)]
    }

    /// UIKit's case name in kebab case (`extraExtraLarge` → `extra-extra-large`): the name the script's
    /// `text-size`, `--text-size` and the tree JSON use.
    public var name: String {
        switch self {
        case .unspecified: "unspecified"
        case .extraSmall: "extra-small"
        case .small: "small"
        case .medium: "medium"
        case .large: "large"
        case .extraLarge: "extra-large"
        case .extraExtraLarge: "extra-extra-large"
        case .extraExtraExtraLarge: "extra-extra-extra-large"
        case .accessibilityMedium: "accessibility-medium"
        case .accessibilityLarge: "accessibility-large"
        case .accessibilityExtraLarge: "accessibility-extra-large"
        case .accessibilityExtraExtraLarge: "accessibility-extra-extra-large"
        case .accessibilityExtraExtraExtraLarge: "accessibility-extra-extra-extra-large"
        }
    }

    /// The size a person can choose with this kebab-case name (`unspecified` is not one).
    public init?(name: String) {
        guard let found = Self.sizes.first(where: { $0.name == name }) else { return nil }
        self = found
    }

    public var description: String { name }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.rawValue < b.rawValue }
}
