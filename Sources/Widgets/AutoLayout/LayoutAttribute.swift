/// The part of an item a constraint talks about (NSLayoutConstraint.Attribute). Handheld lays out left to
/// right only, so `leading` is `left` and `trailing` is `right`, as UIKit resolves them in an LTR locale.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// The second attribute of a constraint to a constant (UIKit's `.notAnAttribute`).
    case notAnAttribute

    /// Whether the attribute is a size rather than a position, which decides what a multiplier may scale.
    public var isDimension: Bool { self == .width || self == .height }

    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    public var axis: LayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        case .notAnAttribute: nil
        }
    }
}

/// How the two sides of a constraint compare (NSLayoutConstraint.Relation).
public enum LayoutRelation: String, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual

    /// The operator UIKit prints in a constraint's description.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
