import Render

extension CollectionView {
    /// Applies inserts, deletes and moves made in `updates` as one animated change
    /// (UICollectionView.performBatchUpdates(_:completion:)): the data source's new counts are read, index
    /// paths remapped with UIKit's rules (deletes and move sources are old positions, inserts and move
    /// destinations new ones), the layout prepared again, and every frame change animated on the window's one
    /// animation clock: moving items slide, new items fade in, deleted items fade out and leave at the end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let outer = pendingItemBatch == nil
        if outer { pendingItemBatch = ItemBatch() }
        updates?()
        guard outer, let batch = pendingItemBatch else { return }
        pendingItemBatch = nil
        apply(batch, completion: completion)
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { $0.inserts += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletes += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moves.append((indexPath, newIndexPath)) } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloads += indexPaths } }

    /// UIKit's item update animation is about 0.3 s, the table's (`TableView.updateDuration`).
    public static var updateDuration: Double { TableView.updateDuration }

    private func record(_ change: (inout ItemBatch) -> Void) {
        if pendingItemBatch != nil {
            change(&pendingItemBatch!)
        } else {
            var batch = ItemBatch()
            change(&batch)
            apply(batch, completion: nil)
        }
    }

    private func apply(_ batch: ItemBatch, completion: ((Bool) -> Void)?) {
        if needsReload {
            setNeedsLayout()
            completion?(true)
            return
        }
        let oldCounts = itemCounts
        readCounts()
        let map = batch.pathMap(oldCounts: oldCounts, newCounts: itemCounts)
        let reloaded = Set(batch.reloads)
        var kept: [IndexPath: CollectionViewCell] = [:]
        var leaving: [CollectionViewCell] = []
        for (old, cell) in cells.sorted(by: { $0.key < $1.key }) {
            if let new = map[old], !reloaded.contains(old) {
                kept[new] = cell
                cell.indexPath = new
            } else {
                leaving.append(cell)
            }
        }
        cells = kept
        selectedItems = selectedItems.compactMap { map[$0] }
        focusedIndexPath = focusedIndexPath.flatMap { map[$0] }
        // Headers and footers are asked for again: their sections may have moved.
        for (_, view) in supplementaries.sorted(by: { $0.key < $1.key }) { recycle(view) }
        supplementaries.removeAll()
        layoutIsStale = true
        prepareLayoutIfNeeded()

        let existing = Set(cells.keys)
        let animated = engine?.areAnimationsEnabled ?? false
        updateDepth += 1
        let body = {
            self.layoutElements()
            for cell in leaving { cell.alpha = 0 }
            for (path, cell) in self.cells where !existing.contains(path) {
                self.performWithoutAnimation { cell.alpha = 0 }
                cell.alpha = 1
            }
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            self.updateDepth -= 1
            for cell in leaving { cell.alpha = 1; self.recycle(cell) }
            self.setNeedsLayout()
            completion?(finished)
        }
        if animated, let engine {
            if engine.currentTransaction != nil {
                body()
                engine.addCompletionToCurrentTransaction(finish)
            } else {
                animate(withDuration: Self.updateDuration, options: .toolkit, curve: .easeInOut, animations: body, completion: finish)
            }
        } else {
            performWithoutAnimation(body)
            finish(true)
        }
    }
}

/// Item changes collected inside `performBatchUpdates`.
struct ItemBatch {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var reloads: [IndexPath] = []

    /// Old index path → new one for every item that survives. In each new section the inserted items and
    /// move destinations take their slots first; the section's remaining old items (not deleted, not moved
    /// away) fill the free slots in their old order, which is how UIKit resolves a batch.
    func pathMap(oldCounts: [Int], newCounts: [Int]) -> [IndexPath: IndexPath] {
        var map: [IndexPath: IndexPath] = [:]
        let movedFrom = Set(moves.map(\.from))
        let gone = Set(deletes).union(movedFrom)
        for move in moves { map[move.from] = move.to }
        var taken = Set(inserts)
        taken.formUnion(moves.map(\.to))
        for section in 0..<min(oldCounts.count, newCounts.count) {
            var slot = 0
            for item in 0..<oldCounts[section] {
                let old = IndexPath(item: item, section: section)
                if gone.contains(old) { continue }
                while taken.contains(IndexPath(item: slot, section: section)) { slot += 1 }
                guard slot < newCounts[section] else { break }
                map[old] = IndexPath(item: slot, section: section)
                slot += 1
            }
        }
        return map
    }
}
