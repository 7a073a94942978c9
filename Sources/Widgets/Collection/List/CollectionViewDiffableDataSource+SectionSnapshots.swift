/// What a diffable data source asks before a user expands or collapses an item
/// (UICollectionViewDiffableDataSource.SectionSnapshotHandlers).
public struct SectionSnapshotHandlers<ItemIdentifierType: Hashable> {
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?

    public init() {}
}

extension CollectionViewDiffableDataSource: OutlineExpanding {
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Makes `sectionSnapshot` the outline of `section` (appended when new): the section shows its visible
    /// items, and the change from what it showed plays as one batch update, so expanding inserts the
    /// children with the collection view's update animation and collapsing removes them
    /// (UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)).
    public func apply(_ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var full = snapshot()
        if full.indexOfSection(section) == nil {
            full.appendSections([section])
        } else {
            full.deleteItems(full.itemIdentifiers(inSection: section))
        }
        full.appendItems(sectionSnapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = sectionSnapshot
        applyDifference(full, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's outline: the one applied, or its items as root items when none was.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = SectionSnapshot()
        flat.append(snapshot().itemIdentifiers(inSection: section))
        return flat
    }

    /// The outline disclosure's tap: expands or collapses the item, turning its chevron with the update.
    func toggleExpansion(ofItemAt indexPath: IndexPath, in collectionView: CollectionView) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
              var outline = sectionSnapshots[section], outline.hasChildren(item) else { return }
        let expanding = !outline.isExpanded(item)
        if expanding {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            outline.expand([item])
        } else {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        }
        (collectionView.cellForItem(at: indexPath) as? CollectionViewListCell)?.setOutlineExpanded(expanding, animated: true)
        apply(outline, to: section, animatingDifferences: true)
    }

    /// A list cell for an outline item shows its level and whether it is expanded (UIKit sets both).
    func configureOutline(of cell: CollectionViewCell, item: ItemIdentifierType, section: Int) {
        guard let listCell = cell as? CollectionViewListCell, let id = sectionIdentifier(for: section),
              let outline = sectionSnapshots[id] else { return }
        listCell.indentationLevel = outline.level(of: item)
        listCell.setOutlineExpanded(outline.isExpanded(item), animated: false)
    }
}
