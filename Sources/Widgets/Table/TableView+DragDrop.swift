import Render

/// UITableView's drag and drop: setting a delegate installs the interaction on the table (TableDragDrop).
extension TableView {
    private var dragDropState: TableDragDrop {
        if let dragDrop { return dragDrop }
        let made = TableDragDrop(tableView: self)
        dragDrop = made
        return made
    }

    /// UITableView.dragDelegate (weak): a long press on a row lifts the items it gives.
    public var dragDelegate: TableViewDragDelegate? {
        get { dragDrop?.dragDelegate }
        set { dragDropState.dragDelegate = newValue }
    }

    /// UITableView.dropDelegate (weak): drops onto the table go through it.
    public var dropDelegate: TableViewDropDelegate? {
        get { dragDrop?.dropDelegate }
        set { dragDropState.dropDelegate = newValue }
    }

    /// UITableView.dragInteractionEnabled: UIKit's default is true on iPad and false on iPhone; here
    /// `DragInteraction.isEnabledByDefault`, as the collection view's.
    public var dragInteractionEnabled: Bool {
        get { dragDrop?.dragInteractionEnabled ?? DragInteraction.isEnabledByDefault }
        set { dragDropState.dragInteractionEnabled = newValue }
    }

    /// UITableView.hasActiveDrag: a drag that began in this table is under way.
    public var hasActiveDrag: Bool { dragDrop?.hasActiveDrag ?? false }

    /// UITableView.hasActiveDrop: a drop session is over this table.
    public var hasActiveDrop: Bool { dragDrop?.isDropTarget ?? false }
}
