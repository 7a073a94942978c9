import Render
import Testing
import TestSupport
@testable import Widgets

/// A window whose root controller's view holds a table of `counts` rows per section: the table is the
/// window's key responder.
@MainActor
private func makeKeyboardTable(_ counts: Int...) -> (Window, ManualClock, TableView, NumberedRows) {
    let (window, clock) = TestSupport.makeWindow()
    let table = TableView(frame: Rect(size: window.size))
    table.rowHeight = 44
    table.register("row") { TableViewCell(style: .default) }
    let source = NumberedRows()
    source.counts = counts
    table.dataSource = source
    table.delegate = source
    let controller = ViewController()
    controller.view.addSubview(table)
    window.rootViewController = controller
    window.step(clock)
    return (window, clock, table, source)
}

@MainActor
private func press(_ window: Window, _ combos: String...) throws {
    for combo in combos { window.sendKey(try KeyCombo.parse(combo)) }
}

/// The cells marked focused, as "section.row", in order.
@MainActor
private func focusedCells(_ table: TableView) -> [String] {
    table.visibleCellsInOrder.filter(\.isFocused).compactMap { $0.indexPath.map { "\($0.section).\($0.row)" } }
}

@MainActor
@Suite("Table keyboard focus")
struct TableKeyboardTests {
    @Test("with nothing first responder the window's key responder is the visible table")
    func tableIsKeyResponder() {
        let (window, _, table, _) = makeKeyboardTable(3)
        #expect(window.keyResponder === table)
    }

    @Test("arrows go to the table in the first responder's chain; with none, to the first visible table")
    func whichTableGetsArrows() throws {
        let (window, clock) = TestSupport.makeWindow()
        let source = NumberedRows()
        source.counts = [3]
        let tables = [TableView(frame: Rect(x: 0, y: 0, width: 375, height: 300)),
                      TableView(frame: Rect(x: 0, y: 300, width: 375, height: 300))]
        let controller = ViewController()
        for table in tables {
            table.rowHeight = 44
            table.register("row") { TableViewCell(style: .default) }
            table.dataSource = source
            table.delegate = source
            controller.view.addSubview(table)
        }
        window.rootViewController = controller
        window.step(clock)
        try press(window, "down")
        #expect(tables.map(\.focusedIndexPath) == [IndexPath(row: 0, section: 0), nil])
        let field = KeyLoggingView("field", log: EventLog())
        field.acceptsFirstResponder = true
        tables[1].addSubview(field)
        #expect(field.becomeFirstResponder())
        try press(window, "down", "down")
        #expect(tables.map(\.focusedIndexPath) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        tables[0].isHidden = true
        field.resignFirstResponder()
        #expect(window.keyResponder === tables[1])
    }

    @Test("↓ focuses the first row and moves on across sections, ↑ comes back; focus is not selection")
    func arrowsMoveFocus() throws {
        let (window, _, table, source) = makeKeyboardTable(3, 2)
        defer { withExtendedLifetime(source) {} }
        var seen: [String] = []
        for combo in ["down", "down", "down", "down", "down", "down", "up"] {
            try press(window, combo)
            seen.append(focusedCells(table).joined(separator: ","))
        }
        #expect(seen == ["0.0", "0.1", "0.2", "1.0", "1.1", "1.1", "1.0"])
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 1))
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("focus skips hidden rows and rows the delegate will not highlight")
    func skipsUnfocusableRows() throws {
        let (window, clock, table, source) = makeKeyboardTable(5)
        source.unhighlightable = [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)]
        source.heightsByRow = [IndexPath(row: 3, section: 0): 0]
        table.reloadData()
        window.step(clock)
        var seen: [IndexPath?] = []
        for _ in 0..<3 {
            try press(window, "down")
            seen.append(table.focusedIndexPath)
        }
        #expect(seen == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0), IndexPath(row: 4, section: 0)])
    }

    @Test("Return selects the focused row as a tap does, deselecting the previous one")
    func returnSelects() throws {
        let (window, clock, table, source) = makeKeyboardTable(4)
        try press(window, "return")
        #expect(source.log.entries.isEmpty)
        try press(window, "down", "return", "down", "return")
        window.step(clock)
        #expect(source.log.entries == ["select [0, 0]", "deselect [0, 0]", "select [0, 1]"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        #expect(focusedCells(table) == ["0.1"])
    }

    @Test("Return does nothing on a row a tap could not select")
    func returnRespectsTheTapRules() throws {
        let (window, _, table, source) = makeKeyboardTable(2)
        try press(window, "down")
        table.allowsSelection = false
        try press(window, "return")
        #expect(source.log.entries.isEmpty)
        #expect(!table.keyboardCommands.contains { $0.combo == KeyCombo(.return) })
    }

    @Test("the focus follows its row when rows are inserted above it, and goes with a deleted row")
    func focusFollowsUpdates() throws {
        let (window, clock, table, source) = makeKeyboardTable(4)
        try press(window, "down", "down")
        source.counts[0] += 1
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        window.step(clock, frames: 30)
        #expect(table.focusedIndexPath == IndexPath(row: 2, section: 0))
        #expect(focusedCells(table) == ["0.2"])
        source.counts[0] -= 1
        table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        window.step(clock, frames: 30)
        #expect(table.focusedIndexPath == nil)
        try press(window, "down")
        #expect(table.focusedIndexPath == IndexPath(row: 0, section: 0))
    }

    @Test("moving the focus scrolls its row into view")
    func focusScrolls() throws {
        let (window, clock, table, source) = makeKeyboardTable(40)
        defer { withExtendedLifetime(source) {} }
        for _ in 0..<20 { try press(window, "down") }
        window.step(clock, frames: 30)
        let row = table.rectForRow(at: IndexPath(row: 19, section: 0))
        #expect(row.maxY <= table.contentOffset.y + table.bounds.height + 0.001)
        #expect(row.maxY > table.contentOffset.y + table.bounds.height - 1)
        #expect(focusedCells(table) == ["0.19"])
        for _ in 0..<19 { try press(window, "up") }
        window.step(clock, frames: 30)
        #expect(table.contentOffset.y == 0)
    }

    @Test("the focused cell says so in the tree JSON and draws a focus ring; the others do neither")
    func treeAndRing() throws {
        let (window, _, table, source) = makeKeyboardTable(3)
        defer { withExtendedLifetime(source) {} }
        try press(window, "down", "down")
        let focused = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        let other = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(ViewTree.node(for: focused).serialized(pretty: false).contains("\"focused\":true"))
        #expect(!ViewTree.node(for: other).serialized(pretty: false).contains("focused"))
        func ringStrokes(_ cell: TableViewCell) -> Int {
            let canvas = RecordingCanvas()
            cell.render(in: canvas)
            return canvas.commands.filter { if case let .polyline(_, _, color) = $0 { color == FocusRing.tint.plain } else { false } }.count
        }
        #expect(ringStrokes(focused) == 1)
        #expect(ringStrokes(other) == 0)
    }
}
