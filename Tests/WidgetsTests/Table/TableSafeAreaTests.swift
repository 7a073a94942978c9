import Render
import Testing
import TestSupport
@testable import Widgets

/// UIKit's `insetsContentViewsToSafeArea`: in landscape on a Dynamic Island iPhone a cell's
/// content, accessory and separator keep out of the 59 pt on each side; the selection still spans the row.
@MainActor
@Suite("Table cells inside the safe area")
struct TableSafeAreaTests {
    @Test("a cell's content view, chevron and separator move in by the horizontal safe area")
    func landscapeInsets() throws {
        let (window, clock, table, source) = makeTable(rows: 3, size: Size(width: 852, height: 393))
        defer { withExtendedLifetime(source) {} }
        window.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.step(clock, frames: 2)
        try #require(table.visibleCellsInOrder.first).accessoryType = .disclosureIndicator
        window.step(clock, frames: 2)
        let cell = try #require(table.visibleCellsInOrder.first)
        #expect(cell.safeAreaInsets.left == 59 && cell.safeAreaInsets.right == 59)
        #expect(cell.contentView.frame.minX == 59)
        let chevron = try #require(cell.currentAccessory)
        #expect(Double(chevron.frame.maxX) == 852 - 59 - TableViewCell.accessoryTrailingInset)
        #expect(cell.contentView.frame.maxX == chevron.frame.minX - 8)
        #expect(Double(cell.textLabel.convert(cell.textLabel.bounds, to: nil).minX) == 59 + cell.leadingMargin)
        let canvas = RecordingCanvas()
        cell.drawOverlay(in: canvas)
        let separators = canvas.commands.compactMap { if case let .hairline(r, _) = $0 { r } else { nil } }
        #expect((separators.first?.minX).map { Double($0) } == 59 + cell.separatorInset.left)
    }

    @Test("without a horizontal safe area nothing moves")
    func portraitUnchanged() throws {
        let (window, clock, table, source) = makeTable(rows: 3)
        defer { withExtendedLifetime(source) {} }
        window.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        window.step(clock, frames: 2)
        let cell = try #require(table.visibleCellsInOrder.first)
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 375, height: cell.bounds.height))
    }

    /// UIKit lays inset-grouped sections on the table's layout margins, which include the safe area
    /// (`insetsLayoutMarginsFromSafeArea`, UIView documentation): in landscape the Settings app's cards start
    /// after the sensor housing, 16 pt in from the safe area, and the cell content sits 16 pt inside the card.
    @Test("inset-grouped cards are inset from the safe area, and the content inside them only once")
    func insetGroupedCardsClearTheHousing() throws {
        let (window, clock, table, source) = makeTable(rows: 3, style: .insetGrouped, size: Size(width: 852, height: 393))
        defer { withExtendedLifetime(source) {} }
        window.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        window.step(clock, frames: 2)
        let cell = try #require(table.visibleCellsInOrder.first)
        #expect(cell.frame.minX == 59 + 16 && cell.frame.maxX == 852 - 59 - 16)
        #expect(cell.safeAreaInsets.left == 0 && cell.safeAreaInsets.right == 0)
        #expect(Double(cell.textLabel.convert(cell.textLabel.bounds, to: nil).minX) == 59 + 16 + cell.leadingMargin)
        let canvas = RecordingCanvas()
        table.drawSections(in: canvas)
        let cards = canvas.commands.compactMap { if case let .roundedRect(r, _, _) = $0 { r } else { nil } }
        #expect(cards.first?.minX == 59 + 16 && cards.first?.width == 852 - 2 * (59 + 16))
    }
}
