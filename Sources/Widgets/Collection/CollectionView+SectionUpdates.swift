import Foundation

extension CollectionView {
    /// UICollectionView.insertSections(_:): new sections at these indexes of the data source after the
    /// update. Their cells fade in at their final frames, with the batch's other changes.
    public func insertSections(_ sections: IndexSet) { recordSections { $0.inserts.formUnion(sections) } }
    /// UICollectionView.deleteSections(_:): the sections at these indexes before the update leave, their
    /// cells fading out where they are.
    public func deleteSections(_ sections: IndexSet) { recordSections { $0.deletes.formUnion(sections) } }
    /// UICollectionView.moveSection(_:toSection:): the section at `section` before the update is at
    /// `newSection` after it; its cells slide there.
    public func moveSection(_ section: Int, toSection newSection: Int) { recordSections { $0.moves.append((section, newSection)) } }
    /// UICollectionView.reloadSections(_:): a delete and an insert of each section (Apple: "reloads are
    /// decomposed into a delete and an insert"): its cells are asked for again and cross-fade.
    public func reloadSections(_ sections: IndexSet) { recordSections { $0.reloads.formUnion(sections) } }

    private func recordSections(_ change: (inout SectionBatch) -> Void) {
        // Joins the enclosing batch, or is a batch of its own (performBatchUpdates runs the block at once).
        withoutActuallyEscaping(change) { change in
            performBatchUpdates({ change(&self.pendingItemBatch!.sections) })
        }
    }
}

/// Section changes collected inside `performBatchUpdates`, with UIKit's index rules: deletes, reloads and
/// move sources are indexes before the update; inserts and move destinations after it.
struct SectionBatch {
    var inserts = IndexSet()
    var deletes = IndexSet()
    var moves: [(from: Int, to: Int)] = []
    var reloads = IndexSet()

    var isEmpty: Bool { inserts.isEmpty && deletes.isEmpty && moves.isEmpty && reloads.isEmpty }

    /// Old section → new section for every section whose cells survive (-1 for none), and the new
    /// sections whose cells are all new (inserted and reloaded ones). As for items, inserted sections and
    /// move destinations take their slots first and the other old sections fill the free ones in order; a
    /// reloaded section keeps its slot but none of its cells.
    func map(oldCount: Int, newCount: Int) -> (old: [Int], fresh: IndexSet) {
        var gone = [Bool](repeating: false, count: oldCount)
        var taken = [Bool](repeating: false, count: newCount)
        for s in deletes where s >= 0 && s < oldCount { gone[s] = true }
        for move in moves {
            if move.from >= 0 && move.from < oldCount { gone[move.from] = true }
            if move.to >= 0 && move.to < newCount { taken[move.to] = true }
        }
        for s in inserts where s >= 0 && s < newCount { taken[s] = true }
        var result = [Int](repeating: -1, count: oldCount)
        var slot = 0
        for s in 0..<oldCount where !gone[s] {
            while slot < newCount, taken[slot] { slot += 1 }
            guard slot < newCount else { break }
            result[s] = slot
            slot += 1
        }
        for move in moves where move.from >= 0 && move.from < oldCount && move.to >= 0 && move.to < newCount {
            result[move.from] = move.to
        }
        var fresh = IndexSet(inserts.filter { $0 < newCount })
        for s in reloads where s >= 0 && s < oldCount && result[s] >= 0 {
            fresh.insert(result[s])
            result[s] = -1
        }
        return (result, fresh)
    }
}
