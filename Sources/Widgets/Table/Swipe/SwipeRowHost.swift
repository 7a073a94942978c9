import Render

/// A scrolling view whose rows slide aside to reveal swipe actions (RowSwipeController): the table, and a
/// list collection view (UIKit gives both the same swipe, the list's from its configuration's providers).
@MainActor
protocol SwipeRowHost: View {
    /// The row under a point in the host's coordinates.
    func swipeRow(at point: Point) -> IndexPath?
    /// The view that slides for the row, when it is on screen.
    func swipeCell(at row: IndexPath) -> View?
    /// The actions on one side of the row, if any.
    func swipeActionsConfiguration(forRowAt row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration?
    /// The corners of the row's card it must stay inside while it slides (none outside inset-grouped cards).
    func swipeCardCorners(at row: IndexPath) -> RectCorners
}

extension TableView: SwipeRowHost {
    func swipeRow(at point: Point) -> IndexPath? { indexPathForRow(at: point) }
    func swipeCell(at row: IndexPath) -> View? { cellForRow(at: row) }
    /// The delegate's actions; without trailing ones, an editable row's Delete (TableView+CommitEditing).
    /// While editing, only the Delete confirmation of the row whose deletion control was tapped.
    func swipeActionsConfiguration(forRowAt row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        if isEditing {
            guard trailing, row == deleteConfirmationRow else { return nil }
            return commitEditingSwipeActions(forRowAt: row)
        }
        let delegate = tableDelegate as? TableViewSwipeActionsDelegate
        guard trailing else { return delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row) }
        return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row) ?? commitEditingSwipeActions(forRowAt: row)
    }
    /// An inset-grouped section's first row rounds the card's top corners, its last the bottom ones.
    func swipeCardCorners(at row: IndexPath) -> RectCorners {
        guard style == .insetGrouped else { return [] }
        var corners: RectCorners = []
        if row.row == 0 { corners.formUnion(.top) }
        if row.row == numberOfRows(inSection: row.section) - 1 { corners.formUnion([.bottomLeft, .bottomRight]) }
        return corners
    }
}
