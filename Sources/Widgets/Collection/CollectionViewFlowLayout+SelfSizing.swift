import Render

/// Self-sizing cells in a flow layout (`estimatedItemSize`): UIKit places each cell at the estimate, asks it
/// for `preferredLayoutAttributesFitting(_:)` — by default its content view's `systemLayoutSizeFitting` at the
/// estimated size, both dimensions at the fitting-size level — and lays the lines out again with the answers.
/// Handheld asks every item while preparing, so lines are right in the first frame (like the list sections,
/// O(items) cells configured per layout pass; fine for the hundreds of items such screens show).
extension CollectionViewFlowLayout {
    /// UICollectionViewFlowLayout.automaticSize: set as `estimatedItemSize` to let cells size themselves
    /// from the item size as the first guess.
    public static let automaticSize = Size(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The guess a cell is fitted from: the estimated size, or the item's size under `automaticSize`.
    func estimate(_ itemSize: Size) -> Size {
        estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }

    /// The size the item's cell asks for: the shown cell if there is one, else one configured by the data
    /// source for the question and given back to the reuse queue. A cell whose content has no constraints
    /// that size it keeps the estimate. The cell is measured inside the collection view, so its labels use
    /// the window's fonts and text size.
    func fittedSize(_ path: IndexPath, estimate: Size, in cv: CollectionView) -> Size {
        let cell: CollectionViewCell
        let borrowed: Bool
        if let shown = cv.cells[path] {
            cell = shown
            borrowed = false
        } else {
            guard let dataSource = cv.dataSource else { return estimate }
            cell = dataSource.collectionView(cv, cellForItemAt: path)
            borrowed = true
            cell.isHidden = true
            cv.insertSubview(cell, at: 0)
        }
        defer { if borrowed { cell.isHidden = false; cv.recycle(cell) } }
        let fitted = cell.preferredSize(fitting: estimate)
        return fitted.width > 0 && fitted.height > 0 ? fitted : estimate
    }
}

extension CollectionViewCell {
    /// UICollectionViewCell.preferredLayoutAttributesFitting's size: the content view's constraints asked at
    /// `estimate`, both dimensions pulled toward it at the fitting-size level.
    public func preferredSize(fitting estimate: Size) -> Size {
        contentView.systemLayoutSizeFitting(estimate, withHorizontalFittingPriority: .fittingSizeLevel,
                                            verticalFittingPriority: .fittingSizeLevel)
    }
}
