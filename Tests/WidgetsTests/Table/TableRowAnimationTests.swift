import Foundation
import Render
import Testing
import TestSupport
@testable import Widgets

/// Each UITableView.RowAnimation drawn at fixed virtual times: rows are 44 pt in a 375 pt table, the update
/// lasts 0.3 s ease-in-out, so after 9 frames (0.15 s) every animated value is half way.
@MainActor
struct TableRowAnimationTests {
    static let half = TimingCurve.easeInOut.value(at: 0.5)

    func frame(_ cell: TableViewCell) -> String {
        let f = cell.presentationFrame
        return "\(SectionUpdateTests.number(f.minX)),\(SectionUpdateTests.number(f.minY)) \(SectionUpdateTests.number(f.width))x\(SectionUpdateTests.number(f.height)) a=\(SectionUpdateTests.number(cell.presentationAlpha))"
    }

    /// Deletes row 2 of 5 with `style`; returns the deleted cell's and row 3's look half way, and the cell.
    func deleteHalfWay(_ style: RowAnimation, row: Int = 2) -> (doomed: String, below: String?, doomedCell: TableViewCell, table: TableView) {
        let (window, clock, table, source) = makeTable(rows: 5)
        let doomed = table.cellForRow(at: IndexPath(row: row, section: 0))!
        // Cells clip by default; unclipped, a `.middle` row is clipped for the update and given back as it was.
        doomed.clipsToBounds = false
        let below = table.cellForRow(at: IndexPath(row: row + 1, section: 0))
        source.counts = [4]
        table.deleteRows(at: [IndexPath(row: row, section: 0)], with: style)
        window.step(clock, frames: 9)
        let result = (frame(doomed), below.map(frame), doomed, table)
        window.step(clock, frames: 10)
        #expect(doomed.superview == nil, "the deleted row leaves when the update ends")
        #expect(!doomed.clipsToBounds && doomed.alpha == 1, "a pooled cell starts plain")
        return result
    }

    /// Inserts a row at `row` of 4 with `style`; returns the new cell's look half way.
    func insertHalfWay(_ style: RowAnimation, row: Int = 2) -> (inserted: String, below: String) {
        let (window, clock, table, source) = makeTable(rows: 4)
        let pushed = table.cellForRow(at: IndexPath(row: row, section: 0))!
        source.counts = [5]
        table.insertRows(at: [IndexPath(row: row, section: 0)], with: style)
        let inserted = table.cellForRow(at: IndexPath(row: row, section: 0))!
        window.step(clock, frames: 9)
        let result = (frame(inserted), frame(pushed))
        window.step(clock, frames: 10)
        #expect(frame(inserted) == "0,\(row * 44) 375x44 a=1")
        #expect(inserted.clipsToBounds, "a cell's own clipping (on by default) is left as it was")
        return result
    }

    @Test("a deleted row half way: .fade at half alpha in place, .right/.left half a width aside, .top/.bottom half a row up or down, .middle half closed on its centre line")
    func deleteStyles() {
        #expect(abs(Self.half - 0.5) < 1e-9)
        #expect(deleteHalfWay(.fade).doomed == "0,88 375x44 a=0.5")
        #expect(deleteHalfWay(.right).doomed == "187.5,88 375x44 a=1")
        #expect(deleteHalfWay(.left).doomed == "-187.5,88 375x44 a=1")
        #expect(deleteHalfWay(.top).doomed == "0,66 375x44 a=1")
        #expect(deleteHalfWay(.bottom).doomed == "0,110 375x44 a=1")
        let middle = deleteHalfWay(.middle)
        #expect(middle.doomed == "0,99 375x22 a=1")
        // Whatever the style, the row below closes the gap at the same pace.
        for style in [RowAnimation.fade, .right, .left, .top, .bottom, .middle, .none] {
            #expect(deleteHalfWay(style).below == "0,110 375x44 a=1", "\(style)")
        }
    }

