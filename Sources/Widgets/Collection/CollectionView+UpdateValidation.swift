import Foundation

/// Checks a batch against the data source's counts before and after it, with UIKit's rules and UIKit's
/// wording. UIKit raises NSInternalInconsistencyException for an update that does not add up (a hard
/// exception since iOS 16.4; before, UIKit "was silently falling back to reload data" in some cases:
/// Apple Developer Forums, https://forums.developer.apple.com/forums/thread/751732). Handheld takes the
/// old fallback rather than ending the app: the collection view reloads its data without animation and
/// keeps the message in `invalidUpdateMessage`, as a bad script line is reported rather than crashing.
struct BatchValidation {
    /// The first rule the batch breaks, in UIKit's words; nil when it adds up.
    static func problem(_ batch: ItemBatch, oldCounts: [Int], newCounts: [Int], sectionMap: [Int], fresh: IndexSet) -> String? {
        let sections = batch.sections
        let expectedSections = oldCount(oldCounts.count, plus: sections.inserts.count, minus: sections.deletes.count)
        if newCounts.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(newCounts.count)) must be equal to the number of sections contained in the collection view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(sections.inserts.count) inserted, \(sections.deletes.count) deleted)."
        }
        for s in sections.deletes.union(sections.reloads) where s >= oldCounts.count {
            return "Invalid update: attempt to delete section \(s), but there are only \(oldCounts.count) sections before the update"
        }
        for s in sections.inserts where s >= newCounts.count {
            return "Invalid update: attempt to insert section \(s) but there are only \(newCounts.count) sections after the update"
        }
        for path in batch.deletes + batch.reloads where !(path.section < oldCounts.count && path.item < oldCounts[path.section]) {
            return "Invalid update: attempt to delete item \(path.item) from section \(path.section) which only contains \(path.section < oldCounts.count ? oldCounts[path.section] : 0) items before the update"
        }
        for path in batch.inserts where !(path.section < newCounts.count && path.item < newCounts[path.section]) {
            return "Invalid update: attempt to insert item \(path.item) into section \(path.section), but there are only \(path.section < newCounts.count ? newCounts[path.section] : 0) items in section \(path.section) after the update"
        }
        // Each surviving section: its old count, less what left it, plus what came in (tallied once).
        var inserts = [Int](repeating: 0, count: newCounts.count), deletes = [Int](repeating: 0, count: oldCounts.count)
        var movesIn = inserts, movesOut = deletes
        for path in batch.inserts { inserts[path.section] += 1 }
        for path in batch.deletes { deletes[path.section] += 1 }
        for move in batch.moves where move.from.section < oldCounts.count && move.to.section < newCounts.count
            && sectionMap[move.from.section] != move.to.section {
            movesOut[move.from.section] += 1
            movesIn[move.to.section] += 1
        }
        for (old, new) in sectionMap.enumerated() where new >= 0 && !fresh.contains(new) {
            let inserted = inserts[new], deleted = deletes[old], movedIn = movesIn[new], movedOut = movesOut[old]
            let expected = oldCounts[old] + inserted - deleted + movedIn - movedOut
            if newCounts[new] != expected {
                return "Invalid update: invalid number of items in section \(new). The number of items contained in an existing section after the update (\(newCounts[new])) must be equal to the number of items contained in that section before the update (\(oldCounts[old])), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    private static func oldCount(_ count: Int, plus inserted: Int, minus deleted: Int) -> Int { count + inserted - deleted }
}

extension CollectionView {
    /// UIKit's complaint about `batch` given the counts before it and the data source's now; nil when it adds up.
    func invalidUpdate(_ batch: ItemBatch, oldCounts: [Int]) -> String? {
        let (sectionMap, fresh) = batch.sections.map(oldCount: oldCounts.count, newCount: itemCounts.count)
        return BatchValidation.problem(batch, oldCounts: oldCounts, newCounts: itemCounts, sectionMap: sectionMap, fresh: fresh)
    }
}
