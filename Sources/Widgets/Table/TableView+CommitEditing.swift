import Render

/// How a row is edited (UITableViewCell.EditingStyle, UIKit's cases and raw values).
public enum TableViewCellEditingStyle: Int, Sendable {
    case none, delete, insert
}

extension TableViewCell {
    /// UIKit's spelling, `UITableViewCell.EditingStyle`.
    public typealias EditingStyle = TableViewCellEditingStyle
}

extension TableViewDataSource {
    /// UIKit's default is true for a data source that implements `tableView(_:commit:forRowAt:)`. Swift
    /// cannot tell whether a type implemented a protocol method that has a default, so here a data source
    /// says so by returning true (as the Xcode table controller template does); the default keeps rows
    /// that never asked for it from sliding.
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

extension TableView {
    /// The trailing swipe UIKit gives an editable row when the delegate offers no actions of its own: one
    /// red "Delete" button that calls the data source's `tableView(_:commit:forRowAt:)` with `.delete`
    /// (UITableViewDataSource's documentation: swiping a row shows its Delete button, and tapping it
    /// commits the deletion). The data source then deletes the row and its data, as in UIKit.
    func commitEditingSwipeActions(forRowAt row: IndexPath) -> SwipeActionsConfiguration? {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: row) else { return nil }
        let delete = ContextualAction(style: .destructive, title: deleteConfirmationTitle(forRowAt: row)) { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: row)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
}
