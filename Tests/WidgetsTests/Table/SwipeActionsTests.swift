import Render
import Testing
import TestSupport
@testable import Widgets

/// Rows with Delete (destructive) and Flag trailing, Pin leading; handlers log and delete as asked.
@MainActor
final class SwipeRows: TableViewSwipeActionsDelegate, TableViewDataSource {
    var rows: [String]
    let log = EventLog()
    var fullSwipe = true
    weak var table: TableView?

    init(_ count: Int) { rows = (0..<count).map { "Row \($0)" } }

    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.add("select \(indexPath.row)") }

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return }
            self.log.add("delete \(indexPath.row)")
            self.rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { [weak self] _, _, done in
            self?.log.add("flag \(indexPath.row)")
            done(false)
        }
        let configuration = SwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipe
        return configuration
    }

    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [ContextualAction(style: .normal, title: "Pin") { [weak self] _, _, done in
            self?.log.add("pin \(indexPath.row)")
            done(true)
        }])
    }
}

@MainActor
@Suite("Swipe actions")
struct SwipeActionsTests {
    @MainActor
    struct Fixture {
        let window: Window
        let clock: ManualClock
        let table: TableView
        let rows: SwipeRows

        init(rows count: Int = 20) {
            let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
            let table = TableView(frame: Rect(size: Size(width: 375, height: 667)))
            table.rowHeight = 44
            table.register("row") { TableViewCell(style: .default) }
            let rows = SwipeRows(count)
            table.dataSource = rows
            table.delegate = rows
            window.rootView.addSubview(table)
            window.step(clock)
            self.window = window
            self.clock = clock
            self.table = table
            self.rows = rows
        }

        func frame(_ input: () -> Void = {}) {
            clock.advance(by: 1.0 / 60)
            input()
            window.advanceFrame()
        }
        func frames(_ n: Int) { for _ in 0..<n { frame() } }
        func send(_ phase: Touch.Phase, _ x: Double, _ y: Double) {
            frame { window.sendPointer(phase, at: Point(x: x, y: y), time: clock.now) }
        }
        /// Drags from (x0, y) to (x1, y) over `count` frames, holds still for 10 frames, lets go.
        func swipe(y: Double, from x0: Double, to x1: Double, frames count: Int = 20, hold: Bool = true) {
            send(.began, x0, y)
            for i in 1...count { send(.moved, x0 + (x1 - x0) * Double(i) / Double(count), y) }
            if hold { frames(10) }
            send(.ended, x1, y)
        }
        var offset: Double { table.rowSwipe.offset }
        var cell0: TableViewCell? { table.cellForRow(at: IndexPath(row: 0, section: 0)) }
    }

