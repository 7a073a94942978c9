import HandheldKit

extension TableView {
    /// Where a row is scrolled to (UITableView.ScrollPosition), by `scrollToRow(at:at:animated:)` and
    /// `selectRow(at:animated:scrollPosition:)`.
    public enum ScrollPosition: Sendable { case none, top, middle, bottom }

    /// The cells on screen, top to bottom (UITableView.visibleCells).
    public var visibleCells: [TableViewCell] { visibleCellsInOrder }

    /// UITableView.selectRow(at:animated:scrollPosition:): selects, then scrolls the row to `.top`, `.middle`
    /// or `.bottom`; `.none` does not scroll (Apple: "none … results in no scrolling" for this method).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRow(at: indexPath, animated: animated)
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// UITableView.scrollToRow(at:at:animated:): `.top`, `.middle` and `.bottom` put the row at that edge (or
    /// the centre) of the area inside the adjusted content insets, as far as the content allows; `.none`
    /// scrolls the least that shows the whole row, and not at all when it is shown (UIKit's documentation).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath), inset = adjustedContentInset
        let height = bounds.height - inset.top - inset.bottom
        let y: Double
        switch scrollPosition {
        case .none: scrollRectToVisible(row, animated: animated); return
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - height / 2
        case .bottom: y = row.maxY - inset.top - height
        }
        let range = offsetRange.y
        setContentOffset(Point(x: bounds.origin.x, y: min(max(y, range.lowerBound), range.upperBound)), animated: animated)
    }
}
