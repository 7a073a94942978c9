import Render

/// UITableViewDropItem: one dragged item as the drop sees it; `sourceIndexPath` is set when it was dragged
/// from this table (a reorder).
@preconcurrency @MainActor
public final class TableViewDropItem {
    public let dragItem: DragItem
    public let sourceIndexPath: IndexPath?
    /// The lifted preview's size (UITableViewDropItem.previewSize).
    public let previewSize: Size

    init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: Size) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// UITableViewDropCoordinator: what `performDropWith` gets — the items, where they go, and how to animate
/// each to its place.
@preconcurrency @MainActor
public final class TableViewDropCoordinator {
    public let items: [TableViewDropItem]
    public let destinationIndexPath: IndexPath?
    public let proposal: TableViewDropProposal
    public let session: DropSession
    weak var tableView: TableView?
    /// Where each dragged item's preview flies, set by the `drop` calls.
    let landings = DropLandings()

    init(items: [TableViewDropItem], destinationIndexPath: IndexPath?, proposal: TableViewDropProposal,
         session: DropSession, tableView: TableView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.tableView = tableView
    }

    /// UITableViewDropCoordinator.drop(_:toRowAt:): the item's preview flies to the row at `indexPath` (after
    /// the data source updates the delegate made) and is replaced by it.
    @discardableResult
    public func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> DragAnimating {
        if let rect = tableView?.rectForRow(at: indexPath) {
            landings.land(dragItem, at: Point(x: rect.midX, y: rect.midY), in: tableView)
        }
        return DragAnimator()
    }

    /// UITableViewDropCoordinator.drop(_:intoRowAt:rect:): the preview shrinks into `rect` of that row.
    @discardableResult
    public func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: Rect) -> DragAnimating {
        if let row = tableView?.rectForRow(at: indexPath) {
            landings.land(dragItem, at: Point(x: row.minX + rect.midX, y: row.minY + rect.midY), in: tableView)
        }
        return DragAnimator()
    }

    /// UITableViewDropCoordinator.drop(_:to:) with a preview target.
    @discardableResult
    public func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating {
        landings.land(dragItem, to: target)
        return DragAnimator()
    }
}
