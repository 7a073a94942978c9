/// The constraint written as an equation of two items' attributes, the form that predates anchors
/// (`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`):
/// `item.attribute ⋚ multiplier × toItem.attribute + constant`, created inactive.
extension LayoutConstraint {
    /// Items are `Any`, as in UIKit (whose items are `id`), and must be views or layout guides. A size may be
    /// set to a constant (`toItem: nil, attribute: .notAnAttribute`) or related to any size, including the
    /// other axis's (an aspect ratio); a position only to a position on its own axis. UIKit raises on the
    /// other pairings with the messages below (`+[NSLayoutConstraint constraintWithItem:…]`), which crash an
    /// app as these traps do.
    public convenience init(item view1: Any, attribute attr1: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem view2: Any?, attribute attr2: LayoutAttribute, multiplier: Double, constant c: Double) {
        let prefix = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "
        guard let first = view1 as? any LayoutItem else {
            preconditionFailure(prefix + "Constraint items must each be a view or layout guide.")
        }
        let second: (any LayoutItem)?
        if let view2 {
            guard let item = view2 as? any LayoutItem else {
                preconditionFailure(prefix + "Constraint items must each be a view or layout guide.")
            }
            second = item
        } else {
            second = nil
        }
        if let problem = Self.pairingProblem(attr1, second == nil ? .notAnAttribute : attr2, multiplier: multiplier,
                                             hasSecond: second != nil) {
            preconditionFailure(prefix + problem)
        }
        self.init(item: first, attr1, relation, to: second, attr2, multiplier: multiplier, constant: c,
                  priority: .required, origin: .app)
        Self.prepareMargins(first, attr1)
        if let second { Self.prepareMargins(second, attr2) }
    }

    /// What UIKit says about an illegal pair of attributes, nil for a legal one.
    static func pairingProblem(_ a: LayoutAttribute, _ b: LayoutAttribute, multiplier: Double, hasSecond: Bool) -> String? {
        if a == .notAnAttribute { return "Invalid pairing of layout attributes." }
        if !a.isDimension && (b == .notAnAttribute || multiplier == 0) {
            return "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                + "an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if b == .notAnAttribute { return hasSecond ? "Invalid pairing of layout attributes." : nil }
        if a.isDimension != b.isDimension { return "Invalid pairing of layout attributes." }
        if !a.isDimension && a.axis != b.axis { return "Invalid pairing of layout attributes." }
        let directional: Set<LayoutAttribute> = [.leading, .trailing]
        let absolute: Set<LayoutAttribute> = [.left, .right]
        let (pa, pb) = (a.withoutMargins, b.withoutMargins)
        if directional.contains(pa) && absolute.contains(pb) || absolute.contains(pa) && directional.contains(pb) {
            return "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. "
                + "Use leading/trailing for both or neither."
        }
        return nil
    }

    /// Makes the margins guide of a view a margin attribute names, so the constraint follows the view's
    /// margins when they change (the solver reads the guide's edges).
    static func prepareMargins(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        guard attribute.isMargin, let view = item as? View else { return }
        _ = view.layoutMarginsGuide
    }
}
