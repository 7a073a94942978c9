import Render

/// UICollectionViewDropItem: one dragged item as the drop sees it; `sourceIndexPath` is set when it was
/// dragged from this collection view (a reorder).
@preconcurrency @MainActor
public final class CollectionViewDropItem {
    public let dragItem: DragItem
    public let sourceIndexPath: IndexPath?
    /// The lifted preview's size (UICollectionViewDropItem.previewSize).
    public let previewSize: Size

    init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: Size) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}

/// UICollectionViewDropCoordinator: what `performDropWith` gets — the items, where they go, and how to
/// animate each to its place.
@preconcurrency @MainActor
public final class CollectionViewDropCoordinator {
    public let items: [CollectionViewDropItem]
    public let destinationIndexPath: IndexPath?
    public let proposal: CollectionViewDropProposal
    public let session: DropSession
    weak var collectionView: CollectionView?
    /// Where each dragged item's preview flies, set by the `drop` calls.
    let landings = DropLandings()

    init(items: [CollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: CollectionViewDropProposal,
         session: DropSession, collectionView: CollectionView) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.collectionView = collectionView
    }

    /// UICollectionViewDropCoordinator.drop(_:toItemAt:): the item's preview flies to the cell at `indexPath`
    /// (after the data source updates the delegate made) and is replaced by it.
    @discardableResult
    public func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> DragAnimating {
        land(dragItem, atItem: indexPath)
        return DragAnimator()
    }

    /// UICollectionViewDropCoordinator.drop(_:intoItemAt:rect:): the preview shrinks into `rect` of that cell.
    @discardableResult
    public func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: Rect) -> DragAnimating {
        landings.land(dragItem, at: Point(x: rect.midX, y: rect.midY), in: collectionView?.cellForItem(at: indexPath))
        return DragAnimator()
    }

    /// UICollectionViewDropCoordinator.drop(_:to:) with a preview target.
    @discardableResult
    public func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> DragAnimating {
        landings.land(dragItem, to: target)
        return DragAnimator()
    }

    /// UICollectionViewDropCoordinator.drop(_:to:) with a placeholder: the item is to be inserted at the
    /// placeholder's index path once its data has loaded (`commitInsertion`), or not at all
    /// (`deletePlaceholder`). The placeholder cell itself is not shown here: the collection view's items come
    /// from its data source alone, so the insertion waits for the commit (UIKit shows the placeholder cell,
    /// made from `reuseIdentifier` and `cellUpdateHandler`, in the meantime).
    @discardableResult
    public func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> CollectionViewDropPlaceholderContext {
        land(dragItem, atItem: placeholder.insertionIndexPath)
        return CollectionViewDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
    }

    /// `dragItem` lands at the centre of the layout's place for the item at `indexPath`.
    private func land(_ dragItem: DragItem, atItem indexPath: IndexPath) {
        if let attributes = collectionView?.layoutAttributesForItem(at: indexPath) {
            landings.land(dragItem, at: attributes.center, in: collectionView)
        }
    }
}

/// UICollectionViewDropPlaceholder: where a drop whose data is still loading will go.
@preconcurrency @MainActor
public final class CollectionViewDropPlaceholder {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    /// UICollectionViewPlaceholder.cellUpdateHandler: kept; no placeholder cell is shown (see the coordinator).
    public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}

/// UICollectionViewDropPlaceholderContext: settles a placeholder drop once, by inserting or deleting.
@preconcurrency @MainActor
public final class CollectionViewDropPlaceholderContext: DragAnimating {
    public let dragItem: DragItem
    let placeholder: CollectionViewDropPlaceholder
    weak var collectionView: CollectionView?
    /// True once committed or deleted: a second call does nothing (UIKit returns false).
    public private(set) var isSettled = false

    init(dragItem: DragItem, placeholder: CollectionViewDropPlaceholder, collectionView: CollectionView?) {
        self.dragItem = dragItem
        self.placeholder = placeholder
        self.collectionView = collectionView
    }

    /// UICollectionViewDropPlaceholderContext.commitInsertion(dataSourceUpdates:): `dataSourceUpdates` puts
    /// the item into the model at the index path given, and the collection view inserts its cell there in
    /// the same batch update. False when already settled.
    @discardableResult
    public func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard !isSettled else { return false }
        isSettled = true
        let indexPath = placeholder.insertionIndexPath
        guard let collectionView else { dataSourceUpdates(indexPath); return true }
        withoutActuallyEscaping(dataSourceUpdates) { update in
            collectionView.performBatchUpdates {
                update(indexPath)
                collectionView.insertItems(at: [indexPath])
            }
        }
        return true
    }

    /// UICollectionViewDropPlaceholderContext.deletePlaceholder(): the drop is given up; nothing is inserted.
    @discardableResult
    public func deletePlaceholder() -> Bool {
        guard !isSettled else { return false }
        isSettled = true
        return true
    }

    /// UICollectionViewDropPlaceholderContext.setNeedsCellUpdate(): no placeholder cell to update here.
    public func setNeedsCellUpdate() {}

    public func addAnimations(_ animations: @escaping () -> Void) { animations() }
    public func addCompletion(_ completion: @escaping (AnimationPosition) -> Void) { completion(.end) }
}
