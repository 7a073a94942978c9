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
}

extension TableView: SwipeRowHost {
    func swipeRow(at point: Point) -> IndexPath? { indexPathForRow(at: point) }
    func swipeCell(at row: IndexPath) -> View? { cellForRow(at: row) }
    func swipeActionsConfiguration(forRowAt row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let delegate = tableDelegate as? TableViewSwipeActionsDelegate else { return nil }
        return trailing ? delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
                        : delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
    }
}
