/// A user's reorder of a diffable data source's items (NSDiffableDataSourceTransaction): the snapshots
/// before and after, and the difference between their items.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items' difference, all sections' items in order, moves inferred (a reorder is one removal and
    /// one insertion associated with each other).
    public let difference: CollectionDifference<ItemIdentifierType>
}

extension CollectionViewDiffableDataSource {
    public typealias Transaction = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

    /// UICollectionViewDiffableDataSource.ReorderingHandlers.
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        /// Whether the item may be dragged; nil (the default) allows no reordering, as UIKit documents.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Before the data source's snapshot takes the user's order.
        public var willReorder: ((Transaction) -> Void)?
        /// After: the transaction's final snapshot is the data source's; apply it to the model here.
        public var didReorder: ((Transaction) -> Void)?

        public init() {}
    }

    // MARK: CollectionViewDataSource

    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    /// The user's move becomes the current snapshot at once (the collection view already shows it, so
    /// nothing animates), between `willReorder` and `didReorder` with the transaction.
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath),
              let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
        let initial = current
        var final = initial
        final.deleteItems([item])
        let others = final.itemIdentifiers(inSection: section)
        if destinationIndexPath.item < others.count {
            final.insertItems([item], beforeItem: others[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = Transaction(initialSnapshot: initial, finalSnapshot: final,
                                      difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves())
        reorderingHandlers.willReorder?(transaction)
        current = final
        // Outlines no longer match a section whose items moved: it is flat again (as `apply` decides).
        sectionSnapshots = sectionSnapshots.filter { final.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        reorderingHandlers.didReorder?(transaction)
    }
}
