import Render
import Testing
import TestSupport
@testable import Widgets

/// Grows its table's row: UIKit apps call beginUpdates/endUpdates from textViewDidChange.
@MainActor
final class GrowingRowDelegate: TextViewDelegate {
    weak var table: TableView?
    func textViewDidChange(_ textView: TextView) {
        table?.beginUpdates()
        table?.endUpdates()
    }
}

@MainActor
@Suite("Text view")
struct TextViewTests {
    /// FixedTextMeasurer: 8.5 pt per character and 20 pt lines at 17 pt; 5 pt line padding each side.
    func scene(width: Double = 200, height: Double = 100) -> (Window, ManualClock, TextView) {
        let (window, clock) = TestSupport.makeWindow()
        let view = TextView()
        view.frame = Rect(x: 10, y: 100, width: width, height: height)
        window.rootView.addSubview(view)
        window.step(clock)
        return (window, clock, view)
    }

    @Test("words wrap at the width, Return breaks the line, ↑/↓ move between lines keeping the column")
    func wrapping() throws {
        let (window, _, view) = scene()
        view.becomeFirstResponder()
        // 190 pt of text: 22 characters a line.
        window.sendText("the quick brown fox jumps over")
        #expect(view.currentLines.map(\.range) == [0..<20, 20..<30])
        window.sendKey(try KeyCombo.parse("return"))
        window.sendText("dog")
        #expect(view.text == "the quick brown fox jumps over\ndog")
        #expect(view.currentLines.count == 3)
        window.sendKey(try KeyCombo.parse("up"))
        #expect(view.selectedCharacterRange == 23..<23)
        window.sendKey(try KeyCombo.parse("home"))
        #expect(view.selectedCharacterRange == 20..<20)
        window.sendKey(try KeyCombo.parse("shift+down"))
        #expect(view.selectedCharacterRange == 20..<31)
    }

    @Test("a scrolling text view follows the caret down and the wheel scrolls it")
    func scrolling() {
        let (window, _, view) = scene(height: 60)
        view.becomeFirstResponder()
        window.sendText("one\ntwo\nthree\nfour\nfive")
        #expect(view.contentOffsetY > 0)
        #expect(view.caretRect(at: view.editing.count).maxY <= 60)
        #expect(view.handleWheel(dx: 0, dy: -100))
        #expect(view.contentOffsetY == 0)
    }

    @Test("with scrolling disabled it grows with its text, and its self-sizing cell grows with it")
    func growsInSelfSizingCell() {
        let (window, clock) = TestSupport.makeWindow()
        let table = TableView(frame: Rect(size: window.size), style: .plain)
        table.rowHeight = TableView.automaticDimension
        let cell = TableViewCell(style: .default)
        let text = TextView()
        text.isScrollEnabled = false
        text.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(text)
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
            text.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
        ])
        let source = StaticTable(sections: [StaticTable.Section(cells: [cell])])
        table.dataSource = source
        table.delegate = source
        let delegate = GrowingRowDelegate()
        delegate.table = table
        text.delegate = delegate
        window.rootView.addSubview(table)
        window.step(clock, frames: 2)
        let oneLine = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(Double(oneLine) == 20 + 16 + 8)
        text.becomeFirstResponder()
        window.sendText("first line\nsecond line\nthird")
        window.step(clock, frames: 30)
        #expect(text.currentLines.count == 3)
        #expect(Double(table.rectForRow(at: IndexPath(row: 0, section: 0)).height) == 3 * 20 + 16 + 8)
        #expect(Double(cell.frame.height) == 3 * 20 + 16 + 8)
    }
}
