import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// Section inserts, deletes, moves and reloads in batch updates and in snapshots, as UIKit animates them:
/// inserted cells fade in at their final frames, deleted ones fade out where they are, moved ones and
/// other sections' cells slide. Logged at the start, half way (9 of the 18 frames of 0.3 s) and the end.
@MainActor
@Suite("Collection section updates")
struct SectionUpdateTests {
    /// One row of 100×100 items per section (flow layout, no insets): section n's row starts n × 100 down;
    /// a line of one item is centred (x 137.5), a line of two justified (x 0 and 275).
    func makeRows(_ counts: [Int]) -> (Window, ManualClock, CollectionView, NumberedItems) {
        makeGrid(counts)
    }

    /// "name x,y a=alpha" for each tracked cell: its presented frame origin and alpha right now.
    func log(_ tracked: [(String, CollectionViewCell)]) -> [String] {
        tracked.map { name, cell in
            let f = cell.presentationFrame
            return "\(name) \(Self.number(f.minX)),\(Self.number(f.minY)) a=\(Self.number(cell.presentationAlpha))"
        }
    }

    static func number(_ value: Double) -> String { String(format: "%g", (value * 100).rounded() / 100) }

    func cells(_ collection: CollectionView, _ names: [String]) -> [(String, CollectionViewCell)] {
        names.map { name in
            let parts = name.split(separator: ".").map { Int($0)! }
            return (name, collection.cellForItem(at: IndexPath(item: parts[1], section: parts[0]))!)
        }
    }

    @Test("a deleted section fades out in place while the sections below slide up")
    func deleteSection() {
        let (window, clock, collection, source) = makeRows([2, 1, 1])
        let tracked = cells(collection, ["0.0", "0.1", "1.0", "2.0"])
        var finished = false
        collection.performBatchUpdates({
            source.counts = [1, 1]
            collection.deleteSections(IndexSet(integer: 0))
        }, completion: { finished = $0 })
        #expect(log(tracked) == ["0.0 0,0 a=1", "0.1 275,0 a=1", "1.0 137.5,100 a=1", "2.0 137.5,200 a=1"])
        window.step(clock, frames: 9)
        #expect(log(tracked) == ["0.0 0,0 a=0.5", "0.1 275,0 a=0.5", "1.0 137.5,50 a=1", "2.0 137.5,150 a=1"])
        window.step(clock, frames: 9)
        #expect(finished)
        #expect(log(tracked.suffix(2)) == ["1.0 137.5,0 a=1", "2.0 137.5,100 a=1"])
        #expect(tracked.prefix(2).allSatisfy { $0.1.superview == nil }, "the deleted section's cells left")
        #expect(collection.visibleNames == ["0.0", "1.0"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === tracked[2].1)
        #expect(collection.invalidUpdateMessage == nil)
    }

    @Test("an inserted section's cells fade in at their final frames; the sections below slide down")
    func insertSection() {
        let (window, clock, collection, source) = makeRows([1, 1])
        let tracked = cells(collection, ["0.0", "1.0"])
        collection.performBatchUpdates({
            source.counts = [1, 2, 1]
            collection.insertSections(IndexSet(integer: 1))
        })
        let inserted = cells(collection, ["1.0", "1.1"]).map { ("new \($0.0)", $0.1) }
        let all = tracked + inserted
        #expect(log(all) == ["0.0 137.5,0 a=1", "1.0 137.5,100 a=1", "new 1.0 0,100 a=0", "new 1.1 275,100 a=0"])
        window.step(clock, frames: 9)
        #expect(log(all) == ["0.0 137.5,0 a=1", "1.0 137.5,150 a=1", "new 1.0 0,100 a=0.5", "new 1.1 275,100 a=0.5"])
        window.step(clock, frames: 9)
        #expect(log(all) == ["0.0 137.5,0 a=1", "1.0 137.5,200 a=1", "new 1.0 0,100 a=1", "new 1.1 275,100 a=1"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 2)) === tracked[1].1)
    }

