import Render
import Testing
import TestSupport
@testable import Widgets

/// Reordering a diffable list: the reorder accessory dragged with the pointer, the reordering handlers.
@MainActor
@Suite("List reordering")
struct ListReorderTests {
    final class Log { var entries: [String] = [] }

    /// An inset-grouped list of `count` rows, each with a reorder accessory; "0.<locked>" cannot move.
    static func fixture(_ count: Int, log: Log, locked: String? = nil) -> ListFixture {
        let f = ListFixture(.insetGrouped, counts: [count])
        for i in 0..<count { f.accessories["0.\(i)"] = [.reorder()] }
        f.source.reorderingHandlers.canReorderItem = { $0 != locked }
        f.source.reorderingHandlers.willReorder = { t in
            log.entries.append("will \(t.initialSnapshot.itemIdentifiers.joined(separator: " "))")
        }
        f.source.reorderingHandlers.didReorder = { t in
            let moves = t.difference.compactMap { change -> String? in
                guard case .insert(let offset, let item, let from?) = change else { return nil }
                return "\(item) \(from)→\(offset)"
            }
            log.entries.append("did \(t.finalSnapshot.itemIdentifiers.joined(separator: " ")) [\(moves.joined(separator: ","))]")
        }
        f.collection.reloadData()
        f.window.step(f.clock)
        return f
    }

    /// The grip of row `item`, in window coordinates.
    static func grip(_ f: ListFixture, _ item: Int) -> Point {
        let cell = f.cell(item)
        let grip = cell.accessoryViews.first { $0.accessory.kind == .reorder }!
        return grip.convert(Point(x: grip.bounds.midX, y: grip.bounds.midY), to: nil)
    }

    /// Presses at `start`, moves by `dy` over 20 frames, holds, lifts.
    static func drag(_ f: ListFixture, from start: Point, by dy: Double, lift: Bool = true) {
        f.window.sendPointer(.began, at: start, time: f.clock.now)
        f.window.step(f.clock)
        for i in 1...20 {
            f.window.sendPointer(.moved, at: Point(x: start.x, y: start.y + dy * Double(i) / 20), time: f.clock.now)
            f.window.step(f.clock)
        }
        f.window.step(f.clock, frames: 20)
        guard lift else { return }
        f.window.sendPointer(.ended, at: Point(x: start.x, y: start.y + dy), time: f.clock.now)
        f.window.step(f.clock, frames: 30)
    }

    @Test("dragging a row's grip down two rows moves it there: the snapshot, the handlers in order, the cells")
    func dragGrip() throws {
        let log = Log()
        let f = Self.fixture(5, log: log)
        let offset = f.collection.contentOffset
        let row1 = f.frame(1)
        let cell = f.cell(1)
        Self.drag(f, from: Self.grip(f, 1), by: 2 * 44, lift: false)
        // Held: the row rides under the pointer in its column (only y changes), and the rows it passed moved up.
        #expect(f.collection.indexPathForInteractivelyMovingItem == IndexPath(item: 3, section: 0))
        #expect(cell.frame.minX == row1.minX)
        #expect(Double(cell.frame.minY) == Double(row1.minY) + 88)
        #expect(f.collection.contentOffset == offset)
        #expect(log.entries.isEmpty)
        f.window.sendPointer(.ended, at: Self.grip(f, 3), time: f.clock.now)
        f.window.step(f.clock, frames: 30)
        #expect(log.entries == ["will 0.0 0.1 0.2 0.3 0.4", "did 0.0 0.2 0.3 0.1 0.4 [0.1 1→3]"])
        #expect(f.source.snapshot().itemIdentifiers == ["0.0", "0.2", "0.3", "0.1", "0.4"])
        #expect(f.collection.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(cell.presentationFrame == f.frame(3))
        #expect(f.source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "0.1")
    }

    @Test("a row canReorderItem refuses does not move, and the drag on its grip does not scroll either")
    func lockedRow() {
        let log = Log()
        let f = Self.fixture(5, log: log, locked: "0.2")
        let offset = f.collection.contentOffset
        Self.drag(f, from: Self.grip(f, 2), by: 2 * 44)
        #expect(log.entries.isEmpty)
        #expect(f.collection.contentOffset == offset)
        #expect(f.source.snapshot().itemIdentifiers == ["0.0", "0.1", "0.2", "0.3", "0.4"])
        #expect(f.collection.indexPathForInteractivelyMovingItem == nil)
    }

    @Test("without reordering handlers a diffable data source moves nothing (UIKit's default)")
    func noHandlers() {
        let f = ListFixture(.insetGrouped, counts: [3])
        #expect(!f.collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test("a drag up to the first row puts the row first; a row dragged down one and back up restores the order")
    func upAndBack() {
        let log = Log()
        let f = Self.fixture(4, log: log)
        Self.drag(f, from: Self.grip(f, 2), by: -2 * 44)
        #expect(f.source.snapshot().itemIdentifiers == ["0.2", "0.0", "0.1", "0.3"])
        #expect(log.entries.count == 2)
        log.entries = []
        Self.drag(f, from: Self.grip(f, 1), by: 44)
        Self.drag(f, from: Self.grip(f, 2), by: -44)
        #expect(f.source.snapshot().itemIdentifiers == ["0.2", "0.0", "0.1", "0.3"])
        #expect(log.entries.map { String($0.prefix(23)) } == ["will 0.2 0.0 0.1 0.3", "did 0.2 0.1 0.0 0.3 [0.",
                                                             "will 0.2 0.1 0.0 0.3", "did 0.2 0.0 0.1 0.3 [0."])
    }
}
