import Render
import Testing
import TestSupport
@testable import Widgets

/// List rows swipe with the table's controller, their actions from the list configuration's providers.
@MainActor
@Suite("List swipe actions")
struct ListSwipeTests {
    final class Log { var entries: [String] = [] }

    static func fixture(_ log: Log) -> ListFixture {
        ListFixture(.insetGrouped, counts: [3]) { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { path in
                SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in
                    log.entries.append("delete \(path.item)")
                    done(false)
                }])
            }
        }
    }

    static func drag(_ f: ListFixture, y: Double, from x0: Double, to x1: Double) {
        f.window.sendPointer(.began, at: Point(x: x0, y: y), time: f.clock.now)
        f.window.step(f.clock)
        for i in 1...20 {
            f.window.sendPointer(.moved, at: Point(x: x0 + (x1 - x0) * Double(i) / 20, y: y), time: f.clock.now)
            f.window.step(f.clock)
        }
        f.window.step(f.clock, frames: 10)
        f.window.sendPointer(.ended, at: Point(x: x1, y: y), time: f.clock.now)
        f.window.step(f.clock, frames: 30)
    }

    @Test("a leftward drag opens the row on its trailing actions, beside the card's edge; a press elsewhere closes it")
    func opensAndCloses() throws {
        let log = Log()
        let f = Self.fixture(log)
        let swipe = try #require(f.collection.rowSwipe)
        Self.drag(f, y: 35 + 22, from: 300, to: 150)
        #expect(swipe.path == IndexPath(item: 0, section: 0))
        let width = swipe.actionsWidth
        #expect(width > 0)
        #expect(Double(f.cell(0).presentationTransform.translation.x) == -width)
        let actions = try #require(swipe.actionsView)
        #expect(Double(actions.frame.maxX) == 16 + 343)
        f.window.sendPointer(.began, at: Point(x: 100, y: 400), time: f.clock.now)
        f.window.sendPointer(.ended, at: Point(x: 100, y: 400), time: f.clock.now)
        f.window.step(f.clock, frames: 30)
        #expect(swipe.path == nil && f.cell(0).presentationTransform == .identity)
        #expect(f.collection.indexPathsForSelectedItems == nil)
    }

    @Test("a full swipe runs the first action for that row; a list without providers and a grid get no swipe")
    func fullSwipeAndNone() {
        let log = Log()
        let f = Self.fixture(log)
        Self.drag(f, y: 35 + 44 + 22, from: 350, to: 30)
        #expect(log.entries == ["delete 1"])
        #expect(ListFixture(.insetGrouped, counts: [2]).collection.rowSwipe == nil)
        #expect(makeGrid([4]).2.rowSwipe == nil)
    }
}
