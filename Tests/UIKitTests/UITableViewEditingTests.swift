import Testing
import TestSupport
import UIKit
import Render
import Widgets

/// A table's editing mode as an app drives it: a UITableViewController with `editButtonItem`, rows that
/// delete with the red minus and its Delete confirmation, a last row that inserts with the green plus, and
/// rows that move by their grip. What UIKit does is UITableView's and UITableViewDataSource's documentation
/// of editing (TableView+Editing).
@MainActor
@Suite("UITableView editing mode")
struct UITableViewEditingTests {
    final class ListController: UITableViewController {
        var items = ["Apples", "Bread", "Cheese", "Dates"]
        var log: [String] = []
        var selected: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            navigationItem.rightBarButtonItem = editButtonItem
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count + 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = indexPath.row < items.count ? items[indexPath.row] : "Add item"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { indexPath.row < items.count }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            indexPath.row < items.count ? .delete : .insert
        }
        override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            switch editingStyle {
            case .delete:
                log.append("delete \(items[indexPath.row])")
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .fade)
            case .insert:
                log.append("insert at \(indexPath.row)")
                items.append("Eggs")
                tableView.insertRows(at: [indexPath], with: .automatic)
            default:
                break
            }
        }
        override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            log.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath.row) }
    }

    static func shown() -> (ListController, UIKitHost) {
        let list = ListController(style: .plain)
        let host = UIKitHost(list)
        return (list, host)
    }

    static func cell(_ list: ListController, _ row: Int) throws -> UITableViewCell {
        try #require(list.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
    }

    @Test("editButtonItem turns the table's editing on and off; rows show their controls, indent 38 pt and hide the accessory")
    func editButton() throws {
        let (list, host) = Self.shown()
        let before = try Self.cell(list, 0)
        #expect(!list.tableView.isEditing && !before.isEditing && before.contentView.frame.minX == 0)
        list.editButtonItem.action?()
        host.window.step(host.clock, frames: 30)
        #expect(list.isEditing && list.tableView.isEditing && list.editButtonItem.title == "Done")
        let first = try Self.cell(list, 0), last = try Self.cell(list, 4)
        #expect(first.isEditing && first.editingStyle == .delete && first.showsReorderControl)
        #expect(last.editingStyle == .insert && !last.showsReorderControl)
        #expect(first.contentView.frame.minX == 38)
        #expect(first.subviews.contains { $0.identifier == "deleteControl" })
        #expect(first.subviews.contains { $0.identifier == "reorderControl" && $0.frame.maxX == first.bounds.width })
        // The content ends at the grip: the 44 pt column, not the chevron's.
        #expect(first.contentView.frame.maxX == first.bounds.width - 44)
        list.editButtonItem.action?()
        host.window.step(host.clock, frames: 30)
        #expect(!list.tableView.isEditing && list.editButtonItem.title == "Edit")
        let after = try Self.cell(list, 0)
        #expect(!after.isEditing && after.editingStyle == .none && !after.showsReorderControl)
        #expect(after.contentView.frame.minX == 0 && !after.subviews.contains { $0.identifier == "deleteControl" })
    }

    @Test("the editing controls are drawn: a red disc with a white minus, a green disc with a white plus, grey grip lines")
    func drawn() throws {
        let (list, host) = Self.shown()
        list.setEditing(true, animated: false)
        host.window.step(host.clock)
        let surface = try Golden.draw(host.window)
        if let dir = ProcessInfo.processInfo.environment["HANDHELD_PNG_DIR"] {
            try surface.writePNG(to: dir + "/table-editing.png")
        }
        let first = try Self.cell(list, 0), last = try Self.cell(list, 4)
        let a = first.convert(first.bounds, to: nil), b = last.convert(last.bounds, to: nil)
        // The disc's centre (16 + 11 pt in) is the bar, white; 7 pt above it is the disc, red.
        let red = surface.pixel(x: Int(a.minX + 27), y: Int(a.midY - 7)).rgba8
        #expect(red.r > 200 && red.g < 90 && red.b < 90)
        let minus = surface.pixel(x: Int(a.minX + 27), y: Int(a.midY)).rgba8
        #expect(minus.r > 240 && minus.g > 240 && minus.b > 240)
        let green = surface.pixel(x: Int(b.minX + 21), y: Int(b.midY - 7)).rgba8
        #expect(green.g > 150 && green.r < 120 && green.b < 120)
        let plus = surface.pixel(x: Int(b.minX + 27), y: Int(b.midY - 4)).rgba8
        #expect(plus.r > 240 && plus.g > 240 && plus.b > 240)
        let grip = surface.pixel(x: Int(a.maxX - 22), y: Int(a.midY)).rgba8
        #expect(grip.r < 210 && grip.r > 120 && grip.r == grip.g)
        let gap = surface.pixel(x: Int(a.maxX - 22), y: Int(a.midY) + 2).rgba8
        #expect(gap.r > 240)
    }

    @Test("the red minus shows the delegate's Delete confirmation; tapping it commits .delete and the row goes")
    func deleteByControl() throws {
        let (list, host) = Self.shown()
        list.setEditing(true, animated: false)
        host.window.step(host.clock)
        let first = try Self.cell(list, 1)
        let frame = first.convert(first.bounds, to: nil)
        host.tap(CGPoint(x: frame.minX + 27, y: frame.midY))
        host.window.step(host.clock, frames: 30)
        #expect(list.log.isEmpty && list.selected.isEmpty)
        if let dir = ProcessInfo.processInfo.environment["HANDHELD_PNG_DIR"] {
            try Golden.draw(host.window).writePNG(to: dir + "/table-delete-confirmation.png")
        }
        let moved = first.convert(first.bounds, to: nil)
        #expect(moved.minX < frame.minX - 40)
        // The confirmation sits in the gap the row left at the trailing edge.
        host.tap(CGPoint(x: frame.maxX - 10, y: frame.midY))
        host.window.step(host.clock, frames: 40)
        #expect(list.log == ["delete Bread"])
        #expect(list.items == ["Apples", "Cheese", "Dates"])
        #expect(list.tableView.numberOfRows(inSection: 0) == 4)
    }

    @Test("the green plus commits .insert at once; taps on rows select nothing while editing unless allowed")
    func insertAndSelection() throws {
        let (list, host) = Self.shown()
        list.setEditing(true, animated: false)
        host.window.step(host.clock)
        let last = try Self.cell(list, 4)
        let frame = last.convert(last.bounds, to: nil)
        host.tap(CGPoint(x: frame.minX + 27, y: frame.midY))
        host.window.step(host.clock, frames: 30)
        #expect(list.log == ["insert at 4"] && list.items.count == 5)
        let row = try Self.cell(list, 0)
        host.tap(row)
        #expect(list.selected.isEmpty)
        list.tableView.allowsSelectionDuringEditing = true
        host.tap(row)
        #expect(list.selected == [0])
    }

    @Test("dragging a row's grip down two rows reports moveRowAt and the table keeps the row there")
    func reorder() throws {
        let (list, host) = Self.shown()
        list.setEditing(true, animated: false)
        host.window.step(host.clock)
        let first = try Self.cell(list, 0)
        let frame = first.convert(first.bounds, to: nil)
        let start = CGPoint(x: frame.maxX - 22, y: frame.midY)
        let clock = host.clock, window = host.window
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.began, at: start, time: clock.now)
        for step in 1...10 {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(.moved, at: CGPoint(x: start.x, y: start.y + Double(step) * 9), time: clock.now)
            window.advanceFrame()
        }
        // 90 pt down: the row's middle is past the second row, in the third (rows are 44 pt).
        #expect(abs(first.convert(first.bounds, to: nil).midY - (frame.midY + 90)) < 1)
        clock.advance(by: 1.0 / 60)
        window.sendPointer(.ended, at: CGPoint(x: start.x, y: start.y + 90), time: clock.now)
        window.step(clock, frames: 40)
        #expect(list.log == ["move 0 to 2"])
        #expect(list.items == ["Bread", "Cheese", "Apples", "Dates"])
        let landed = try Self.cell(list, 2)
        #expect(landed === first && landed.textLabel?.text == "Apples")
        #expect(landed.convert(landed.bounds, to: nil).minY == frame.minY + 88)
    }
}
