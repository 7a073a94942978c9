/// How strongly a fixed size holds when something else wants the space (UILayoutPriority): 1000 is
/// required, anything lower is optional and gives way to a required rule without complaint.
///
/// The values and names are UIKit's, and so is the arithmetic: `.required - 1` (999) is the usual fix for
/// a fixed height that must yield when a stack view hides its view (seed 5).
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: Double

    /// `LayoutPriority(999)`, as UIKit code writes `UILayoutPriority(999)`. (No literal conformance: it would
    /// make `reduce(0, +)` over lengths ambiguous wherever the type is visible.)
    public init(_ rawValue: Double) {
        self.rawValue = rawValue
    }

    /// Must hold; a stack view logs a conflict when it has to break one (UILayoutPriority.required).
    public static let required = LayoutPriority(1000)
    /// A button's content hugging priority in UIKit (UILayoutPriority.defaultHigh).
    public static let defaultHigh = LayoutPriority(750)
    /// A label's content hugging priority in UIKit (UILayoutPriority.defaultLow).
    public static let defaultLow = LayoutPriority(250)
    /// The level `systemLayoutSizeFitting` fits at (UILayoutPriority.fittingSizeLevel).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the rule must hold; only required rules are worth a conflict warning when broken.
    public var isRequired: Bool { rawValue >= LayoutPriority.required.rawValue }

    public static func < (a: LayoutPriority, b: LayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: LayoutPriority, delta: Double) -> LayoutPriority { LayoutPriority(p.rawValue + delta) }
    public static func - (p: LayoutPriority, delta: Double) -> LayoutPriority { LayoutPriority(p.rawValue - delta) }

    public var description: String { rawValue.compact }
}
