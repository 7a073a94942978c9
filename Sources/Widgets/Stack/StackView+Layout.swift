import Render

extension StackView {
    /// The insets the arrangement keeps from the bounds.
    var arrangementInsets: EdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    /// A view's natural size along and across the axis when `crossAvailable` points are free across it.
    ///
    /// A fixed length wins. Otherwise the view is asked `sizeThatFits` with the cross extent given and the
    /// axis unlimited, so a label in a column wraps to the column's width. A plain `View` has no size of its
    /// own, as a UIView without constraints has none in Auto Layout: it measures 0 (its `sizeThatFits`
    /// would answer its current size, which after a collapse is 0 and before one is whatever the stack gave
    /// it). Give such a container a fixed length, as seed 5 gives its two containers height constraints.
    /// A subclass that overrides neither `sizeThatFits` nor `intrinsicContentSize` inherits that current-size
    /// answer, so it too wants a fixed length if it is ever hidden.
    func naturalSize(of view: View, crossAvailable: Double) -> (along: Double, across: Double) {
        let fixed = fixedSizes[ObjectIdentifier(view)] ?? ArrangedSize()
        let alongFixed = fixed.along(axis)?.constant, acrossFixed = fixed.across(axis)?.constant
        if let alongFixed, let acrossFixed { return (alongFixed, acrossFixed) }
        guard type(of: view) != View.self else { return (alongFixed ?? 0, acrossFixed ?? 0) }
        let proposal = axis == .vertical ? Size(width: crossAvailable, height: Double.infinity)
                                         : Size(width: Double.infinity, height: crossAvailable)
        let fitted = view.sizeThatFits(proposal)
        let along = axis == .vertical ? fitted.height : fitted.width
        let across = axis == .vertical ? fitted.width : fitted.height
        return (alongFixed ?? max(0, along), acrossFixed ?? max(0, across))
    }

    /// The arithmetic along the axis and the natural cross extents, in `arrangedSubviews` order.
    func measuredArrangement(crossAvailable: Double) -> (arrangement: StackArrangement, across: [Double]) {
        var items: [StackArrangement.Item] = []
        var across: [Double] = []
        for view in arrangedSubviews {
            let size = naturalSize(of: view, crossAvailable: crossAvailable)
            let fixed = fixedSizes[ObjectIdentifier(view)]?.along(axis)
            items.append(.init(natural: size.along, isVisible: !view.isHidden, fixedPriority: fixed?.priority,
                               spacingAfter: spacing(after: view)))
            across.append(size.across)
        }
        return (StackArrangement(items: items, distribution: distribution, spacing: resolvedSpacing), across)
    }

    /// Sets every arranged subview's frame. A hidden one keeps its place and cross extent with zero length,
    /// so inside an animation block it shrinks where it stands while the views after it close up. It is not
    /// drawn from the moment it is hidden (views draw nothing while hidden) and is drawn again at once when
    /// shown, growing from zero: the stack leaves its `clipsToBounds` alone, so set that on a container
    /// whose content should not spill out while it grows.
    func arrangeSubviews() {
        let content = bounds.inset(by: arrangementInsets)
        let vertical = axis == .vertical
        let crossStart = vertical ? content.minX : content.minY
        let crossLength = max(0, vertical ? content.width : content.height)
        let (arrangement, across) = measuredArrangement(crossAvailable: crossLength)
        let segments = arrangement.segments(available: max(0, vertical ? content.height : content.width),
                                            start: vertical ? content.minY : content.minX)
        for (index, view) in arrangedSubviews.enumerated() {
            let along = segments[index]
            let cross = alignment.place(natural: across[index], available: crossLength, start: crossStart)
            view.frame = vertical
                ? Rect(x: cross.origin, y: along.origin, width: cross.length, height: along.length)
                : Rect(x: along.origin, y: cross.origin, width: along.length, height: cross.length)
        }
    }

    /// The size the stack asks for within `proposal` (see `sizeThatFits`).
    func fittingSize(for proposal: Size) -> Size {
        let insets = arrangementInsets
        let vertical = axis == .vertical
        let crossProposal = vertical ? proposal.width - insets.horizontal : proposal.height - insets.vertical
        let crossAvailable = max(0, crossProposal)
        let (arrangement, across) = measuredArrangement(crossAvailable: crossAvailable)
        let visibleAcross = zip(arrangedSubviews, across).filter { !$0.0.isHidden }.map { min($0.1, crossAvailable) }
        let acrossLength = alignment == .fill && crossAvailable.isFinite ? crossAvailable : (visibleAcross.max() ?? 0)
        let alongLength = arrangement.fittingLength
        return vertical
            ? Size(width: acrossLength + insets.horizontal, height: alongLength + insets.vertical)
            : Size(width: alongLength + insets.horizontal, height: acrossLength + insets.vertical)
    }
}
