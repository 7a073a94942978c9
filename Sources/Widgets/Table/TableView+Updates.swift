import Render

extension TableView {
    /// UIKit's row update animation is about 0.3 s (the reference has no number; it is the value apps
    /// observe). Inside an `animate` block the block's timing is used instead, as in UIKit.
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
        record { $0.inserts += paths; $0.animation = animation }
    }

    public func deleteRows(at paths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletes += paths; $0.animation = animation }
    }

    public func reloadRows(at paths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloads += paths; $0.animation = animation }
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
    /// model keeping known heights, then lays out inside one animation: moved rows slide, inserted rows fade
    /// in, deleted rows fade out and leave when the animation ends.
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
        var itemMap: [Int: Int] = [:]
        let deleted = Set(batch.deletes)
        let inserted = Set(batch.inserts)
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
        var firstNewItems: [Int] = []
        var firstNewItem = 0
        for count in newCounts {
            firstNewItems.append(firstNewItem)
            firstNewItem += count + 2
        }
        for (old, new) in pathMap { itemMap[oldSections[old.section].firstRowItem + old.row] = firstNewItems[new.section] + 1 + new.row }
        let reloaded = Set(batch.reloads)
        for path in reloaded { if let item = item(for: path) { itemMap[item] = nil } }

        // Re-key the cells and the selection.
        var cells: [IndexPath: TableViewCell] = [:]
        var leaving: [TableViewCell] = []
        for (old, cell) in visibleCells {
            if let new = pathMap[old], !reloaded.contains(old) {
                cells[new] = cell
                cell.indexPath = new
            } else {
                leaving.append(cell)
            }
        }
        visibleCells = cells
        selectedRows = selectedRows.compactMap { pathMap[$0] }
        focusedIndexPath = focusedIndexPath.flatMap { pathMap[$0] }
        rebuildModel(carrying: itemMap, oldHeights: oldHeights)
        // Rows whose content may have changed size are measured again.
        for (path, _) in visibleCells { if let item = item(for: path) { measuredItems.remove(item) } }

        let animated = (engine?.areAnimationsEnabled ?? false) && (batch.animation != .none || engine?.currentTransaction != nil)
        let existing = Set(visibleCells.keys)
        updateDepth += 1
        let run = {
            self.layoutRows()
            for cell in leaving { cell.alpha = 0 }
        }
        let finish: (Bool) -> Void = { [weak self] finished in
            guard let self else { return }
            self.updateDepth -= 1
            for cell in leaving { cell.removeFromSuperview(); cell.alpha = 1; self.returnToPool(cell) }
            self.setNeedsLayout()
            completion?(finished)
        }
        let body = {
            run()
            // Cells new to the screen start transparent and fade in with the rest of the update.
            for (path, cell) in self.visibleCells where !existing.contains(path) {
                self.performWithoutAnimation { cell.alpha = 0 }
                cell.alpha = 1
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
    var animation: RowAnimation = .automatic
    /// Inserted, deleted, moved and reloaded sections (TableView+SectionUpdates).
    var sections = SectionBatch()
}
