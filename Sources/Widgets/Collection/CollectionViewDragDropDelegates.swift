import Render

/// UICollectionViewDragDelegate: the items a long press on a cell lifts. Only `itemsForBeginning` is required.
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: DragSession, at indexPath: IndexPath) -> [DragItem]
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem]
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession)
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession)
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool
}

extension CollectionViewDragDelegate {
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: DragSession, at indexPath: IndexPath, point: Point) -> [DragItem] { [] }
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: DragSession) -> Bool { true }
}

/// UICollectionViewDropDelegate: where a drop would land as the finger moves, and the drop itself. Only
/// `performDropWith` is required; without `dropSessionDidUpdate` the proposal is `.cancel` (no drop), as
/// UIKit's default.
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
    func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession)
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession)
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession)
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: DropSession) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
}

/// UICollectionViewDropProposal: a drop proposal with what the drop does to the items there.
@preconcurrency @MainActor
public final class CollectionViewDropProposal: DropProposal {
    /// UICollectionViewDropProposal.Intent.
    public enum Intent: Int, Sendable {
        /// No gap opens and no cell is targeted: the drop is the delegate's to place.
        case unspecified
        /// A gap opens at the destination index path: the cells there and after move aside.
        case insertAtDestinationIndexPath
        /// The drop goes into the item at the destination (a folder): no gap opens.
        case insertIntoDestinationIndexPath
    }

    public let intent: Intent

    public init(operation: DropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }
}
