/// How much a constraint matters, on UIKit's scale: 1…999 are optional, 1000 is required.
///
/// Unlike kiwi's strengths (one number, `a·1e6 + b·1e3 + c`, where enough weak errors can outweigh a
/// strong one), a higher priority here always wins over any number of lower ones: the solver keeps one
/// objective per distinct priority and minimises them lexicographically. That is what UIKit documents
/// ("higher priority constraints are satisfied before lower priority constraints"). Within one priority
/// every constraint's error counts the same.
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Clamped to 1…1000, the range UIKit accepts.
    public let rawValue: Float

    public init(_ rawValue: Float) {
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    public static let required = Priority(1000)
    /// A button's content hugging and compression resistance in UIKit; also this toolkit's "strong".
    public static let defaultHigh = Priority(750)
    /// A label's content hugging in UIKit; also this toolkit's "weak".
    public static let defaultLow = Priority(250)
    /// What `systemLayoutSizeFitting` uses to let the size shrink as far as the rest allows.
    public static let fittingSizeLevel = Priority(50)

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
