/// The constraints the engine makes from what a view already says about itself: its frame, when it
/// translates its autoresizing mask, or its intrinsic content size, when constraints place it.
@MainActor
enum LayoutInputs {
    /// UIKit's NSAutoresizingMaskLayoutConstraint for a fixed-margin, fixed-size mask (`h=--& v=--&`):
    /// required, the left and top edges at the frame's offset from the superview's, the width and
    /// height at the frame's. Handheld does not model flexible masks: a frame set by code stays put
    /// until code sets another, which is what a view laid out in `layoutSubviews` does anyway.
    ///
    /// A view at the top of a tree keeps its origin at 0; only a window's root view has its size fixed too.
    /// A detached tree's top is free in size, as UIKit does not constrain a view without a superview, so a
    /// cell being configured is not judged against a size it has not been given yet.
    static func autoresizingConstraints(for view: View) -> [LayoutConstraint] {
        let frame = view.frame, superview = view.superview
        if superview == nil && view.window == nil {
            return [
                LayoutConstraint(item: view, .left, .equal, to: nil, .notAnAttribute, constant: 0,
                                 priority: .required, origin: .autoresizingMask),
                LayoutConstraint(item: view, .top, .equal, to: nil, .notAnAttribute, constant: 0,
                                 priority: .required, origin: .autoresizingMask),
            ]
        }
        // A table sizes its cells: UIKit names those size constraints 'UIView-Encapsulated-Layout-…'.
        let encapsulated = view is any EncapsulatedLayoutSizing
        func size(_ attribute: LayoutAttribute, _ constant: Double, _ name: String) -> LayoutConstraint {
            LayoutConstraint(item: view, attribute, .equal, to: nil, .notAnAttribute, constant: constant, priority: .required,
                             origin: encapsulated ? .system : .autoresizingMask,
                             identifier: encapsulated ? "UIView-Encapsulated-Layout-" + name : nil)
        }
        return [
            LayoutConstraint(item: view, .left, .equal, to: superview, .left, constant: frame.minX,
                             priority: .required, origin: .autoresizingMask),
            LayoutConstraint(item: view, .top, .equal, to: superview, .top, constant: frame.minY,
                             priority: .required, origin: .autoresizingMask),
            size(.width, frame.width, "Width"),
            size(.height, frame.height, "Height"),
        ]
    }

    /// UIKit's NSContentSizeLayoutConstraint pair per axis with an intrinsic size: `size <= intrinsic` at
    /// the hugging priority (default 250) and `size >= intrinsic` at the compression resistance priority
    /// (default 750), so a label grows only when something stronger pulls and shrinks only when something
    /// stronger than 750 squeezes.
    static func contentSizeConstraints(for view: View) -> [LayoutConstraint] {
        let intrinsic = view.intrinsicContentSize
        var constraints: [LayoutConstraint] = []
        for (axis, attribute, length) in [(LayoutConstraint.Axis.horizontal, LayoutAttribute.width, intrinsic.width),
                                          (.vertical, .height, intrinsic.height)] where length >= 0 {
            constraints.append(LayoutConstraint(item: view, attribute, .lessThanOrEqual, to: nil, .notAnAttribute,
                                                constant: length, priority: view.contentHuggingPriority(for: axis),
                                                origin: .contentSize))
            constraints.append(LayoutConstraint(item: view, attribute, .greaterThanOrEqual, to: nil, .notAnAttribute,
                                                constant: length,
                                                priority: view.contentCompressionResistancePriority(for: axis),
                                                origin: .contentSize))
        }
        return constraints
    }
}
