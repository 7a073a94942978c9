import Render

/// A layout whose items size themselves once their cells are shown (compositional `.estimated` heights).
@MainActor
protocol SelfSizingLayout: AnyObject {
    /// Measures the unmeasured self-sizing items in `rect`; true when the layout changed.
    func sizeEstimatedItems(in rect: Rect) -> Bool
}

extension CollectionView {
    /// Lets a self-sizing layout measure the items about to be shown before they are placed, so they are
    /// placed once at their measured frames. A measurement that shrinks an item brings more into view, so
    /// the layout is asked again; each pass measures only items it has not measured, and the passes are
    /// bounded so a cell whose answer keeps changing cannot hold up the frame.
    func sizeEstimatedItems(in rect: Rect) {
        guard let layout = collectionViewLayout as? SelfSizingLayout else { return }
        for _ in 0..<Self.selfSizingPasses {
            guard layout.sizeEstimatedItems(in: rect) else { return }
            contentSize = collectionViewLayout.collectionViewContentSize
            syncOrthogonalScrollers()
        }
    }

    /// At most this many measuring passes a layout pass (each over the items newly in view).
    static let selfSizingPasses = 8

    /// The attributes the item's cell prefers, given the `estimated` ones: the shown cell if there is one,
    /// else one the data source configures for the question (inside the collection view, hidden, so its
    /// labels use the window's fonts and text size) and gives back to the reuse queue.
    func preferredAttributes(forItemAt path: IndexPath, estimated: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
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
        return cell.preferredLayoutAttributesFitting(estimated)
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
