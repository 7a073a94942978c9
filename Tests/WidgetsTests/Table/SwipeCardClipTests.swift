import Render
import Testing
import TestSupport
@testable import Widgets

/// A swiped inset-grouped row stays inside its card, as UIKit's does. The bug: the whole row slid out past
/// the card's leading edge onto the table's background.
@MainActor
@Suite("Swipe inside the card")
struct SwipeCardClipTests {
    @Test("an inset-grouped first row slides under a clip of its card's rect with the card's top corners, and the clip goes when it closes")
    func clipsToCard() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        let table = TableView(frame: Rect(size: Size(width: 375, height: 667)), style: .insetGrouped)
        table.rowHeight = 44
        table.register("row") { TableViewCell(style: .default) }
        let rows = SwipeRows(3)
        table.dataSource = rows
        table.delegate = rows
        window.rootView.addSubview(table)
        window.step(clock)
        func send(_ phase: Touch.Phase, _ x: Double, _ y: Double) {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: Point(x: x, y: y), time: clock.now)
            window.advanceFrame()
        }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let card = cell.untransformedFrame
        #expect(Double(card.minX) == 16 && Double(card.maxX) == 375 - 16)
        let y = table.convert(Point(x: 0, y: card.midY), to: nil).y
        send(.began, 300, y)
        for i in 1...12 { send(.moved, 300 - Double(i) * 10, y) }
        #expect(cell.presentationTransform.translation.x == -120)
        #expect(cell.clipInSuperview == ViewClip(rect: card, radius: ListRowChrome.cornerRadius, corners: .top))
        let actions = try #require(table.rowSwipe.actionsView)
        #expect(actions.maskedCorners == .topRight && Double(actions.cornerRadius) == 10)
        #expect(Double(actions.frame.maxX) == Double(card.maxX))
        // Drawn, the row's content is inside a clip of the card's rect, pushed before the row's translation.
        let canvas = RecordingCanvas()
        table.render(in: canvas)
        #expect(canvas.commands.contains(.pushClip(card)))
        for _ in 0..<10 { send(.moved, 180, y) }
        send(.ended, 180, y)
        for _ in 0..<30 { send(.moved, 180, y) }
        // A press elsewhere closes the row; the clip is gone once it has slid back.
        send(.began, 200, table.convert(Point(x: 0, y: card.maxY + 30), to: nil).y)
        send(.ended, 200, table.convert(Point(x: 0, y: card.maxY + 30), to: nil).y)
        for _ in 0..<30 { send(.moved, 200, 600) }
        #expect(cell.clipInSuperview == nil)
        #expect(cell.presentationTransform.isIdentity)
    }

    @Test("a plain table's swiped row is clipped to its own full-width rect, square")
    func plainSquare() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 667))
        let table = TableView(frame: Rect(size: Size(width: 375, height: 667)))
        table.rowHeight = 44
        table.register("row") { TableViewCell(style: .default) }
        let rows = SwipeRows(3)
        table.dataSource = rows
        table.delegate = rows
        window.rootView.addSubview(table)
        window.step(clock)
        for (i, phase) in [Touch.Phase.began, .moved, .moved, .moved].enumerated() {
            clock.advance(by: 1.0 / 60)
            window.sendPointer(phase, at: Point(x: 300 - Double(i) * 20, y: 66), time: clock.now)
            window.advanceFrame()
        }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.clipInSuperview == ViewClip(rect: Rect(x: 0, y: 44, width: 375, height: 44), radius: 0, corners: []))
    }
}
