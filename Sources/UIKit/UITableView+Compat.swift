import HandheldKit

extension TableView {
    /// Where a selected row is scrolled to (UITableView.ScrollPosition). Handheld selects without scrolling,
    /// as `.none` does; the others are accepted for source compatibility.
    public enum ScrollPosition: Sendable { case none, top, middle, bottom }

    /// The cells on screen, top to bottom (UITableView.visibleCells).
    public var visibleCells: [TableViewCell] { visibleCellsInOrder }

    /// UITableView.selectRow(at:animated:scrollPosition:); the row is not scrolled.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRow(at: indexPath, animated: animated)
    }
}
