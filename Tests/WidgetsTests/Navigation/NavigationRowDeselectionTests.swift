import Render
import Testing
import TestSupport
import Widgets

/// A list that pushes a detail page for the row tapped, the setting of seed 4.
@MainActor
final class ListRows: TableViewDataSource, TableViewDelegate {
    weak var navigation: NavigationController?
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        navigation?.pushViewController(PageController("Row \(indexPath.row)", log: log), animated: true)
    }
}

/// Seed 4 ("smarter animated row deselection") through the navigation controller: the list's
/// `viewWillAppear` deselects alongside the back transition, so the highlight follows the pointer, and
/// reselects in the completion when the swipe is cancelled.
@MainActor
@Suite("Navigation row deselection (seed 4)")
struct NavigationRowDeselectionTests {
    func makeList() -> (NavigationFixture, TableViewController, ListRows) {
        let f = NavigationFixture(["Unused"])
        let list = TableViewController()
        list.title = "List"
        list.tableView.rowHeight = 44
        list.tableView.register("row") { TableViewCell(style: .default) }
        // The table keeps its data source weakly, as UIKit; the caller keeps `rows`.
        let rows = ListRows(log: f.log)
        rows.navigation = f.nav
        list.tableView.dataSource = rows
        list.tableView.delegate = rows
        f.nav.setViewControllers([list], animated: false)
        f.frame()
        return (f, list, rows)
    }

    @Test("a back swipe fades the selected row with the pointer, and a cancel reselects it (seed 4)")
    func swipeFadesAndCancelReselects() throws {
        let (f, list, rows) = makeList()
        defer { withExtendedLifetime(rows) {} }
        let row = IndexPath(row: 2, section: 0)
        let r = list.tableView.rectForRow(at: row)
        let center = list.tableView.convert(Point(x: r.midX, y: r.midY), to: nil)
        f.frame { f.window.sendPointer(.began, at: center, time: f.clock.now) }
        f.frame { f.window.sendPointer(.ended, at: center, time: f.clock.now) }
        #expect(f.nav.transitionStatus?.kind == .push)
        f.settle()
        let cell = try #require(list.tableView.cellForRow(at: row))
        #expect(list.tableView.indexPathForSelectedRow == row && cell.highlightAlpha == 1)

        f.press(at: 10)
        for x in [40.0, 80, 120] {
            f.move(to: x)
            #expect(abs(cell.highlightAlpha - (1 - (x - 10) / f.width)) < 1e-9)
        }
        f.hold(at: 120, frames: 8)
        f.release(at: 120)
        f.settle()
        #expect(list.tableView.indexPathForSelectedRow == row)
        #expect(cell.highlightAlpha == 1)

        f.press(at: 10)
        for x in stride(from: 40.0, through: 300, by: 20) { f.move(to: x) }
        f.hold(at: 300, frames: 8)
        f.release(at: 300)
        f.settle()
        #expect(list.tableView.indexPathForSelectedRow == nil)
        #expect(cell.highlightAlpha == 0)
    }
}