    @Test("a row follows the pointer 1:1 and opens to its actions' width past half of it")
    func opens() throws {
        let f = Fixture()
        f.send(.began, 300, 22)
        for i in 1...10 { f.send(.moved, 300 - Double(i) * 10, 22) }
        #expect(f.offset == -100)
        #expect(f.cell0?.presentationTransform.translation.x == -100)
        let actions = try #require(f.table.rowSwipe.actionsView)
        #expect(actions.presentationFrame.width == 100 && actions.presentationFrame.maxX == 375)
        f.frames(10)
        f.send(.ended, 200, 22)
        f.frames(30)
        let width = f.table.rowSwipe.actionsWidth
        #expect(width >= 148)
        #expect(f.offset == -width && f.cell0?.presentationTransform.translation.x == -width)
        // Delete, the first action, sits at the trailing edge.
        #expect(actions.buttons[0].frame.maxX == width && actions.buttons[1].frame.minX == 0)
        let node = ViewTree.node(for: try #require(f.cell0))
        #expect(node["swipeOffset"] == .number(-width))
    }

    @Test("let go before half of the actions' width, the row closes")
    func closesWhenShort() {
        let f = Fixture()
        f.swipe(y: 22, from: 300, to: 250)
        f.frames(30)
        #expect(f.offset == 0 && f.table.rowSwipe.path == nil && f.cell0?.transform == .identity)
    }

    @Test("a press elsewhere closes the open row and selects nothing")
    func tapElsewhereCloses() {
        let f = Fixture()
        f.swipe(y: 22, from: 300, to: 150)
        f.frames(30)
        #expect(f.table.rowSwipe.path == IndexPath(row: 0, section: 0))
        f.send(.began, 100, 300)
        f.send(.ended, 100, 300)
        f.frames(30)
        #expect(f.table.rowSwipe.path == nil && f.offset == 0)
        #expect(f.rows.log.entries.isEmpty)
    }

    @Test("a full swipe past 60 % of the width fires the first action; a destructive one deletes the row")
    func fullSwipeDeletes() {
        let f = Fixture()
        f.swipe(y: 22, from: 360, to: 60)
        #expect(f.rows.log.entries == ["delete 0"])
        f.frames(40)
        #expect(f.rows.rows.first == "Row 1")
        #expect(f.table.rowSwipe.path == nil)
        #expect(f.cell0?.textLabel.text == "Row 1" && f.cell0?.presentationTransform == .identity)
    }

    @Test("without a full swipe the row rubber-bands past its actions and opens on release")
    func rubberBand() {
        let f = Fixture()
        f.rows.fullSwipe = false
        f.send(.began, 360, 22)
        for i in 1...20 { f.send(.moved, 360 - Double(i) * 15, 22) }
        let width = f.table.rowSwipe.actionsWidth
        let expected = width + RubberBand.standard.offset(forOverscroll: 300 - width, dimension: 375)
        #expect(abs(-f.offset - expected) < 1e-9)
        f.frames(10)
        f.send(.ended, 60, 22)
        f.frames(30)
        #expect(f.rows.log.entries.isEmpty)
        #expect(f.offset == -width)
    }

    @Test("tapping an action runs its handler; completion false closes the row")
    func tapAction() throws {
        let f = Fixture()
        f.swipe(y: 22, from: 300, to: 150)
        f.frames(30)
        let flag = try #require(f.table.rowSwipe.actionsView?.buttons[1])
        let p = flag.convert(Point(x: flag.bounds.midX, y: flag.bounds.midY), to: nil)
        f.send(.began, p.x, p.y)
        f.send(.ended, p.x, p.y)
        f.frames(30)
        #expect(f.rows.log.entries == ["flag 0"])
        #expect(f.table.rowSwipe.path == nil && f.offset == 0)
    }

    @Test("dragging right shows the leading action; one open row at a time")
    func leadingAndOneOpen() {
        let f = Fixture()
        f.swipe(y: 22, from: 100, to: 200)
        f.frames(30)
        #expect(f.offset > 0 && f.table.rowSwipe.actionsView?.trailing == false)
        f.swipe(y: 66, from: 300, to: 150)
        f.frames(30)
        #expect(f.table.rowSwipe.path == IndexPath(row: 1, section: 0))
        #expect(f.cell0?.presentationTransform == .identity)
    }

    @Test("a vertical drag scrolls and does not swipe")
    func verticalScrolls() {
        let f = Fixture()
        f.send(.began, 200, 400)
        for i in 1...10 { f.send(.moved, 202, 400 - Double(i) * 20) }
        f.send(.ended, 202, 200)
        #expect(f.table.rowSwipe.path == nil)
        #expect(f.table.contentOffset.y > 0)
    }
}

@MainActor
@Suite("Swipe actions: scrolling")
struct SwipeActionsScrollTests {
    @Test("scrolling the list closes the open row")
    func scrollCloses() {
        let f = SwipeActionsTests.Fixture()
        f.swipe(y: 22, from: 300, to: 150)
        f.frames(30)
        #expect(f.table.rowSwipe.path != nil)
        f.table.contentOffset = Point(x: 0, y: 100)
        f.frames(30)
        #expect(f.table.rowSwipe.path == nil)
        #expect(f.table.rowSwipe.actionsView == nil)
    }
}
