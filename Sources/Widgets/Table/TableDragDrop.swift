import Render

/// A table's drag and drop (UITableView's drag and drop delegates): IndexedDragDrop's interactions on the
/// table, answered by its delegates. While a gap is open the rows below the destination move down by the
/// lifted row's height, and for a drag from this table the rows below the lifted row close its slot, so a
/// reorder shows the final order before the drop.
@MainActor
final class TableDragDrop: IndexedDragDrop {
    /// Setting a drag delegate installs the drag interaction; a drop delegate, the drop interaction.
    weak var dragDelegate: TableViewDragDelegate? { didSet { installDrag(enabled: dragInteractionEnabled) } }
    weak var dropDelegate: TableViewDropDelegate? { didSet { installDrop() } }
    private var tableView: TableView? { host as? TableView }

    init(tableView: TableView) {
        super.init(host: tableView)
    }

    override var hasDragDelegate: Bool { dragDelegate != nil }
    override var hasDropDelegate: Bool { dropDelegate != nil }

    override func indexPath(at point: Point) -> IndexPath? { tableView?.indexPathForRow(at: point) }
    override func cell(at indexPath: IndexPath) -> View? { tableView?.cellForRow(at: indexPath) }

    override func items(forBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem] {
        guard let tableView, let dragDelegate else { return [] }
        return dragDelegate.tableView(tableView, itemsForBeginning: session, at: indexPath)
    }

    override func dragSessionWillBegin(_ session: DragSession) {
        guard let tableView else { return }
        dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    override func dragSessionAllowsMove(_ session: DragSession) -> Bool {
        guard let tableView, let dragDelegate else { return true }
        return dragDelegate.tableView(tableView, dragSessionAllowsMoveOperation: session)
    }

    override func dragSessionDidEnd(_ session: DragSession) {
        guard let tableView else { return }
        dragDelegate?.tableView(tableView, dragSessionDidEnd: session)
    }

    override func canHandle(_ session: DropSession) -> Bool {
        guard let tableView, let dropDelegate else { return false }
        return dropDelegate.tableView(tableView, canHandle: session)
    }

    override func dropSessionDidEnter(_ session: DropSession) {
        guard let tableView else { return }
        dropDelegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    override func dropSessionDidExit(_ session: DropSession) {
        guard let tableView else { return }
        dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    override func dropSessionDidEnd(_ session: DropSession) {
        guard let tableView else { return }
        dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    override func proposal(for session: DropSession, at destination: IndexPath?) -> (proposal: DropProposal, opensGap: Bool) {
        guard let tableView, let dropDelegate else { return (DropProposal(operation: .cancel), false) }
        let proposal = dropDelegate.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        return (proposal, proposal.opensGap)
    }

    override func performDrop(_ session: DropSession, at destination: IndexPath?) -> DropLandings? {
        guard let tableView, let dropDelegate else { return nil }
        let proposal = dropDelegate.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        let items = dropItems(in: session) { TableViewDropItem(dragItem: $0, sourceIndexPath: $1, previewSize: $2) }
        let coordinator = TableViewDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal,
                                                   session: session, tableView: tableView)
        dropDelegate.tableView(tableView, performDropWith: coordinator)
        return coordinator.landings
    }

    /// The row under `point` (content coordinates); over a section's header the section's first row,
    /// over its footer or past the last row the end of that section; nil with no sections.
    override func destinationIndexPath(at point: Point) -> IndexPath? {
        guard let tableView, tableView.numberOfSections > 0 else { return nil }
        if let path = tableView.indexPathForRow(at: point) { return path }
        let last = tableView.numberOfSections - 1
        guard let item = tableView.heights.index(at: max(0, point.y)) else {
            return IndexPath(row: tableView.numberOfRows(inSection: last), section: last)
        }
        if let path = tableView.indexPath(forItem: item) { return path }
        for (s, section) in tableView.sections.enumerated() {
            if item == section.headerItem { return IndexPath(row: 0, section: s) }
            if item == section.footerItem { return IndexPath(row: section.rowCount, section: s) }
        }
        return IndexPath(row: tableView.numberOfRows(inSection: last), section: last)
    }

    /// Rows after the lifted one move up by its height; rows at or after the destination (counted without
    /// the lifted row, UIKit's rule for a move's destination) move down by the gap's height; the lifted
    /// row's own cell waits in the gap.
    override func framesWithGap(at destination: IndexPath, lifted source: IndexPath?) -> [(View, Rect)] {
        guard let tableView else { return [] }
        let liftedHeight = source.map { tableView.rectForRow(at: $0).height } ?? 0
        let gapHeight = source != nil ? liftedHeight : (tableView.rowHeight >= 0 ? tableView.rowHeight : tableView.estimatedRowHeight)
        var frames: [(View, Rect)] = []
        for (path, cell) in tableView.visibleCells {
            var rect = tableView.rectForRow(at: path)
            if path == source {
                rect.origin.y = gapTop(at: destination, lifted: path, liftedHeight: liftedHeight)
            } else {
                var row = path.row
                if let source, path > source {
                    rect.origin.y -= liftedHeight
                    if path.section == source.section { row -= 1 }
                }
                if IndexPath(row: row, section: path.section) >= destination { rect.origin.y += gapHeight }
            }
            frames.append((cell, rect))
        }
        return frames
    }

    /// Where the gap at `destination` starts with the lifted row's slot closed.
    private func gapTop(at destination: IndexPath, lifted: IndexPath, liftedHeight: Double) -> Double {
        guard let tableView else { return 0 }
        var row = destination.row
        if lifted.section == destination.section && lifted.row <= row { row += 1 }
        let count = tableView.numberOfRows(inSection: destination.section)
        var top: Double
        if row < count {
            top = tableView.rectForRow(at: IndexPath(row: row, section: destination.section)).minY
        } else {
            top = tableView.heights.offset(of: tableView.sections[destination.section].footerItem)
        }
        if lifted < IndexPath(row: row, section: destination.section) { top -= liftedHeight }
        return top
    }

    override func framesWithoutGap() -> [(View, Rect)] {
        guard let tableView else { return [] }
        return tableView.visibleCells.map { path, cell in (cell, tableView.rectForRow(at: path)) }
    }
}
