import Render
import Testing
import TestSupport
@testable import Widgets

/// A labelled cell for diffable tests: its tag records the item it was configured for.
@MainActor
final class TaggedCell: CollectionViewCell {
    var item = ""
}

@MainActor
@Suite("Diffable data sources")
struct DiffableDataSourceTests {
    @Test("a snapshot keeps sections and items in order, and finds an item's section and index")
    func snapshotQueries() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        snapshot.insertItems([9], beforeItem: 2)
        snapshot.moveItem(1, afterItem: 5)
        snapshot.deleteItems([3])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [9, 2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
        #expect(snapshot.indexOfItem(5) == 1)
        #expect(snapshot.numberOfItems == 5 && snapshot.numberOfSections == 2)
    }

    @Test("the difference of two snapshots lists deletes at old paths, inserts at new ones and moves")
    func difference() {
        var old = DiffableDataSourceSnapshot<Int, String>()
        old.appendSections([0])
        old.appendItems(["A", "B", "C", "D"])
        var new = old
        new.deleteItems(["B"])
        new.insertItems(["E"], afterItem: "D")
        new.moveItem("A", afterItem: "C")
        new.reloadItems(["D"])
        let d = SnapshotDifference(from: old, to: new)
        #expect(d.deletes.sorted() == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(d.inserts == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        // Of the survivors C and A (D is reloaded), one keeps its place relative to the other: only C moves,
        // and A fills the slot left free, as UIKit reports it (fewer moves, same result).
        #expect(d.moves.map { "\($0.from)→\($0.to)" } == ["[0, 2]→[0, 0]"])
    }

    @Test("apply animates the difference: kept cells slide to their new places and keep their cells")
    func applyAnimates() {
        let (window, clock) = TestSupport.makeWindow()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: layout)
        window.rootView.addSubview(collection)
        let registration = CollectionView.CellRegistration<TaggedCell, String> { cell, _, item in cell.item = item }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["A", "B", "C", "D", "E"])
        source.apply(snapshot, animatingDifferences: false)
        window.step(clock)
        let names = { collection.visibleCells.map { ($0 as! TaggedCell).item } }
        #expect(names() == ["A", "B", "C", "D", "E"])
        let cellA = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        var shuffled = snapshot
        shuffled.moveItem("A", afterItem: "E")
        shuffled.deleteItems(["C"])
        shuffled.appendItems(["F"])
        var done = false
        source.apply(shuffled) { done = true }
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cellA)
        window.step(clock, frames: 9)
        #expect(Double(cellA.presentationFrame.minY) > 0 && Double(cellA.presentationFrame.minY) < 110)
        window.step(clock, frames: 12)
        #expect(done)
        #expect(names() == ["B", "D", "E", "A", "F"])
        #expect(source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "A")
        #expect(source.indexPath(for: "F") == IndexPath(item: 4, section: 0))
        // F's cell is made while C's is still fading out; C's then waits in the reuse queue.
        #expect(collection.cellsCreated == 6)
        #expect(collection.pooledCellCount == 1 && collection.liveCellCount == 5)
    }

    @Test("a table diffable data source plays the difference through the table's row updates")
    func tableDiffable() {
        let (window, clock) = TestSupport.makeWindow()
        let table = TableView(frame: Rect(size: window.size))
        table.rowHeight = 44
        table.register("row") { TableViewCell(style: .default) }
        window.rootView.addSubview(table)
        let source = TableViewDiffableDataSource<Int, String>(tableView: table) { tv, path, item in
            let cell = tv.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two", "Three"])
        source.apply(snapshot, animatingDifferences: false)
        window.step(clock)
        snapshot.deleteItems(["Two"])
        snapshot.insertItems(["Zero"], beforeItem: "One")
        source.apply(snapshot)
        window.step(clock, frames: 30)
        #expect(table.visibleCellsInOrder.map(\.textLabel.text) == ["Zero", "One", "Three"])
        #expect(table.numberOfRows(inSection: 0) == 3)
    }
}
