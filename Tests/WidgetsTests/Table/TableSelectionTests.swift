import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Table selection")
struct TableSelectionTests {
    @Test("a press highlights after the delay, a release selects and tells the delegate once")
    func tapSelects() {
        let (window, clock, table, source) = makeTable(rows: 100)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        window.step(clock)
        #expect(!cell.isHighlighted)
        window.step(clock, frames: 9)
        #expect(cell.isHighlighted)
        #expect(cell.highlightAlpha == 1)
        window.sendPointer(.ended, at: Point(x: 100, y: 100), time: clock.now)
        #expect(source.log.entries == ["select [0, 2]"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(cell.isSelected && !cell.isHighlighted)
        // Another row: the first is deselected, then the new one selected.
        window.sendPointer(.began, at: Point(x: 100, y: 190), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 100, y: 190), time: clock.now + 0.05)
        #expect(source.log.entries == ["select [0, 2]", "deselect [0, 2]", "select [0, 4]"])
    }

    @Test("a press that turns into a scroll cancels the highlight and selects nothing")
    func scrollCancelsPress() {
        let (window, clock, table, source) = makeTable(rows: 100)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        window.sendPointer(.began, at: Point(x: 100, y: 100), time: clock.now)
        window.step(clock, frames: 12)
        #expect(cell.isHighlighted)
        for i in 1...5 {
            window.sendPointer(.moved, at: Point(x: 100, y: 100 - Double(i) * 6), time: clock.now)
            window.step(clock)
        }
        window.sendPointer(.ended, at: Point(x: 100, y: 70), time: clock.now)
        #expect(!cell.isHighlighted)
        #expect(source.log.entries.isEmpty)
        #expect(table.contentOffset.y == 30)
    }

    @Test("an animated deselect fades the highlight over 0.25 s")
    func animatedDeselect() {
        let (window, clock, table, _) = makeTable(rows: 10)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.highlightAlpha == 1)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        window.step(clock, frames: 8)
        #expect(abs(cell.highlightAlpha - (1 - TimingCurve.easeInOut.value(at: 8.0 / 15))) < 1e-6)
        window.step(clock, frames: 7)
        #expect(cell.highlightAlpha == 0)
    }

    @Test("a deselect during a transition follows its percent, and comes back when it is cancelled")
    func deselectAlongsideTransition() {
        let (window, clock) = TestSupport.makeWindow()
        let controller = ViewController()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 375, height: 667))
        table.rowHeight = 44
        table.register("row") { TableViewCell() }
        let source = NumberedRows(10)
        table.dataSource = source
        controller.view.addSubview(table)
        window.rootViewController = controller
        window.step(clock)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false)
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        let coordinator = TransitionCoordinator(kind: "pop", duration: 0.35, curve: .systemDefault, interactive: true,
                                                engine: window.engine)
        controller.ownTransitionCoordinator = coordinator
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
        coordinator.start({}, completion: { _ in })
        for p in [0.2, 0.5, 0.7] {
            coordinator.updateInteractiveTransition(p)
            window.step(clock)
            #expect(abs(cell.highlightAlpha - (1 - p)) < 1e-9)
        }
        coordinator.cancelInteractiveTransition()
        window.step(clock, frames: 30)
        #expect(cell.highlightAlpha == 1)
    }
}