    @Test("a moved section's cells slide to its new place and the others make room")
    func moveSection() {
        let (window, clock, collection, source) = makeRows([1, 2, 1])
        let tracked = cells(collection, ["0.0", "1.0", "1.1", "2.0"])
        collection.selectItem(at: IndexPath(item: 1, section: 1), animated: false)
        collection.performBatchUpdates({
            source.counts = [2, 1, 1]
            collection.moveSection(1, toSection: 0)
        })
        #expect(log(tracked) == ["0.0 137.5,0 a=1", "1.0 0,100 a=1", "1.1 275,100 a=1", "2.0 137.5,200 a=1"])
        window.step(clock, frames: 9)
        #expect(log(tracked) == ["0.0 137.5,50 a=1", "1.0 0,50 a=1", "1.1 275,50 a=1", "2.0 137.5,200 a=1"])
        window.step(clock, frames: 9)
        #expect(log(tracked) == ["0.0 137.5,100 a=1", "1.0 0,0 a=1", "1.1 275,0 a=1", "2.0 137.5,200 a=1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "the selection moved with its section")
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1)) === tracked[0].1)
    }

    @Test("a reloaded section's cells are asked for again and cross-fade in place")
    func reloadSection() {
        let (window, clock, collection, source) = makeRows([1, 1])
        let old = cells(collection, ["1.0"])
        let requests = source.cellRequests
        collection.reloadSections(IndexSet(integer: 1))
        #expect(source.cellRequests == requests + 1)
        let new = cells(collection, ["1.0"]).map { ("new \($0.0)", $0.1) }
        #expect(new[0].1 !== old[0].1)
        window.step(clock, frames: 9)
        #expect(log(old + new) == ["1.0 137.5,100 a=0.5", "new 1.0 137.5,100 a=0.5"])
        window.step(clock, frames: 9)
        #expect(old[0].1.superview == nil)
        #expect(log(new) == ["new 1.0 137.5,100 a=1"])
    }

    @Test("items inserted into a section that moved land in it; counts are checked after both")
    func itemsWithSections() {
        let (window, clock, collection, source) = makeRows([1, 1])
        let tracked = cells(collection, ["0.0", "1.0"])
        collection.performBatchUpdates({
            source.counts = [2, 1]
            collection.moveSection(1, toSection: 0)
            collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        })
        window.step(clock, frames: 18)
        #expect(collection.invalidUpdateMessage == nil)
        #expect(log(tracked) == ["0.0 137.5,100 a=1", "1.0 275,0 a=1"])
    }

    @Test("an update that does not add up is replaced by a reload, with UIKit's message")
    func inconsistent() {
        let (window, clock, collection, source) = makeRows([2, 1])
        var finished = false
        collection.performBatchUpdates({
            source.counts = [2, 1]
            collection.deleteSections(IndexSet(integer: 0))
        }, completion: { finished = $0 })
        #expect(finished, "no animation to wait for")
        #expect(collection.invalidUpdateMessage == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        window.step(clock)
        #expect(collection.visibleNames == ["0.0", "0.1", "1.0"])

        collection.performBatchUpdates({
            source.counts = [3, 1, 1]
            collection.insertSections(IndexSet(integer: 2))
        })
        #expect(collection.invalidUpdateMessage == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        window.step(clock)
        #expect(collection.visibleNames == ["0.0", "0.1", "0.2", "1.0", "2.0"])
    }

    @Test("section index rules: deletes and move sources are old indexes, inserts and destinations new")
    func sectionMap() {
        var batch = SectionBatch()
        batch.deletes = [1]
        batch.inserts = [0]
        batch.moves = [(3, 1)]
        batch.reloads = [2]
        let (old, fresh) = batch.map(oldCount: 4, newCount: 4)
        // New 0 inserted, new 1 ← old 3 (moved); old 0 and old 2 fill new 2 and 3; old 2 reloaded.
        #expect(old == [2, -1, -1, 1])
        #expect(fresh == IndexSet([0, 3]))
    }
}
