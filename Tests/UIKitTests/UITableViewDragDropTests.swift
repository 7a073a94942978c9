import Foundation
import Testing
import TestSupport
import UIKit
import Widgets

/// A list written as UIKit code, reordered by drag and drop through the table's drag and drop delegates,
/// and fed by a drop from a label outside it.
@MainActor
struct UITableViewDragDropTests {
    final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDragDelegate,
                                    UITableViewDropDelegate, UIDragInteractionDelegate {
        var rows = (0..<8).map { "row \($0)" }
        var tableView: UITableView!
        let source = UILabel(frame: CGRect(x: 20, y: 560, width: 160, height: 60))
        var log: [String] = []
        var proposedDestinations: [IndexPath?] = []
        var intent = UITableViewDropProposal.Intent.insertAtDestinationIndexPath
        var usesMoveRow = false
        var activeDuringDrop: (drag: Bool, drop: Bool)?

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView = UITableView(frame: CGRect(x: 0, y: 100, width: 375, height: 400), style: .plain)
            tableView.rowHeight = 44
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            tableView.dataSource = self
            tableView.dragInteractionEnabled = true
            tableView.dragDelegate = self
            tableView.dropDelegate = self
            view.addSubview(tableView)
            source.text = "new row"
            source.isUserInteractionEnabled = true
            source.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(source)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            cell.accessibilityIdentifier = rows[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            log.append("itemsForBeginning \(indexPath.row)")
            session.localContext = tableView
            let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row] as NSString))
            item.localObject = rows[indexPath.row]
            return [item]
        }
        func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { log.append("dragSessionWillBegin") }
        func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { log.append("dragSessionDidEnd") }

        func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: String.self)
        }
        func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) { log.append("dropSessionDidEnter") }
        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            proposedDestinations.append(destinationIndexPath)
            let isReorder = (session.localDragSession?.localContext as? UITableView) === tableView
            return UITableViewDropProposal(operation: isReorder ? .move : .copy, intent: intent)
        }
        func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) { log.append("dropSessionDidExit") }
        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            activeDuringDrop = (tableView.hasActiveDrag, tableView.hasActiveDrop)
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: rows.count, section: 0)
            for item in coordinator.items {
                if let sourceIndexPath = item.sourceIndexPath, let row = item.dragItem.localObject as? String {
                    log.append("reorder \(sourceIndexPath.row) → \(destination.row)")
                    tableView.performBatchUpdates({
                        self.rows.remove(at: sourceIndexPath.row)
                        self.rows.insert(row, at: destination.row)
                        if self.usesMoveRow {
                            tableView.moveRow(at: sourceIndexPath, to: destination)
                        } else {
                            tableView.deleteRows(at: [sourceIndexPath], with: .automatic)
                            tableView.insertRows(at: [destination], with: .automatic)
                        }
                    })
                    coordinator.drop(item.dragItem, toRowAt: destination)
                } else {
                    log.append("insert at \(destination.row)")
                    _ = item.dragItem.itemProvider.loadObject(ofClass: String.self) { text, _ in
                        self.rows.insert(text ?? "?", at: destination.row)
                    }
                    tableView.insertRows(at: [destination], with: .automatic)
                    coordinator.drop(item.dragItem, toRowAt: destination)
                }
            }
        }
        func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) { log.append("dropSessionDidEnd") }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: source.text! as NSString))]
        }
    }

    func centre(_ view: UIView) -> CGPoint {
        let frame = view.convert(view.bounds, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The window point at the middle of `row` where the data source has it.
    func point(of row: Int, in table: UITableView) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test("dragging row 0 onto row 5: the rows make room, then the drop reorders the data source and the rows, with the delegate calls in UIKit's order")
    func reorder() throws {
        let controller = ListViewController()
        let host = UIKitHost(controller)
        let table = controller.tableView!
        let row0 = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let start = centre(row0)
        let target = point(of: 5, in: table)
        host.press(start, hold: 0.55)
        #expect(table.hasActiveDrag)
        #expect(controller.log == ["itemsForBeginning 0"])
        host.move(from: start, to: target, steps: 10)
        host.window.step(host.clock, frames: 20)
        #expect(table.hasActiveDrop)
        #expect(controller.proposedDestinations.last == IndexPath(row: 5, section: 0))
        // Rows 1…5 moved up a row, row 0's cell waits in the gap at row 5's place, rows 6 and 7 stay.
        let y = { (row: Int) in table.cellForRow(at: IndexPath(row: row, section: 0))!.frame.minY }
        #expect((1...5).map(y) == [0, 44, 88, 132, 176])
        #expect(row0.frame.minY == 220)
        #expect([6, 7].map(y) == [264, 308])
        let preview = try #require(host.window.rootView.subviews.first { $0.accessibilityIdentifier == "drag-preview" })
        #expect(abs(preview.frame.midY - target.y) < 1, "the lifted row follows the finger")
        #expect(controller.rows == (0..<8).map { "row \($0)" }, "the data source hears of nothing before the drop")
        let surface = try Golden.draw(host.window)
        try surface.writePNG(to: NSTemporaryDirectory() + "handheld-table-mid-drag.png")

        host.release(at: target, frames: 40)
        #expect(controller.log == ["itemsForBeginning 0", "dragSessionWillBegin", "dropSessionDidEnter", "reorder 0 → 5",
                                   "dragSessionDidEnd", "dropSessionDidEnd"])
        #expect(controller.activeDuringDrop! == (true, true))
        #expect(controller.rows == ["row 1", "row 2", "row 3", "row 4", "row 5", "row 0", "row 6", "row 7"])
        for row in 0..<8 {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            #expect(cell.accessibilityIdentifier == controller.rows[row])
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(row) * 44, width: 375, height: 44))
            #expect(cell.alpha == 1)
        }
        #expect(!table.hasActiveDrag && !table.hasActiveDrop)
        #expect(host.window.rootView.subviews.allSatisfy { $0.accessibilityIdentifier != "drag-preview" })
    }

    @Test("dragging row 6 up onto row 2 closes its slot below and opens the gap above; moveRow keeps the row's cell")
    func reorderUpwards() throws {
        let controller = ListViewController()
        controller.usesMoveRow = true
        let host = UIKitHost(controller)
        let table = controller.tableView!
        let row6 = try #require(table.cellForRow(at: IndexPath(row: 6, section: 0)))
        let start = point(of: 6, in: table)
        let target = point(of: 2, in: table)
        host.press(start, hold: 0.55)
        host.move(from: start, to: target, steps: 10)
        host.window.step(host.clock, frames: 20)
        let y = { (row: Int) in table.cellForRow(at: IndexPath(row: row, section: 0))!.frame.minY }
        #expect((0...7).map(y) == [0, 44, 132, 176, 220, 264, 88, 308])
        host.release(at: target, frames: 40)
        #expect(controller.rows == ["row 0", "row 1", "row 6", "row 2", "row 3", "row 4", "row 5", "row 7"])
        #expect((0...7).map(y) == (0...7).map { CGFloat($0) * 44 })
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === row6)
        #expect((0...7).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.accessibilityIdentifier } == controller.rows)
    }

    @Test("a drop from outside opens a gap and inserts the row there; an insert-into proposal opens none")
    func dropFromOutside() throws {
        let controller = ListViewController()
        let host = UIKitHost(controller)
        let table = controller.tableView!
        let start = centre(controller.source)
        let target = point(of: 2, in: table)
        host.press(start, hold: 0.55)
        host.move(from: start, to: target, steps: 10)
        host.window.step(host.clock, frames: 20)
        let y = { (row: Int) in table.cellForRow(at: IndexPath(row: row, section: 0))!.frame.minY }
        #expect((0...7).map(y) == [0, 44, 132, 176, 220, 264, 308, 352])
        #expect(!table.hasActiveDrag, "the drag began outside the table")
        host.release(at: target, frames: 40)
        #expect(controller.log == ["dropSessionDidEnter", "insert at 2", "dropSessionDidEnd"])
        #expect(controller.rows[2] == "new row")
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessibilityIdentifier == "new row")
        #expect((0...8).map(y) == (0...8).map { CGFloat($0) * 44 })

        let into = ListViewController()
        into.intent = .insertIntoDestinationIndexPath
        let host2 = UIKitHost(into)
        let table2 = into.tableView!
        host2.press(centre(into.source), hold: 0.55)
        host2.move(from: centre(into.source), to: point(of: 2, in: table2), steps: 10)
        host2.window.step(host2.clock, frames: 20)
        #expect((0...7).map { table2.cellForRow(at: IndexPath(row: $0, section: 0))!.frame.minY } == (0...7).map { CGFloat($0) * 44 })
    }

    @Test("a drag let go outside the table cancels: the rows go back and the data source is untouched")
    func cancelled() throws {
        let controller = ListViewController()
        let host = UIKitHost(controller)
        let table = controller.tableView!
        let start = point(of: 1, in: table)
        host.press(start, hold: 0.55)
        host.move(from: start, to: point(of: 4, in: table), steps: 6)
        host.window.step(host.clock, frames: 20)
        host.move(from: point(of: 4, in: table), to: CGPoint(x: 300, y: 640), steps: 6)
        host.release(at: CGPoint(x: 300, y: 640), frames: 40)
        #expect(controller.log == ["itemsForBeginning 1", "dragSessionWillBegin", "dropSessionDidEnter", "dropSessionDidExit",
                                   "dragSessionDidEnd", "dropSessionDidEnd"])
        #expect(controller.rows == (0..<8).map { "row \($0)" })
        for row in 0..<8 {
            #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.frame.minY == CGFloat(row) * 44)
        }
    }
}
