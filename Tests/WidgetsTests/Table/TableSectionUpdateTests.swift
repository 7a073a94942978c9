import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// Section updates on a table, as on a collection view: a deleted section's rows fade out where they are,
/// an inserted one's fade in, a moved one's slide, and the sections below follow.
@MainActor
@Suite("Table section updates")
struct TableSectionUpdateTests {
    /// "Row r of section s: y, alpha" for the given cells, presented.
    func log(_ cells: [(String, TableViewCell)]) -> [String] {
        cells.map { "\($0.0) y=\(SectionUpdateTests.number($0.1.presentationFrame.minY)) a=\(SectionUpdateTests.number($0.1.presentationAlpha))" }
    }

    func cells(_ table: TableView, _ names: [String]) -> [(String, TableViewCell)] {
        names.map { name in
            let parts = name.split(separator: ".").map { Int($0)! }
            return (name, table.cellForRow(at: IndexPath(row: parts[1], section: parts[0]))!)
        }
    }

    func make(_ counts: [Int]) -> (Window, ManualClock, TableView, NumberedRows) {
        let (window, clock, table, source) = makeTable(rows: 0)
        source.counts = counts
        table.reloadData()
        window.step(clock)
        return (window, clock, table, source)
    }

    @Test("deleting a section fades its rows out and slides the sections below up, at 0, ½ and 1")
    func deleteSection() {
        let (window, clock, table, source) = make([1, 2, 1])
        let tracked = cells(table, ["0.0", "1.0", "1.1", "2.0"])
        source.counts = [2, 1]
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        #expect(log(tracked) == ["0.0 y=0 a=1", "1.0 y=44 a=1", "1.1 y=88 a=1", "2.0 y=132 a=1"])
        window.step(clock, frames: 9)
        #expect(log(tracked) == ["0.0 y=0 a=0.5", "1.0 y=22 a=1", "1.1 y=66 a=1", "2.0 y=110 a=1"])
        window.step(clock, frames: 10)
        #expect(log(tracked.suffix(3)) == ["1.0 y=0 a=1", "1.1 y=44 a=1", "2.0 y=88 a=1"])
        #expect(tracked[0].1.superview == nil)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === tracked[3].1)
    }

    @Test("inserting and moving sections in one batch: new rows fade in, moved ones slide")
    func insertAndMove() {
        let (window, clock, table, source) = make([1, 1])
        let tracked = cells(table, ["0.0", "1.0"])
        table.performBatchUpdates {
            source.counts = [1, 2, 1]
            table.moveSection(1, toSection: 0)
            table.insertSections(IndexSet(integer: 1), with: .fade)
        }
        let inserted = cells(table, ["1.0", "1.1"]).map { ("new \($0.0)", $0.1) }
        window.step(clock, frames: 9)
        #expect(log(tracked + inserted) == ["0.0 y=66 a=1", "1.0 y=22 a=1", "new 1.0 y=44 a=0.5", "new 1.1 y=88 a=0.5"])
        window.step(clock, frames: 10)
        #expect(log(tracked + inserted) == ["0.0 y=132 a=1", "1.0 y=0 a=1", "new 1.0 y=44 a=1", "new 1.1 y=88 a=1"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === tracked[1].1)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === tracked[0].1)
    }
}
