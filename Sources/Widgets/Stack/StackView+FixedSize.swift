extension StackView {
    /// Fixes `view`'s height at `height` points with `priority`, or removes the fixed height when nil: the
    /// stack's stand-in for `view.heightAnchor.constraint(equalToConstant: height)` with that priority.
    ///
    /// In a vertical stack the height replaces the view's own; across the axis it sizes the view for the
    /// non-fill alignments. A required height on a view that is then hidden conflicts with the stack's
    /// collapse: the collapse wins and `warningHandler` hears about it once. Give it `.required - 1` when
    /// the view is meant to be hidden, as seed 5 concludes.
    public func setFixedHeight(_ height: Double?, for view: View, priority: LayoutPriority = .required) {
        updateFixedSize(of: view) { $0.height = height.map { FixedLength($0, priority: priority) } }
    }

    /// Fixes `view`'s width at `width` points with `priority`, or removes it when nil (a width constraint).
    public func setFixedWidth(_ width: Double?, for view: View, priority: LayoutPriority = .required) {
        updateFixedSize(of: view) { $0.width = width.map { FixedLength($0, priority: priority) } }
    }

    /// Fixes the length along the current axis: the height in a vertical stack, the width in a horizontal
    /// one. The choice is made now; it stays a height or a width if the axis changes later.
    public func setFixedLength(_ length: Double?, for view: View, priority: LayoutPriority = .required) {
        if axis == .vertical {
            setFixedHeight(length, for: view, priority: priority)
        } else {
            setFixedWidth(length, for: view, priority: priority)
        }
    }

    public func fixedHeight(for view: View) -> FixedLength? { fixedSizes[ObjectIdentifier(view)]?.height }

    public func fixedWidth(for view: View) -> FixedLength? { fixedSizes[ObjectIdentifier(view)]?.width }

    /// The stack forgets a view's fixed sizes when the view stops being its subview, so only subviews may
    /// have them (a constraint needs both items in one hierarchy in UIKit, too).
    private func updateFixedSize(of view: View, _ change: (inout ArrangedSize) -> Void) {
        precondition(view.superview === self, "set a fixed size only on a subview of the stack (add it first)")
        let id = ObjectIdentifier(view)
        var size = fixedSizes[id] ?? ArrangedSize()
        change(&size)
        guard size != (fixedSizes[id] ?? ArrangedSize()) else { return }
        fixedSizes[id] = size.isEmpty ? nil : size
        arrangementChanged()
        updateHidingConflicts()
    }
}
