/// Constraints at the system spacing between two anchors (iOS 11's NSLayoutXAxisAnchor and
/// NSLayoutYAxisAnchor `constraint(equalToSystemSpacingAfter:multiplier:)` and its relatives), on every
/// anchor of the axis: `self ⋚ anchor + multiplier × spacing`.
///
/// The spacing is the standard space Auto Layout puts between sibling views, 8 pt
/// (``LayoutConstraint/standardSpacing``). UIKit derives the space between two text baselines from the
/// fonts' metrics; Handheld uses the same 8 pt there, which is a simplification.
extension LayoutXAxisAnchor {
    /// `self == anchor + multiplier × spacing`: this edge a system space after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        systemSpaced(.equal, from: anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier × spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        systemSpaced(.greaterThanOrEqual, from: anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier × spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: Double) -> LayoutConstraint {
        systemSpaced(.lessThanOrEqual, from: anchor, multiplier: multiplier)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + multiplier × spacing`: this edge a system space below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        systemSpaced(.equal, from: anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier × spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        systemSpaced(.greaterThanOrEqual, from: anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier × spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: Double) -> LayoutConstraint {
        systemSpaced(.lessThanOrEqual, from: anchor, multiplier: multiplier)
    }
}

extension LayoutAnchor {
    /// `self ⋚ anchor + multiplier × spacing`: the one rule behind both axes' system-spacing constraints
    /// (after an x anchor, below a y anchor), which differ only in their argument labels, as UIKit's do.
    fileprivate func systemSpaced(_ relation: LayoutRelation, from anchor: LayoutAnchor<AnchorType>,
                                  multiplier: Double) -> LayoutConstraint {
        LayoutConstraint(self, relation, anchor, multiplier: 1, constant: LayoutConstraint.standardSpacing * multiplier)
    }
}

extension LayoutConstraint {
    /// The standard space between sibling views: the `-` of the visual format language (Apple's Auto
    /// Layout Guide, "Visual Format Language": `[button]-[textField]` is "a standard space") and the system
    /// spacing of the anchors above. The guide gives no number; 8 pt is the value Auto Layout's standard
    /// sibling spacing is known by (Interface Builder's "Standard" spacing between siblings), not measured
    /// here on a device.
    public static let standardSpacing = 8.0
}
