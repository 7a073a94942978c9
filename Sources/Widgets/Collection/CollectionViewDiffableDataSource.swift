/// A collection view data source driven by snapshots (UICollectionViewDiffableDataSource): `apply` works out
/// what changed from the current snapshot (SnapshotDifference, O(n)) and plays it as one batch update, so
/// items slide, appear and disappear on the animation clock; the cell provider makes the cell for an item.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: CollectionViewDataSource {
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    public var supplementaryViewProvider: SupplementaryViewProvider?
    var current = Snapshot()
    /// UIKit's reorderingHandlers: whether an item may be dragged, and what to do around a user's reorder
    /// (CollectionViewDiffableDataSource+Reordering). With no `canReorderItem` nothing moves, as in UIKit.
    public var reorderingHandlers = ReorderingHandlers()
    /// The outlines applied to sections (List/CollectionViewDiffableDataSource+SectionSnapshots).
    var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// UIKit's sectionSnapshotHandlers: asked before a user's expand or collapse.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Becomes the collection view's data source, as UIKit's initializer does.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the current state (UIKit's snapshot()).
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` current. Animated, the differences play as one batch update; without animation they
    /// apply at once (UIKit since iOS 15 also diffs here rather than reloading). Sections added, removed or
    /// reordered are inserted, deleted and moved with the items.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        // An outline survives a whole snapshot only where the section still shows exactly its visible items
        // (a snapshot that reconfigures a row elsewhere keeps it); otherwise the section is flat again.
        sectionSnapshots = sectionSnapshots.filter { snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        applyDifference(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    func applyDifference(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let old = current
        current = snapshot
        current.clearReloads()
        guard let collectionView else { completion?(); return }
        guard !collectionView.needsReload else {
            collectionView.reloadData()
            completion?()
            return
        }
        // Sections that came, went or moved are section updates (CollectionView+SectionUpdates), as UIKit
        // animates them; the items' difference then leaves out those that came or went with a section.
        let sections = old.sectionIdentifiers == snapshot.sectionIdentifiers ? nil : SnapshotSectionDifference(from: old, to: snapshot)
        let difference = sections.map { SnapshotDifference(from: old, to: snapshot, sections: $0) } ?? SnapshotDifference(from: old, to: snapshot)
        let updates = {
            collectionView.performBatchUpdates({
                if let sections {
                    collectionView.deleteSections(sections.deletes)
                    collectionView.insertSections(sections.inserts)
                    for move in sections.moves { collectionView.moveSection(move.from, toSection: move.to) }
                }
                collectionView.deleteItems(at: difference.deletes)
                collectionView.insertItems(at: difference.inserts)
                for move in difference.moves { collectionView.moveItem(at: move.from, to: move.to) }
            }, completion: { _ in completion?() })
        }
        if animatingDifferences { updates() } else { collectionView.performWithoutAnimation(updates) }
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section < current.numberOfSections else { return nil }
        let items = current.items(inSectionAt: indexPath.section)
        return indexPath.item < items.count ? items[indexPath.item] : nil
    }

    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        guard let section = current.sectionIdentifier(containingItem: itemIdentifier),
              let s = current.indexOfSection(section), let i = current.indexOfItem(itemIdentifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index < current.numberOfSections ? current.sectionIdentifiers[index] : nil
    }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("the cell provider returned no cell for item at \(indexPath)")
        }
        configureOutline(of: cell, item: item, section: indexPath.section)
        return cell
    }

    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("no supplementaryViewProvider view for '\(kind)' at \(indexPath)")
        }
        return view
    }
}
