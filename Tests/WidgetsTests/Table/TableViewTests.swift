import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Table view")
struct TableViewTests {
    @Test("only visible rows have cells, and the pool stays the same size while scrolling 100,000 rows")
    func reusePoolIsConstant() {
        let (window, clock, table, source) = makeTable(rows: 100_000)
        let live = table.liveCellCount
        // 667 pt of 44 pt rows plus 22 pt of overscan above and below: rows 0…15.
        #expect(live == Int(((667.0 + 22) / 44).rounded(.up)))
        var maxLive = live, maxCreated = table.cellsCreated
        let step = 44.0 * 997
        var y = 0.0
        while y < 44.0 * 99_000 {
            y += step
            table.contentOffset = Point(x: 0, y: y)
            window.step(clock)
            maxLive = max(maxLive, table.liveCellCount)
            maxCreated = max(maxCreated, table.cellsCreated)
        }
        #expect(maxLive <= live + 2)
        #expect(table.cellsCreated <= live + 3)
        #expect(table.subviews.count <= live + 3)
        #expect(source.cellRequests > 1000)
        let first = table.visibleCellsInOrder.first!
        #expect(first.indexPath!.row == Int((y - 22) / 44))
        #expect(first.textLabel.text == "Row \(first.indexPath!.row)")
        #expect(Double(table.contentSize.height) == 44 * 100_000)
    }

    @Test("a million fixed-height rows keep the height index flat")
    func millionRowsFlat() {
        let (_, _, table, source) = makeTable(rows: 1_000_000)
        defer { withExtendedLifetime(source) {} }
        #expect(table.heights.exceptionCount <= 2)
        #expect(table.contentSize.height == 44_000_000)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 44 * 765_432 + 3)) == IndexPath(row: 765_432, section: 0))
    }

    @Test("self-sizing rows are measured once, with estimated heights until then")
    func measuredOnce() {
        let (window, clock, table, source) = makeTable(rows: 200, rowHeight: TableView.automaticDimension)
        defer { withExtendedLifetime(source) {} }
        let measured = table.measurementCount
        #expect(measured == table.liveCellCount)
        table.contentOffset = Point(x: 0, y: 500)
        window.step(clock)
        table.contentOffset = Point(x: 0, y: 0)
        window.step(clock)
        let afterRoundTrip = table.measurementCount
        table.contentOffset = Point(x: 0, y: 500)
        window.step(clock)
        table.contentOffset = Point(x: 0, y: 0)
        window.step(clock)
        #expect(table.measurementCount == afterRoundTrip)
        #expect(afterRoundTrip > measured)
    }

    @Test("an animated height change resizes the row and moves the rows below with it, frame by frame")
    func animatedHeightChange() {
        let (window, clock, table, source) = makeTable(rows: 20)
        let below = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        #expect(below.frame.minY == 132)
        source.heightsByRow[IndexPath(row: 1, section: 0)] = 144
        table.beginUpdates()
        table.endUpdates()
        var samples: [Double] = []
        for _ in 0..<18 {
            window.step(clock)
            samples.append(below.presentationFrame.minY)
        }
        // 0.3 s = 18 frames along easeInOut from 132 to 232.
        for (i, y) in samples.enumerated() {
            let expected = 132 + 100 * TimingCurve.easeInOut.value(at: Double(i + 1) / 18)
            #expect(abs(y - expected) < 1e-6)
        }
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))!.presentationFrame.height == 144)
        #expect(Double(table.contentSize.height) == 44 * 19 + 144)
    }

    @Test("a height of 0 hides a row, and it can grow back")
    func zeroHeightHides() {
        let (window, clock, table, source) = makeTable(rows: 5)
        source.heightsByRow[IndexPath(row: 2, section: 0)] = 0
        table.beginUpdates()
        table.endUpdates()
        window.step(clock, frames: 20)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.presentationFrame.height == 0)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))!.presentationFrame.minY == 88)
        #expect(table.indexPathForRow(at: Point(x: 10, y: 90)) == IndexPath(row: 3, section: 0))
        source.heightsByRow[IndexPath(row: 2, section: 0)] = nil
        table.beginUpdates()
        table.endUpdates()
        window.step(clock, frames: 9)
        let mid = table.cellForRow(at: IndexPath(row: 2, section: 0))!.presentationFrame.height
        #expect(mid > 0 && mid < 44)
        window.step(clock, frames: 9)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.presentationFrame.height == 44)
    }

    @Test("inserting a row at the top fades it in and pushes the others down")
    func insertRow() {
        let (window, clock, table, source) = makeTable(rows: 3)
        let oldFirst = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        source.counts = [4]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        let inserted = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(inserted !== oldFirst)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === oldFirst)
        window.step(clock, frames: 9)
        #expect(inserted.presentationAlpha > 0 && inserted.presentationAlpha < 1)
        #expect(oldFirst.presentationFrame.minY > 0 && oldFirst.presentationFrame.minY < 44)
        window.step(clock, frames: 9)
        #expect(inserted.presentationAlpha == 1)
        #expect(oldFirst.presentationFrame.minY == 44)
        #expect(table.visibleCellsInOrder.map { $0.textLabel.text } == ["Row 0", "Row 0", "Row 1", "Row 2"])
    }

    @Test("deleting a row fades it out and the rows below move up; it leaves when the animation ends")
    func deleteRow() {
        let (window, clock, table, source) = makeTable(rows: 3)
        let doomed = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.counts = [2]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        window.step(clock, frames: 9)
        #expect(doomed.presentationAlpha > 0 && doomed.presentationAlpha < 1)
        #expect(doomed.superview === table)
        window.step(clock, frames: 10)
        #expect(doomed.superview == nil)
        #expect(second.presentationFrame.minY == 0)
        #expect(table.liveCellCount == 2)
    }
}
