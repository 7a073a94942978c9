import Render

extension TableView {
    /// UIKit's row update animation is about 0.3 s with an ease-in-out curve. Apple publishes no figure and
    /// docs/reference and the shared reference have none (searched again for the row animations: question
    /// threads on UITableView's row animations name no duration either); 0.3 s is the value apps observe
    /// [EST], the curve UIView animation's documented default. Inside an `animate` block the block's
    /// timing is used instead, as in UIKit.
    public static let updateDuration = 0.3

    /// Starts a group of row changes that animate together (UITableView.beginUpdates).
    public func beginUpdates() {
        pendingBatch = pendingBatch ?? RowBatch()
        batchDepth += 1
    }

    /// Applies the changes since `beginUpdates`, re-reads row heights (delegate and self-sizing cells) and
    /// animates: changed rows resize and the rows below move with them.
    public func endUpdates() {
        batchDepth -= 1
        guard batchDepth <= 0, let batch = pendingBatch else { return }
        batchDepth = 0
        pendingBatch = nil
        apply(batch, completion: nil)
    }

    /// `beginUpdates`, `updates`, `endUpdates`, then `completion(finished)` when the animation ends.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        pendingBatch = pendingBatch ?? RowBatch()
        batchDepth += 1
        updates()
        batchDepth -= 1
        guard batchDepth <= 0, let batch = pendingBatch else { return }
        batchDepth = 0
        pendingBatch = nil
        apply(batch, completion: completion)
    }

    public func insertRows(at paths: [IndexPath], with animation: RowAnimation) {
        record { batch in
            batch.inserts += paths
            for path in paths { batch.insertStyles[path] = animation }
        }
    }

    public func deleteRows(at paths: [IndexPath], with animation: RowAnimation) {
        record { batch in
            batch.deletes += paths
            for path in paths { batch.deleteStyles[path] = animation }
        }
    }

    public func reloadRows(at paths: [IndexPath], with animation: RowAnimation) {
        record { batch in
            batch.reloads += paths
            for path in paths { batch.deleteStyles[path] = animation }
        }
    }

    /// UITableView.moveRow(at:to:): the row's cell slides from `indexPath` (before the update) to
    /// `newIndexPath` (after it), keeping its cell and height; the data source has already moved the row.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moves.append((indexPath, newIndexPath)) }
    }

    func record(_ change: (inout RowBatch) -> Void) {
        if pendingBatch != nil {
            change(&pendingBatch!)
        } else {
            var batch = RowBatch()
            change(&batch)
            apply(batch, completion: nil)
        }
    }

    /// Maps old rows to new ones (deletes are old positions, inserts new ones, as UIKit), rebuilds the
    /// model keeping known heights, then lays out inside one animation: moved rows slide (those new to the
    /// screen from their old places), inserted and deleted rows animate in their style
    /// (TableView+RowAnimation), and deleted rows leave when the animation ends.
    private func apply(_ batch: RowBatch, completion: ((Bool) -> Void)?) {
        if needsReload {
            rebuildModel()
            layoutRows()
            completion?(true)
            return
        }
        let oldSections = sections
        let oldHeights = heights
        var pathMap: [IndexPath: IndexPath] = [:]
        /// Where each row that stays was, by its new index path, to slide in from if it comes on screen.
        var oldItems: [IndexPath: Int] = [:]
        var itemMap: [Int: Int] = [:]
        // A moved row leaves its old place as a deleted one would and takes its new one as an inserted one.
        let deleted = Set(batch.deletes + batch.moves.map(\.from))
        let inserted = Set(batch.inserts + batch.moves.map(\.to))
        let newCounts = (0..<(dataSource?.numberOfSections(in: self) ?? 0)).map { dataSource!.tableView(self, numberOfRowsInSection: $0) }
        // A section's rows go where the section goes (TableView+SectionUpdates); a deleted or reloaded
        // section's rows go nowhere.
        let sectionMap = batch.sections.map(oldCount: oldSections.count, newCount: newCounts.count).old
        for (s, section) in oldSections.enumerated() where sectionMap[s] >= 0 {
            let t = sectionMap[s]
            var newRow = 0
            for oldRow in 0..<section.rowCount {
                if deleted.contains(IndexPath(row: oldRow, section: s)) { continue }
                while inserted.contains(IndexPath(row: newRow, section: t)) { newRow += 1 }
                pathMap[IndexPath(row: oldRow, section: s)] = IndexPath(row: newRow, section: t)
                newRow += 1
            }
        }
        for (from, to) in batch.moves where from.section < oldSections.count && sectionMap[from.section] >= 0 {
            pathMap[from] = to
        }
        var firstNewItems: [Int] = []
        var firstNewItem = 0
        for count in newCounts {
            firstNewItems.append(firstNewItem)
            firstNewItem += count + 2
        }
        let reloaded = Set(batch.reloads)
        for (old, new) in pathMap {
            let oldItem = oldSections[old.section].firstRowItem + old.row
            itemMap[oldItem] = firstNewItems[new.section] + 1 + new.row
            if !reloaded.contains(old) { oldItems[new] = oldItem }
        }
        for path in reloaded { if let item = item(for: path) { itemMap[item] = nil } }
        // A reloaded row's new cell comes in as its old one goes out, in the same style.
        var insertStyles = batch.insertStyles
        for path in reloaded { if let new = pathMap[path] { insertStyles[new] = batch.deleteStyles[path] } }
        let oldRowInsetLeft = rowInsets.left
        let oldRowWidth = rowWidth

        // Re-key the cells and the selection.
        var cells: [IndexPath: TableViewCell] = [:]
        var leaving: [(cell: TableViewCell, style: RowAnimation)] = []
        for (old, cell) in visibleCells {
            if let new = pathMap[old], !reloaded.contains(old) {
                cells[new] = cell
                cell.indexPath = new
            } else {
                let style = batch.deleteStyles[old] ?? batch.sectionAnimation
                leaving.append((cell, Self.resolvedStyle(style, row: old.row, rowCount: oldSections[old.section].rowCount)))
            }
        }
        visibleCells = cells
        selectedRows = selectedRows.compactMap { pathMap[$0] }
        focusedIndexPath = focusedIndexPath.flatMap { pathMap[$0] }
        rebuildModel(carrying: itemMap, oldHeights: oldHeights)
        // Rows whose content may have changed size are measured again.
        for (path, _) in visibleCells { if let item = item(for: path) { measuredItems.remove(item) } }

        // `.none` animates too: only the changed rows skip their own animation, the others still move.
        let animated = engine?.areAnimationsEnabled ?? false
        let existing = Set(visibleCells.keys)
        var clipped: [TableViewCell] = []
        updateDepth += 1
        let run = {
            self.layoutRows()
            for (cell, style) in leaving where self.animateOut(cell, style: style) { clipped.append(cell) }
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            self.updateDepth -= 1
            for cell in clipped { cell.clipsToBounds = false }
            for (cell, _) in leaving { cell.removeFromSuperview(); cell.alpha = 1; self.returnToPool(cell) }
            self.setNeedsLayout()
            completion?(finished)
        }
        let body = {
            run()
            for (path, cell) in self.visibleCells where !existing.contains(path) {
                if let oldItem = oldItems[path] {
                    // A row that only moved, new to the screen: it slides from where it was.
                    self.slideIn(cell, from: Rect(x: oldRowInsetLeft, y: oldHeights.offset(of: oldItem),
                                                  width: oldRowWidth, height: oldHeights.height(of: oldItem)))
                } else {
                    let style = insertStyles[path] ?? batch.sectionAnimation
                    let rowCount = self.numberOfRows(inSection: path.section)
                    if self.animateIn(cell, style: Self.resolvedStyle(style, row: path.row, rowCount: rowCount)) { clipped.append(cell) }
                }
            }
        }
        if animated, let engine {
            if engine.currentTransaction != nil {
                body()
                engine.addCompletionToCurrentTransaction(finish)
            } else {
                animate(withDuration: Self.updateDuration, options: .toolkit, curve: .easeInOut, animations: body, completion: finish)
            }
        } else {
            performWithoutAnimation(run)
            finish(true)
        }
    }
}

/// Row changes collected between `beginUpdates` and `endUpdates`.
struct RowBatch {
    var inserts: [IndexPath] = []
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    /// Each changed row's style: inserted rows by their new index path, deleted and reloaded rows by their old.
    var insertStyles: [IndexPath: RowAnimation] = [:]
    var deleteStyles: [IndexPath: RowAnimation] = [:]
    /// Rows moved from an old index path to a new one (`moveRow(at:to:)`).
    var moves: [(from: IndexPath, to: IndexPath)] = []
    /// The style of the rows of inserted, deleted and reloaded sections (the last section call's).
    var sectionAnimation: RowAnimation = .automatic
    /// Inserted, deleted, moved and reloaded sections (TableView+SectionUpdates).
    var sections = SectionBatch()
}
