/// A table data source driven by snapshots (UITableViewDiffableDataSource): `apply` diffs against the current
/// snapshot (SnapshotDifference) and plays it through the table's own animated row updates. The table's
/// batch has no moves, so a moved row leaves its old place and arrives at its new one (UIKit slides it).
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: TableViewDataSource {
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The row animation of inserts and deletes (UITableViewDiffableDataSource.defaultRowAnimation).
    public var defaultRowAnimation = RowAnimation.automatic

    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    public func snapshot() -> Snapshot { current }

    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot
        current.clearReloads()
        guard let tableView else { completion?(); return }
        guard old.sectionIdentifiers == snapshot.sectionIdentifiers else {
            tableView.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: old, to: snapshot)
        let animation = animatingDifferences ? defaultRowAnimation : .none
        let update = {
            tableView.performBatchUpdates({
                tableView.deleteRows(at: difference.deletes + difference.moves.map(\.from), with: animation)
                tableView.insertRows(at: difference.inserts + difference.moves.map(\.to), with: animation)
            }, completion: { _ in completion?() })
        }
        // Without animating differences nothing moves (`.none` alone still slides the rows that stay).
        if animatingDifferences { update() } else { tableView.performWithoutAnimation(update) }
    }

    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section < current.numberOfSections else { return nil }
        let items = current.items(inSectionAt: indexPath.section)
        return indexPath.row < items.count ? items[indexPath.row] : nil
    }

    public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.items(inSectionAt: section).count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("the cell provider returned no cell for the row at \(indexPath)")
        }
        return cell
    }
}
