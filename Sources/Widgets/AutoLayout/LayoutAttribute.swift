/// The part of an item a constraint talks about (NSLayoutConstraint.Attribute). Handheld lays out left to
/// right only, so `leading` is `left` and `trailing` is `right`, as UIKit resolves them in an LTR locale.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    /// An edge or centre of the view's layout margins (iOS 8's margin attributes): the same edge of its
    /// `layoutMarginsGuide`, so it follows `layoutMargins` as they change. On a layout guide, which has no
    /// margins, it is the plain edge.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The second attribute of a constraint to a constant (UIKit's `.notAnAttribute`).
    case notAnAttribute

    /// Whether the attribute is a size rather than a position, which decides what a multiplier may scale.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is measured inside the item's layout margins.
    public var isMargin: Bool { self != withoutMargins }

    /// The plain attribute a margin attribute is measured on (`leadingMargin` → `leading`); itself otherwise.
    public var withoutMargins: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// The margin attribute on the same edge (`leading` → `leadingMargin`); nil for sizes and baselines.
    public var withinMargins: LayoutAttribute? {
        switch self {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .centerX: .centerXWithinMargins
        case .centerY: .centerYWithinMargins
        default: isMargin ? self : nil
        }
    }

    /// The axis the attribute measures along; `nil` for `notAnAttribute`.
    public var axis: LayoutConstraint.Axis? {
        switch withoutMargins {
        case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
        default: nil
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
