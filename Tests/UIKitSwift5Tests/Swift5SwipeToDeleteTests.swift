import Render
import Testing
import TestSupport
import UIKit
import Widgets

// Swift 5 mode: swipe-to-delete as the Xcode table controller template writes it.

/// A shopping list whose rows delete with a swipe: `canEditRowAt` and `commit` overridden, as the template's
/// commented-out methods are once uncommented.
final class ShoppingListController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]
    var committed: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            committed.append(items[indexPath.row])
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }
}

@MainActor
struct Swift5SwipeToDeleteTests {
    @Test("a full swipe on an editable row commits .delete through tableView(_:commit:forRowAt:); the row goes")
    func fullSwipeCommitsDelete() {
        let (window, clock) = TestSupport.makeWindow()
        let list = ShoppingListController(style: .plain)
        list.tableView.rowHeight = 44
        window.rootViewController = list
        window.step(clock)
        func send(_ phase: Touch.Phase, _ x: Double) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: Point(x: x, y: 22), time: clock.now)
            window.advanceFrame()
        }
        send(.began, 360)
        for i in 1...20 { send(.moved, 360 - 300 * Double(i) / 20) }
        window.step(clock, frames: 10)
        send(.ended, 60)
        window.step(clock, frames: 40)
        #expect(list.committed == ["Milk"])
        #expect(list.items == ["Eggs", "Bread"])
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Eggs")
        #expect(UITableViewCell.EditingStyle.insert.rawValue == 2)
    }

    @Test("a partial swipe reveals one red Delete button, UIKit's, for a row the data source lets edit")
    func partialSwipeShowsDelete() throws {
        let (window, clock) = TestSupport.makeWindow()
        let list = ShoppingListController(style: .plain)
        list.tableView.rowHeight = 44
        window.rootViewController = list
        window.step(clock)
        func send(_ phase: Touch.Phase, _ x: Double) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: Point(x: x, y: 22), time: clock.now)
            window.advanceFrame()
        }
        send(.began, 300)
        for i in 1...10 { send(.moved, 300 - Double(i) * 12) }
        window.step(clock, frames: 10)
        send(.ended, 180)
        window.step(clock, frames: 30)
        let surface = try Golden.draw(window)
        try? surface.writePNG(to: "/tmp/ho3-swipe-delete.png")
        let red = surface.pixel(x: 370, y: 22).rgba8
        #expect(red.0 > 200 && red.1 < 100 && red.2 < 100)
        #expect(list.committed.isEmpty)
    }
}
