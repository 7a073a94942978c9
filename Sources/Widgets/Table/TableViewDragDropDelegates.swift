import Render

/// UITableViewDragDelegate: the items a long press on a row lifts. Only `itemsForBeginning` is required.
@preconcurrency @MainActor
public protocol TableViewDragDelegate: AnyObject {
    func tableView(_ tableView: TableView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem]
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
    func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession)
    func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession)
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
}

extension TableViewDragDelegate {
    public func tableView(_ tableView: TableView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
}

/// UITableViewDropDelegate: where a drop would land as the finger moves, and the drop itself. Only
/// `performDropWith` is required; without `dropSessionDidUpdate` the proposal is `.cancel` (no drop), as
/// UIKit's default.
@preconcurrency @MainActor
public protocol TableViewDropDelegate: AnyObject {
    func tableView(_ tableView: TableView, performDropWith coordinator: TableViewDropCoordinator)
    func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool
    func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession)
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal
    func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession)
    func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession)
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, canHandle session: DropSession) -> Bool { true }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: DropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: TableView, dropSessionDidExit session: DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: DropSession) {}
    public func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
}

/// UITableViewDropProposal: a drop proposal with what the drop does to the rows there.
@preconcurrency @MainActor
public final class TableViewDropProposal: DropProposal {
    /// UITableViewDropProposal.Intent.
    public enum Intent: Int, Sendable {
        /// No gap opens and no row is targeted: the drop is the delegate's to place.
        case unspecified
        /// A gap opens at the destination index path: the rows there and after move down.
        case insertAtDestinationIndexPath
        /// The drop goes into the row at the destination (a folder): no gap opens.
        case insertIntoDestinationIndexPath
        /// UIKit chooses between the two by where the finger is over the row; here it opens a gap, as
        /// `insertAtDestinationIndexPath` (rows have no "into" target without the delegate saying so).
        case automatic
    }

    public let intent: Intent

    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// Whether the rows make room at the destination for this proposal.
    var opensGap: Bool { intent == .insertAtDestinationIndexPath || intent == .automatic }
}
