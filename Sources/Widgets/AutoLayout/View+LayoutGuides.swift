import Render

/// Layout guides: a view's own (`addLayoutGuide`) and the three UIKit gives every view, each kept equal to
/// a rectangle the view already knows — its margins, its safe area, a readable width inside its margins —
/// by required constraints whose constants follow that rectangle when it changes.
extension View {
    /// The guides added to this view (UIView.layoutGuides).
    public var layoutGuides: [LayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    /// Makes the view the guide's owner (UIView.addLayoutGuide): the guide is then placed by the
    /// constraints that mention it, in this view's coordinates.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        autoLayout.layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for constraint in autoLayoutState?.constraints ?? [] where constraint.firstItem === guide || constraint.secondItem === guide {
            constraint.isActive = false
        }
        autoLayout.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The view's bounds inset by its effective layout margins (UIView.layoutMarginsGuide).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = autoLayoutState?.marginsGuide { return guide }
        let guide = makeInsetGuide("UIViewLayoutMarginsGuide", prefix: "UIView-", suffix: "Margin-guide-constraint")
        autoLayout.marginsGuide = guide
        updateGuideInsets()
        return guide
    }

    /// The view's bounds inset by its safe area (UIView.safeAreaLayoutGuide).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = autoLayoutState?.safeAreaGuide { return guide }
        let guide = makeInsetGuide("UIViewSafeAreaLayoutGuide", prefix: "UIViewSafeAreaLayoutGuide-", suffix: "")
        autoLayout.safeAreaGuide = guide
        updateGuideInsets()
        return guide
    }

    /// A column inside the margins no wider than `View.readableContentWidth`, centred
    /// (UIView.readableContentGuide): on a phone it is the margins guide, on a wide iPad pane it keeps
    /// lines of text to a readable length.
    public var readableContentGuide: LayoutGuide {
        if let guide = autoLayoutState?.readableGuide { return guide }
        let guide = LayoutGuide(identifier: "UIViewReadableContentGuide")
        addLayoutGuide(guide)
        let margins = layoutMarginsGuide
        let constraints = [
            guide.topAnchor.constraint(equalTo: margins.topAnchor),
            guide.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            guide.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            guide.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            guide.widthAnchor.constraint(lessThanOrEqualToConstant: View.readableContentWidth),
            guide.widthAnchor.constraint(equalTo: margins.widthAnchor),
        ]
        constraints[5].priority = LayoutPriority(999)
        for constraint in constraints {
            constraint.identifier = "UIViewReadableContentGuide"
            constraint.isActive = true
        }
        autoLayout.readableGuide = guide
        return guide
    }

    /// The widest readable column UIKit gives body text at the default content size category.
    public static let readableContentWidth = 672.0

    private func makeInsetGuide(_ identifier: String, prefix: String, suffix: String) -> LayoutGuide {
        let guide = LayoutGuide(identifier: identifier)
        addLayoutGuide(guide)
        let constraints = [
            guide.leftAnchor.constraint(equalTo: leftAnchor),
            guide.topAnchor.constraint(equalTo: topAnchor),
            rightAnchor.constraint(equalTo: guide.rightAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ]
        for (constraint, edge) in zip(constraints, ["left", "top", "right", "bottom"]) {
            constraint.identifier = prefix + edge + suffix
            constraint.isActive = true
        }
        return guide
    }

    /// Moves the margin and safe-area guides' constants to the current insets; called when either changes.
    func updateGuideInsets() {
        guard let state = autoLayoutState else { return }
        func apply(_ insets: EdgeInsets, to guide: LayoutGuide?) {
            guard let guide else { return }
            let values = [insets.left, insets.top, insets.right, insets.bottom]
            let mine = state.constraints.filter { $0.firstItem === guide && $0.secondItem === self
                || $0.firstItem === self && $0.secondItem === guide }
            for (constraint, value) in zip(mine.prefix(4), values) { constraint.constant = value }
        }
        apply(effectiveLayoutMargins, to: state.marginsGuide)
        apply(safeAreaInsets, to: state.safeAreaGuide)
    }
}
