import Render
import Testing
import TestSupport
@testable import Widgets

/// Snapshots that add, remove or reorder sections apply as section updates: cells of a removed section
/// fade out, those of a new one fade in, a moved section's cells keep their cells and slide.
@MainActor
@Suite("Diffable data sources: section changes")
struct DiffableSectionTests {
    /// One row of 100×100 items a section, in a flow layout (one item centred at x 137.5, two justified at
    /// 0 and 275); items named after their letters.
    func make(_ sections: [(String, [String])]) -> (Window, ManualClock, CollectionView, CollectionViewDiffableDataSource<String, String>) {
        let (window, clock) = TestSupport.makeWindow()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: layout)
        window.rootView.addSubview(collection)
        let registration = CollectionView.CellRegistration<TaggedCell, String> { cell, _, item in cell.item = item }
        let source = CollectionViewDiffableDataSource<String, String>(collectionView: collection) { cv, path, item in
            cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        source.apply(snapshot(sections), animatingDifferences: false)
        window.step(clock)
        return (window, clock, collection, source)
    }

    func snapshot(_ sections: [(String, [String])]) -> DiffableDataSourceSnapshot<String, String> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// "item x,y a=alpha" for each cell on screen or leaving, by item, in name order.
    func log(_ collection: CollectionView) -> [String] {
        collection.subviews.compactMap { $0 as? TaggedCell }
            .sorted { ($0.item, Double($0.frame.minX)) < ($1.item, Double($1.frame.minX)) }.map { cell in
            let f = cell.presentationFrame
            return "\(cell.item) \(SectionUpdateTests.number(f.minX)),\(SectionUpdateTests.number(f.minY)) a=\(SectionUpdateTests.number(cell.presentationAlpha))"
        }
    }

    @Test("removing one section and moving another plays as section updates, logged at 0, ½ and 1")
    func removeAndReorder() {
        let (window, clock, collection, source) = make([("x", ["A", "B"]), ("y", ["C"]), ("z", ["D"])])
        let cellD = collection.cellForItem(at: IndexPath(item: 0, section: 2))
        var done = false
        source.apply(snapshot([("z", ["D"]), ("x", ["A", "B"])]), completion: { done = true })
        #expect(collection.invalidUpdateMessage == nil)
        #expect(log(collection) == ["A 0,0 a=1", "B 275,0 a=1", "C 137.5,100 a=1", "D 137.5,200 a=1"])
        window.step(clock, frames: 9)
        #expect(log(collection) == ["A 0,50 a=1", "B 275,50 a=1", "C 137.5,100 a=0.5", "D 137.5,100 a=1"])
        window.step(clock, frames: 9)
        #expect(done)
        #expect(log(collection) == ["A 0,100 a=1", "B 275,100 a=1", "D 137.5,0 a=1"])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cellD, "the moved section kept its cell")
    }

    @Test("a new section fades in; an item that moved into it from a kept section leaves that section")
    func addSection() {
        let (window, clock, collection, source) = make([("x", ["A", "B"])])
        source.apply(snapshot([("n", ["B", "E"]), ("x", ["A"])]))
        #expect(collection.invalidUpdateMessage == nil)
        window.step(clock, frames: 9)
        // B is deleted from x (fading out where it was) and inserted into n (fading in); A slides down.
        #expect(log(collection) == ["A 68.75,50 a=1", "B 0,0 a=0.5", "B 275,0 a=0.5", "E 275,0 a=0.5"])
        window.step(clock, frames: 9)
        #expect(log(collection) == ["A 137.5,100 a=1", "B 0,0 a=1", "E 275,0 a=1"])
        #expect(source.snapshot().sectionIdentifiers == ["n", "x"])
    }

    @Test("the section difference deletes, inserts and moves only what is out of order")
    func sectionDifference() {
        let old = snapshot([("a", []), ("b", []), ("c", []), ("d", [])])
        let new = snapshot([("d", []), ("a", []), ("e", []), ("c", [])])
        let d = SnapshotSectionDifference(from: old, to: new)
        #expect(d.deletes == [1])
        #expect(d.inserts == [2])
        #expect(d.moves.map { "\($0.from)→\($0.to)" } == ["3→0"])
        #expect(d.map == [1, -1, 3, 0])
    }
}
