import Render

/// A table's editing mode (UITableView.isEditing, `setEditing(_:animated:)`). UIKit's documentation of
/// UITableView editing: each row the data source lets edit (`tableView(_:canEditRowAt:)`) shows the control
/// of its editing style (`tableView(_:editingStyleForRowAt:)`, `.delete` by default): the deletion control,
/// when tapped, shows a Delete confirmation button (titled by `titleForDeleteConfirmationButtonForRowAt`)
/// which commits `.delete`; the insertion control commits `.insert` at once. A row the data source lets move
/// (`tableView(_:canMoveRowAt:)`) shows a reorder control; dragging it and letting go reports
/// `tableView(_:moveRowAt:to:)`, at the place the delegate's `targetIndexPathForMoveFromRowAt` allows, and
/// the table keeps the row there. Rows are not selectable while editing unless
/// `allowsSelectionDuringEditing` is true, and swiping a row shows nothing.
extension TableView {
    /// UITableView.isEditing, false at first; setting it calls `setEditing(_:animated: false)`.
    public var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// UITableView.setEditing(_:animated:): every visible row shows or hides its controls (sliding when
    /// animated) and an open swipe closes.
    public func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        deleteConfirmationRow = nil
        rowSwipe.close(animated: animated)
        for (_, cell) in visibleCells { cell.setEditing(editing, animated: animated) }
    }

    /// Whether a tap adds to the selection now: `allowsMultipleSelectionDuringEditing` while editing.
    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// What the row at `path` shows while editing: its control, its grip, whether its content moves right.
    func editingLook(at path: IndexPath?) -> (style: TableViewCell.EditingStyle, movable: Bool, indents: Bool)? {
        guard let path, let dataSource else { return nil }
        let editable = dataSource.tableView(self, canEditRowAt: path)
        let style = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) : .none
        let movable = dataSource.tableView(self, canMoveRowAt: path)
        let indents = style != .none && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true)
        return (style, movable, indents)
    }

    /// The deletion control shows the row's Delete confirmation (the row slides aside as a swipe opens
    /// it); the insertion control commits the insert.
    func editingControlTapped(at path: IndexPath, style: TableViewCell.EditingStyle) {
        switch style {
        case .delete:
            deleteConfirmationRow = path
            rowSwipe.openTrailing(row: path)
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: path)
        case .none:
            break
        }
    }

    /// The Delete confirmation's title: the delegate's, or "Delete" (UIKit's default).
    func deleteConfirmationTitle(forRowAt path: IndexPath) -> String {
        tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: path) ?? "Delete"
    }

    /// A drag on a row's grip: the row follows the finger vertically above the others; let go, it lands
    /// on the row under its middle (within its section), the delegate may retarget it, the data source is
    /// told of the move, and the row slides into place (`moveRow(at:to:)`, the data having moved).
    func reorderDragged(_ cell: TableViewCell, pan: PanGestureRecognizer) {
        guard let source = cell.indexPath else { return }
        switch pan.state {
        case .began, .changed:
            if pan.state == .began { bringSubviewToFront(cell) }
            let dy = pan.translation(in: self).y
            performWithoutAnimation { cell.transform = .translation(x: 0, y: dy) }
        case .ended:
            let middle = rectForRow(at: source).midY + pan.translation(in: self).y
            let proposed = reorderDestination(forMiddle: middle, from: source)
            let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source,
                                                  toProposedIndexPath: proposed) ?? proposed
            performWithoutAnimation { cell.transform = .identity }
            guard target != source else { return }
            dataSource?.tableView(self, moveRowAt: source, to: target)
            moveRow(at: source, to: target)
        case .cancelled, .failed:
            performWithoutAnimation { cell.transform = .identity }
        default:
            break
        }
    }

    /// The row of `source`'s section whose rectangle holds `y`, or the nearest end of the section.
    func reorderDestination(forMiddle y: Double, from source: IndexPath) -> IndexPath {
        let count = numberOfRows(inSection: source.section)
        guard count > 0 else { return source }
        for row in 0..<count where rectForRow(at: IndexPath(row: row, section: source.section)).maxY > y {
            return IndexPath(row: row, section: source.section)
        }
        return IndexPath(row: count - 1, section: source.section)
    }
}

extension TableViewDataSource {
    /// UIKit shows the reorder control when the data source implements `tableView(_:moveRowAt:to:)`; Swift
    /// cannot tell whether a type implemented a method with a default, so, as for `canEditRowAt`, a data
    /// source says so by returning true.
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

extension TableViewDelegate {
    /// `.delete`, UIKit's default for a row that can be edited.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
}
