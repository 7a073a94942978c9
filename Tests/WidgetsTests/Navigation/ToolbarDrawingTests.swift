import Render
import Testing
import TestSupport
@testable import Widgets

/// The system items as pixels: every symbol, then the words with flexible spaces, on three toolbars.
@MainActor
@Suite("Toolbar drawing")
struct ToolbarDrawingTests {
    @Test("every system item's symbol and word matches its golden")
    func systemItems() throws {
        let (window, clock) = TestSupport.makeWindow(size: Size(width: 375, height: 180))
        window.textMeasurer = try Golden.fonts()
        let rows: [[BarButtonItem.SystemItem]] = [
            [.add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop],
            [.camera, .trash, .play, .pause, .rewind, .fastForward, .undo, .redo, .close, .pageCurl],
        ]
        for (i, row) in rows.enumerated() {
            let bar = Toolbar(frame: Rect(x: 0, y: 10 + 56 * Double(i), width: 375, height: 44))
            bar.items = row.map { BarButtonItem(systemItem: $0) }
            window.rootView.addSubview(bar)
        }
        let words = Toolbar(frame: Rect(x: 0, y: 122, width: 375, height: 44))
        words.items = [BarButtonItem(systemItem: .cancel), .flexibleSpace(), BarButtonItem(systemItem: .edit),
                       .fixedSpace(12), BarButtonItem(systemItem: .save), .flexibleSpace(), BarButtonItem(systemItem: .done)]
        window.rootView.addSubview(words)
        window.step(clock)
        let outcome = try Golden.check(window, name: "toolbar-system-items")
        #expect(outcome == .matched, "\(outcome)")
    }
}