    @Test(".top and .bottom rows pass behind their neighbours; a .middle row is clipped while it closes")
    func stacking() {
        for style in [RowAnimation.top, .bottom] {
            let (window, clock, table, source) = makeTable(rows: 5)
            let doomed = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            source.counts = [4]
            table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: style)
            window.step(clock)
            let order = table.subviews.firstIndex { $0 === doomed }!
            for cell in table.visibleCellsInOrder { #expect(table.subviews.firstIndex { $0 === cell }! > order) }
        }
        let (window, clock, table, source) = makeTable(rows: 5)
        let doomed = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        doomed.clipsToBounds = false
        source.counts = [4]
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .middle)
        window.step(clock)
        #expect(doomed.clipsToBounds)
    }

    @Test("an inserted row half way comes from the same places a deleted one goes to, while the row it pushes moves down")
    func insertStyles() {
        #expect(insertHalfWay(.fade).inserted == "0,88 375x44 a=0.5")
        #expect(insertHalfWay(.right).inserted == "187.5,88 375x44 a=1")
        #expect(insertHalfWay(.left).inserted == "-187.5,88 375x44 a=1")
        #expect(insertHalfWay(.top).inserted == "0,66 375x44 a=1")
        #expect(insertHalfWay(.bottom).inserted == "0,110 375x44 a=1")
        #expect(insertHalfWay(.middle).inserted == "0,99 375x22 a=1")
        #expect(insertHalfWay(.fade).below == "0,110 375x44 a=1")
    }

    @Test(".none: the row itself appears or goes at once, the rows that stay still slide")
    func noneStyle() {
        let inserted = insertHalfWay(.none)
        #expect(inserted.inserted == "0,88 375x44 a=1")
        #expect(inserted.below == "0,110 375x44 a=1")
        #expect(deleteHalfWay(.none).doomed == "0,88 375x44 a=0")
    }

    @Test(".automatic is .bottom for a section's first row, .top for its last, a fade in between")
    func automaticStyle() {
        #expect(TableView.resolvedStyle(.automatic, row: 0, rowCount: 5) == .bottom)
        #expect(TableView.resolvedStyle(.automatic, row: 4, rowCount: 5) == .top)
        #expect(TableView.resolvedStyle(.automatic, row: 2, rowCount: 5) == .fade)
        #expect(TableView.resolvedStyle(.automatic, row: 0, rowCount: 1) == .fade)
        #expect(TableView.resolvedStyle(.right, row: 0, rowCount: 5) == .right)
        #expect(deleteHalfWay(.automatic, row: 0).doomed == "0,22 375x44 a=1")
        #expect(deleteHalfWay(.automatic, row: 2).doomed == "0,88 375x44 a=0.5")
        // Deleting the last of 5 rows: it goes up behind row 3.
        let (window, clock, table, source) = makeTable(rows: 5)
        let last = table.cellForRow(at: IndexPath(row: 4, section: 0))!
        source.counts = [4]
        table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .automatic)
        window.step(clock, frames: 9)
        #expect(frame(last) == "0,154 375x44 a=1")
        #expect(insertHalfWay(.automatic, row: 0).inserted == "0,22 375x44 a=1")
    }

    @Test("moveRow(at:to:) slides the row's own cell to its new place while the rows between move up")
    func moveRow() {
        let (window, clock, table, source) = makeTable(rows: 5)
        defer { withExtendedLifetime(source) {} }
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        window.step(clock, frames: 9)
        #expect(frame(moving) == "0,66 375x44 a=1")
        #expect(frame(second) == "0,22 375x44 a=1")
        window.step(clock, frames: 10)
        #expect(frame(moving) == "0,132 375x44 a=1")
        #expect(table.liveCellCount == 5)
    }

    @Test("a row that comes on screen because rows above it went slides up from its old place, at full alpha")
    func rowsComingOnScreenSlide() {
        let (window, clock, table, source) = makeTable(rows: 30)
        #expect(table.cellForRow(at: IndexPath(row: 16, section: 0)) == nil)
        source.counts = [29]
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        let arriving = table.cellForRow(at: IndexPath(row: 15, section: 0))!
        window.step(clock, frames: 9)
        // Old row 16 was at 704, row 15 is at 660: half way is 682.
        #expect(frame(arriving) == "0,682 375x44 a=1")
        window.step(clock, frames: 10)
        #expect(frame(arriving) == "0,660 375x44 a=1")
    }

    @Test("a row reloaded with .right slides its old cell out and its new one in; a diffable apply without animating moves nothing")
    func reloadAndUnanimated() {
        let (window, clock, table, source) = makeTable(rows: 4)
        defer { withExtendedLifetime(source) {} }
        let old = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .right)
        let new = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(new !== old)
        window.step(clock, frames: 9)
        #expect(frame(old) == "187.5,44 375x44 a=1")
        #expect(frame(new) == "187.5,44 375x44 a=1")
        window.step(clock, frames: 10)
        #expect(frame(new) == "0,44 375x44 a=1")

        let (window2, clock2, table2, source2) = makeTable(rows: 4)
        let pushed = table2.cellForRow(at: IndexPath(row: 0, section: 0))!
        source2.counts = [5]
        table2.performWithoutAnimation { table2.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        window2.step(clock2)
        #expect(frame(pushed) == "0,44 375x44 a=1")
    }

    @Test("drawn half way through a .right delete: the row's text has moved into the right half, the row below is half way up")
    func rightDeletePixels() throws {
        let (window, clock, table, source) = makeTable(rows: 5)
        for (path, cell) in table.visibleCells { cell.backgroundColor = path.row == 2 ? .systemRed : .systemBackground }
        source.counts = [4]
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .right)
        window.step(clock, frames: 9)
        let surface = try Golden.draw(window)
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-table-delete-right.png")
        // Row 2 (red) spans x 187.5…562.5 at y 88…132; row 3 covers it from y 110.
        #expect(surface.pixel(x: 100, y: 95) == .white, "the left half is uncovered")
        #expect(surface.pixel(x: 186, y: 95) == .white)
        #expect(surface.pixel(x: 189, y: 95).red > 0.9 && surface.pixel(x: 189, y: 95).green < 0.35, "the red row starts half a width in")
        #expect(surface.pixel(x: 300, y: 120) == .white, "row 3 has come half way up over it")
    }
}
