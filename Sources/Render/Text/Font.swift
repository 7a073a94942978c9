/// A font as UIFont describes one: a family, a weight and a size in points. The pixel size is derived at
/// draw time from the canvas scale, so layout never depends on the zoom.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The weights the vendored Inter family ships (assets/fonts); iOS's SF Pro maps onto them.
    public enum Weight: String, Sendable, CaseIterable {
        case regular, medium, semibold
    }

    public var family: String
    public var weight: Weight
    public var size: Double

    public init(family: String = Font.defaultFamily, size: Double, weight: Weight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The only family Handheld vendors; its files are `assets/fonts/Inter-<Weight>.otf`.
    public static let defaultFamily = "Inter"

    public static func system(size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }

    // Dynamic Type "Large" sizes for the text styles the toolkit uses (reference: Tables → Fonts).
    public static let body = Font(size: 17)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let subheadline = Font(size: 15)
    public static let footnote = Font(size: 13)
    public static let caption = Font(size: 12)
    public static let largeTitle = Font(size: 34, weight: .semibold)

    public var description: String { "\(family)-\(weight.rawValue) \(size.compact)pt" }
}
