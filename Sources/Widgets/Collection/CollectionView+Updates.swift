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
        if let problem = invalidUpdate(batch, oldCounts: oldCounts) {
            invalidUpdateMessage = problem
            reloadData()
            completion?(true)
            return
        }
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
    /// Inserted, deleted, moved and reloaded sections (CollectionView+SectionUpdates).
    var sections = SectionBatch()

    /// Old index path → new one for every item that survives. In each new section the inserted items and
    /// move destinations take their slots first; the section's remaining old items (not deleted, not moved
    /// away) fill the free slots in their old order, which is how UIKit resolves a batch. Flags per section
    /// rather than sets of index paths: a batch over ten thousand items costs arrays of flags, not hashing.
    func pathMap(oldCounts: [Int], newCounts: [Int]) -> ItemPathMap {
        var gone = oldCounts.map { [Bool](repeating: false, count: $0) }
        var taken = newCounts.map { [Bool](repeating: false, count: $0) }
        func mark(_ flags: inout [[Bool]], _ path: IndexPath) {
            guard path.count == 2, path.section >= 0, path.section < flags.count,
                  path.item >= 0, path.item < flags[path.section].count else { return }
            flags[path.section][path.item] = true
        }
        for path in deletes { mark(&gone, path) }
        for move in moves { mark(&gone, move.from); mark(&taken, move.to) }
        for path in inserts { mark(&taken, path) }
        // Sections first: an item's section goes where its section goes; a deleted or reloaded section's
        // items go nowhere; an inserted section's slots are all new.
        let sectionMap = sections.isEmpty ? Array(0..<oldCounts.count).map { $0 < newCounts.count ? $0 : -1 }
                                          : sections.map(oldCount: oldCounts.count, newCount: newCounts.count).old
        var map = ItemPathMap(moves: moves, sections: oldCounts.map { [Int](repeating: -1, count: $0) }, sectionMap: sectionMap)
        for section in 0..<oldCounts.count where sectionMap[section] >= 0 {
            let target = sectionMap[section]
            var slot = 0
            for item in 0..<oldCounts[section] where !gone[section][item] {
                while slot < newCounts[target], taken[target][slot] { slot += 1 }
                guard slot < newCounts[target] else { break }
                map.sections[section][item] = slot
                slot += 1
            }
        }
        return map
    }
}

/// Where each surviving old item goes after a batch: moves by their destination, the rest by the slot they
/// fill in their own section (-1 for none).
struct ItemPathMap {
    var moves: [IndexPath: IndexPath] = [:]
    var sections: [[Int]]
    /// Old section → new section (-1 when its items do not survive).
    var sectionMap: [Int]

    init(moves list: [(from: IndexPath, to: IndexPath)], sections: [[Int]], sectionMap: [Int]) {
        for move in list { moves[move.from] = move.to }
        self.sections = sections
        self.sectionMap = sectionMap
    }

    subscript(old: IndexPath) -> IndexPath? {
        if let moved = moves[old] { return moved }
        guard old.count == 2, old.section >= 0, old.section < sections.count,
              old.item >= 0, old.item < sections[old.section].count else { return nil }
        let item = sections[old.section][old.item]
        return item >= 0 ? IndexPath(item: item, section: sectionMap[old.section]) : nil
    }
}
