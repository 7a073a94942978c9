import Layout

/// One edge, centre, baseline or size of a view or guide, the factory for constraints (NSLayoutAnchor).
///
/// The type parameter is the anchor's own kind, as in UIKit, so `leftAnchor.constraint(equalTo: topAnchor)`
/// does not compile: x anchors pair with x anchors (``LayoutXAxisAnchor``), y with y
/// (``LayoutYAxisAnchor``), sizes with sizes (``LayoutDimension``). An anchor holds its item weakly, as
/// UIKit's does, so keeping an anchor never keeps a view alive.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject> {
    public private(set) weak var item: (any LayoutItem)?
    public let attribute: LayoutAttribute

    init(item: any LayoutItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }
}

/// A left, right, leading, trailing or centre-x anchor (NSLayoutXAxisAnchor).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A top, bottom, centre-y or baseline anchor (NSLayoutYAxisAnchor).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or height anchor (NSLayoutDimension): the only kind that can be scaled or set to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`.
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .equal, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, nil, multiplier: 1, constant: constant)
    }

    /// `self == multiplier × anchor + constant`: half another view's width, an aspect ratio.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: Double, constant: Double = 0) -> LayoutConstraint {
        LayoutConstraint(self, .lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }
}
