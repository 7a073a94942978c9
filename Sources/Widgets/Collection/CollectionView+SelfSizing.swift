import Render

/// A layout whose items size themselves once their cells are shown (compositional `.estimated` heights).
@MainActor
protocol SelfSizingLayout: AnyObject {
    /// Measures the unmeasured self-sizing items in `rect`; true when the layout changed.
    func sizeEstimatedItems(in rect: Rect) -> Bool
    /// Whether any item can be measured at all (some section sizes itself): when none can, a scroll
    /// frame asks for no attributes to measure (`sizeEstimatedItems(in:)` would find nothing to change).
    var measuresItems: Bool { get }
}

extension CollectionView {
    /// Lets a self-sizing layout measure the items about to be shown before they are placed, so they are
    /// placed once at their measured frames. A measurement that shrinks an item brings more into view, so
    /// the layout is asked again; each pass measures only items it has not measured, and the passes are
    /// bounded so a cell whose answer keeps changing cannot hold up the frame.
    ///
    /// Items above the viewport measured for the first time (scrolling up into rows never shown) move
    /// everything below them: as UIKit does, the content offset moves by the same amount, so the first item at
    /// the top of the viewport stays where it was on screen and the visible content does not jump.
    func sizeEstimatedItems(in rect: Rect) {
        guard let layout = collectionViewLayout as? SelfSizingLayout, layout.measuresItems else { return }
        let anchor = topVisibleItem(in: rect)
        var changed = false
        for _ in 0..<Self.selfSizingPasses {
            guard layout.sizeEstimatedItems(in: rect) else { break }
            changed = true
            contentSize = collectionViewLayout.collectionViewContentSize
            syncOrthogonalScrollers()
        }
        guard changed, let anchor, let moved = collectionViewLayout.layoutAttributesForItem(at: anchor.path) else { return }
        let shift = Double(moved.frame.minY) - anchor.minY
        if shift != 0 { applyOffset(Point(x: bounds.minX, y: bounds.minY + shift)) }
    }

    /// The item whose top is the first at or below the viewport's top, and that top.
    private func topVisibleItem(in rect: Rect) -> (path: IndexPath, minY: Double)? {
        var best: (path: IndexPath, minY: Double)?
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .cell && Double(attributes.frame.minY) >= Double(bounds.minY) {
            let y = Double(attributes.frame.minY)
            if best == nil || y < best!.minY || (y == best!.minY && attributes.indexPath < best!.path) { best = (attributes.indexPath, y) }
        }
        return best
    }

    /// At most this many measuring passes a layout pass (each over the items newly in view).
    static let selfSizingPasses = 8

    /// The attributes the item's cell prefers, given the `estimated` ones: the shown cell if there is one,
    /// else one the data source configures for the question (inside the collection view, hidden, so its
    /// labels use the window's fonts and text size) and gives back to the reuse queue.
    func preferredAttributes(forItemAt path: IndexPath, estimated: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
        measuringCell(at: path) { $0.preferredLayoutAttributesFitting(estimated) }
    }

    /// The size the item's cell asks for across and down from `estimate` (`CollectionViewCell.preferredSize`,
    /// both dimensions at the fitting-size level), for items with an estimated width; nil for a cell with no
    /// size of its own (its content holds no constraints).
    func preferredSize(forItemAt path: IndexPath, fitting estimate: Size) -> Size? {
        measuringCell(at: path) { cell in
            let fitted = cell.preferredSize(fitting: estimate)
            return fitted.width > 0 && fitted.height > 0 && fitted.width.isFinite && fitted.height.isFinite ? fitted : nil
        } ?? nil
    }

    /// `body` asked of the item's cell: the shown cell if there is one, else one the data source configures for
    /// the question (inside the collection view, hidden, so its labels use the window's fonts and text size)
    /// and gives back to the reuse queue.
    private func measuringCell<T>(at path: IndexPath, _ body: (CollectionViewCell) -> T) -> T? {
        let cell: CollectionViewCell
        let borrowed: Bool
        if let shown = cells[path] {
            cell = shown
            borrowed = false
        } else {
            guard dataSource != nil else { return nil }
            cell = cellFromDataSource(at: path)
            borrowed = true
            cell.isHidden = true
            insertSubview(cell, at: 0)
        }
        defer { if borrowed { cell.isHidden = false; recycle(cell) } }
        return body(cell)
    }
}

extension CollectionReusableView {
    /// UIKit's default `preferredLayoutAttributesFitting(_:)`: the width the layout gives is kept and the
    /// height is the content's at that width. Content laid out with Auto Layout is asked through
    /// `systemLayoutSizeFitting` (width required, height at the fitting-size level, as UIKit asks for a
    /// self-sizing vertical list); content without constraints through `sizeThatFits`, UIKit's manual
    /// self-sizing path ("What's New in Table and Collection Views", WWDC 2014: Auto Layout, sizeThatFits
    /// or an override of this method).
    func defaultPreferredAttributes(fitting attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        if attributes.fitsWidth {
            // An estimated width: the content's own size across and down (CollectionViewCell.preferredSize);
            // a cell whose content does not size itself keeps the estimate.
            let fitted = CollectionViewLayoutAttributes(forCellWith: attributes.indexPath)
            fitted.frame = attributes.frame
            if let cell = self as? CollectionViewCell {
                let size = cell.preferredSize(fitting: attributes.frame.size)
                if size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite { fitted.frame.size = size }
            }
            return fitted
        }
        let width = Double(attributes.frame.width)
        let content = (self as? CollectionViewCell)?.contentView ?? self
        var height: Double
        if content.usesConstraints {
            frame.size.width = width
            height = Double(content.systemLayoutSizeFitting(Size(width: width, height: Double(attributes.frame.height)),
                                                            withHorizontalFittingPriority: .required,
                                                            verticalFittingPriority: .fittingSizeLevel).height)
        } else {
            height = Double(sizeThatFits(Size(width: width, height: Double.infinity)).height)
        }
        if !(height > 0 && height.isFinite) { height = Double(attributes.frame.height) }
        let fitted = CollectionViewLayoutAttributes(forCellWith: attributes.indexPath)
        fitted.frame = Rect(x: attributes.frame.minX, y: attributes.frame.minY, width: width, height: height)
        return fitted
    }
}

extension View {
    /// Whether the view or a view inside it holds constraints (its content is laid out with Auto Layout).
    var usesConstraints: Bool {
        var found = false
        forEachInSubtree { if !$0.constraints.isEmpty { found = true } }
        return found
    }
}
