import Render

extension TableView {
    /// UITableView.indexPath(for:): where a cell on screen sits; nil for a cell that is not shown (one in the
    /// reuse queue, or another table's), as UIKit answers nil for a cell it does not show.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        for (path, shown) in visibleCells where shown === cell { return path }
        return nil
    }
}
