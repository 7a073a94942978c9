/// Arranging with constraints, as UIStackView does: once an arranged subview is placed by constraints
/// (its `translatesAutoresizingMaskIntoConstraints` turned off, so the app can give it a height
/// constraint), the stack turns every arranged subview over to the engine and owns the constraints that
/// place them, with UIKit's identifiers:
///
/// - 'UISV-canvas-connection': the first and last visible views to the stack's edges along the axis;
/// - 'UISV-spacing': each visible view `spacing` after the one before (at least `spacing` for
///   `equalSpacing` and `equalCentering`, whose 'UISV-distributing' guides keep the gaps, or the
///   distances between centres, equal);
/// - 'UISV-alignment': each view's cross-axis edges or centre against the stack's;
/// - 'UISV-fill-equally' and 'UISV-fill-proportionally': lengths relative to the first visible view;
/// - 'UISV-hiding': a hidden view's length along the axis == 0, required. It stays while the view is
///   hidden, so a required length of the app's own conflicts with it once, reported by the engine in
///   UIKit's words; at 999 the hiding wins silently.
///
/// A stack whose arranged subviews all translate their masks keeps the frame arithmetic of
/// StackView+Layout, so existing screens and goldens do not move.
extension StackView {
    /// Whether the stack places its arranged subviews by constraints (see above).
    public var arrangesWithConstraints: Bool {
        !arrangementConstraints.isEmpty || arrangedSubviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// Replaces the stack's arrangement constraints after any change to the arranged views, their
    /// visibility, the axis, spacing, alignment or distribution. Hiding constraints are kept per view, so
    /// rebuilding never reports a conflict twice.
    func rebuildArrangementConstraints() {
        guard arrangesWithConstraints else { return }
        // Handing a view over re-enters this method (the stack hears of it), which activates a set of its
        // own; so hand them over first and only then drop the current set, or that set stays active beside
        // the one built below and the engine holds every constraint twice.
        for view in arrangedSubviews { view.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.deactivate(arrangementConstraints)
        for guide in distributingGuides { removeLayoutGuide(guide) }
        distributingGuides = []
        updateHidingConstraints()
        var constraints: [LayoutConstraint] = []
        let vertical = axis == .vertical
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        func start(_ item: any LayoutItem) -> (any LayoutItem, LayoutAttribute) { (item, vertical ? .top : .leading) }
        func end(_ item: any LayoutItem) -> (any LayoutItem, LayoutAttribute) { (item, vertical ? .bottom : .trailing) }
        func relate(_ a: (any LayoutItem, LayoutAttribute), _ relation: LayoutRelation, _ b: (any LayoutItem, LayoutAttribute),
                    _ constant: Double = 0, _ id: String) {
            let constraint = LayoutConstraint(item: a.0, a.1, relation, to: b.0, b.1, constant: constant,
                                              priority: .required, origin: .system, identifier: id)
            constraints.append(constraint)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if let first = visible.first, let last = visible.last {
            relate(start(first), .equal, start(canvas), 0, "UISV-canvas-connection")
            relate(end(canvas), .equal, end(last), 0, "UISV-canvas-connection")
        }
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let spaced = distribution == .equalSpacing || distribution == .equalCentering
            relate(start(next), spaced ? .greaterThanOrEqual : .equal, end(previous),
                   spacing(after: previous) ?? resolvedSpacing, "UISV-spacing")
        }
        // A hidden view stands where the next visible view starts, so it collapses in place.
        for (index, view) in arrangedSubviews.enumerated() where view.isHidden {
            let next = arrangedSubviews[index...].first { !$0.isHidden }
            relate(start(view), .equal, next.map { start($0) } ?? end(canvas), 0, "UISV-hiding")
        }
        constraints += distributionConstraints(visible, vertical: vertical)
        for view in arrangedSubviews { constraints += alignmentConstraints(view, canvas: canvas, vertical: vertical) }
        arrangementConstraints = constraints
        LayoutConstraint.activate(constraints)
    }

    /// 'UISV-hiding' for each hidden arranged view, made when it hides and dropped when it shows.
    private func updateHidingConstraints() {
        for view in arrangedSubviews {
            let id = ObjectIdentifier(view)
            if view.isHidden, hidingConstraints[id] == nil {
                let constraint = LayoutConstraint(item: view, axis == .vertical ? .height : .width, .equal, to: nil,
                                                  .notAnAttribute, constant: 0, priority: .required, origin: .system,
                                                  identifier: "UISV-hiding")
                hidingConstraints[id] = constraint
                constraint.isActive = true
            } else if !view.isHidden, let constraint = hidingConstraints.removeValue(forKey: id) {
                constraint.isActive = false
            }
        }
        for (id, constraint) in hidingConstraints where !arrangedSubviews.contains(where: { ObjectIdentifier($0) == id }) {
            constraint.isActive = false
            hidingConstraints[id] = nil
        }
    }

    private func distributionConstraints(_ visible: [View], vertical: Bool) -> [LayoutConstraint] {
        let length: LayoutAttribute = vertical ? .height : .width
        guard let first = visible.first else { return [] }
        switch distribution {
        case .fill:
            return []
        case .fillEqually:
            return visible.dropFirst().map {
                LayoutConstraint(item: $0, length, .equal, to: first, length, constant: 0, priority: .required,
                                 origin: .system, identifier: "UISV-fill-equally")
            }
        case .fillProportionally:
            func natural(_ view: View) -> Double {
                let size = view.intrinsicContentSize
                return max(0, vertical ? size.height : size.width)
            }
            guard natural(first) > 0 else { return [] }
            return visible.dropFirst().map { view in
                let constraint = view.dimensionAnchor(length).constraint(equalTo: first.dimensionAnchor(length),
                                                                         multiplier: natural(view) / natural(first))
                constraint.identifier = "UISV-fill-proportionally"
                constraint.origin = .system
                constraint.priority = LayoutPriority(999)
                return constraint
            }
        case .equalSpacing, .equalCentering:
            let centres = distribution == .equalCentering
            var constraints: [LayoutConstraint] = []
            var firstGuide: LayoutGuide?
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let guide = LayoutGuide(identifier: "UISV-distributing")
                addLayoutGuide(guide)
                distributingGuides.append(guide)
                let pairs: [LayoutConstraint] = switch (vertical, centres) {
                case (true, false): [guide.topAnchor.constraint(equalTo: previous.bottomAnchor),
                                     next.topAnchor.constraint(equalTo: guide.bottomAnchor)]
                case (true, true): [guide.topAnchor.constraint(equalTo: previous.centerYAnchor),
                                    next.centerYAnchor.constraint(equalTo: guide.bottomAnchor)]
                case (false, false): [guide.leadingAnchor.constraint(equalTo: previous.trailingAnchor),
                                      next.leadingAnchor.constraint(equalTo: guide.trailingAnchor)]
                case (false, true): [guide.leadingAnchor.constraint(equalTo: previous.centerXAnchor),
                                     next.centerXAnchor.constraint(equalTo: guide.trailingAnchor)]
                }
                constraints += pairs
                if let firstGuide {
                    constraints.append(vertical ? guide.heightAnchor.constraint(equalTo: firstGuide.heightAnchor)
                                                : guide.widthAnchor.constraint(equalTo: firstGuide.widthAnchor))
                }
                firstGuide = firstGuide ?? guide
            }
            for constraint in constraints {
                constraint.identifier = "UISV-distributing"
                constraint.origin = .system
            }
            return constraints
        }
    }

    /// 'UISV-alignment' across the axis: both edges for `fill`, one edge and room on the other side for
    /// `leading` and `trailing`, the centre and room on both sides for `center`, the first view's baseline
    /// for the baseline alignments.
    private func alignmentConstraints(_ view: View, canvas: any LayoutItem, vertical: Bool) -> [LayoutConstraint] {
        let (low, high, middle): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            vertical ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
        func make(_ a: LayoutAttribute, _ relation: LayoutRelation, _ first: any LayoutItem, _ second: any LayoutItem) -> LayoutConstraint {
            LayoutConstraint(item: first, a, relation, to: second, a, constant: 0, priority: .required, origin: .system,
                             identifier: "UISV-alignment")
        }
        switch alignment {
        case .fill: return [make(low, .equal, view, canvas), make(high, .equal, view, canvas)]
        case .leading: return [make(low, .equal, view, canvas), make(high, .lessThanOrEqual, view, canvas)]
        case .trailing: return [make(high, .equal, view, canvas), make(low, .greaterThanOrEqual, view, canvas)]
        case .center: return [make(middle, .equal, view, canvas), make(low, .greaterThanOrEqual, view, canvas)]
        case .firstBaseline, .lastBaseline:
            // Every view's baseline on the first view's; each inside the stack, and at least one against
            // its top edge, held by a weak pull up (UIKit's stack hugs its tallest view the same way).
            guard !vertical, let first = arrangedSubviews.first else { return [make(low, .equal, view, canvas)] }
            let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            var constraints = [make(low, .greaterThanOrEqual, view, canvas), make(high, .lessThanOrEqual, view, canvas)]
            let top = make(low, .equal, view, canvas)
            top.priority = LayoutPriority(1)
            constraints.append(top)
            if view !== first {
                constraints.append(LayoutConstraint(item: view, baseline, .equal, to: first, baseline, constant: 0,
                                                    priority: .required, origin: .system, identifier: "UISV-alignment"))
            }
            return constraints
        }
    }
}

extension View {
    /// The width or height anchor for a dimension attribute.
    func dimensionAnchor(_ attribute: LayoutAttribute) -> LayoutDimension {
        attribute == .height ? heightAnchor : widthAnchor
    }
}
