import Render
import Testing
import TestSupport
@testable import Widgets

/// List cell accessories sit where the table's accessories do and act on taps (CollectionViewListCell+Layout).
@MainActor
@Suite("List cell accessories")
struct ListAccessoryTests {
    static func accessoryFrames(_ cell: CollectionViewListCell) -> [Rect] { cell.accessoryViews.map(\.frame) }

    @Test("a disclosure chevron is the table's 8×13 pt, 16 pt from the trailing edge, and narrows the content as the table's does")
    func disclosureMatchesTable() {
        let list = ListFixture(.plain, counts: [1])
        list.accessories["0.0"] = [.disclosureIndicator()]
        var snapshot = list.source.snapshot()
        snapshot.reloadItems(["0.0"])
        list.source.apply(snapshot, animatingDifferences: false)
        list.window.step(list.clock)
        let cell = list.cell(0)
        #expect(Self.accessoryFrames(cell) == [Rect(x: 375 - 16 - 8, y: 15.5, width: 8, height: 13)])
        let row = TableViewCell(style: .default)
        row.accessoryType = .disclosureIndicator
        row.frame = Rect(x: 0, y: 0, width: 375, height: 44)
        row.layoutIfNeeded()
        #expect(cell.contentView.frame.maxX == row.contentView.frame.maxX)
    }

    @Test("trailing accessories line up right to left in order, a delete button leads and moves the text")
    func severalAccessories() {
        let list = ListFixture(.insetGrouped, counts: [1])
        list.accessories["0.0"] = [.delete(), .label(text: "3"), .checkmark(), .reorder()]
        var snapshot = list.source.snapshot()
        snapshot.reloadItems(["0.0"])
        list.source.apply(snapshot, animatingDifferences: false)
        list.window.step(list.clock)
        let cell = list.cell(0)
        let frames = Self.accessoryFrames(cell)
        // Delete leads at the 16 pt margin; the text follows it and the 8 pt gap, then its own 16 pt margin.
        #expect(frames[0] == Rect(x: 16, y: 11, width: 22, height: 22))
        #expect(Double(cell.contentView.frame.minX) == 16 + 22 + 8)
        #expect(Double(cell.separatorLeading) == 16 + 22 + 8 + 16)
        // Reorder ends 16 pt from the card's edge (343 wide); checkmark and label precede it, 8 pt apart.
        #expect(Double(frames[3].maxX) == 343 - 16)
        #expect(Double(frames[2].maxX) == Double(frames[3].minX) - 8)
        #expect(Double(frames[1].maxX) == Double(frames[2].minX) - 8)
        #expect(frames[1].width > 0)
        #expect(Double(cell.contentView.frame.maxX) == Double(frames[1].minX) - 8)
    }

    @Test("the checkmark and outline chevron take the cell's tint; the disclosure chevron keeps the table's grey")
    func tinting() {
        let cell = CollectionViewListCell()
        cell.accessories = [.checkmark(), .disclosureIndicator(), .outlineDisclosure(), .checkmark(tintColor: .systemRed)]
        cell.tintColor = .systemGreen
        var colours: [Color] = []
        for view in cell.accessoryViews {
            view.frame = Rect(x: 0, y: 0, width: 22, height: 22)
            let canvas = RecordingCanvas(measurer: FixedTextMeasurer())
            view.draw(in: canvas)
            colours += canvas.commands.compactMap { if case .polyline(_, _, let colour) = $0 { colour } else { nil } }.prefix(1)
        }
        // Compared as printed: the recorded colours are resolved for the light appearance.
        #expect(colours.map { "\($0)" } == [Color.systemGreen, TableViewCell.chevronColor, .systemGreen, .systemRed].map { "\($0)" })
    }

    /// The bug this pins: the pressed fill was drawn from `isHighlighted` but the row was not redrawn when it changed.
    @Test("a pressed row is redrawn with the table's highlight grey inside its card corners")
    func pressedFill() {
        let list = ListFixture(.insetGrouped, counts: [2])
        let cell = list.cell(0)
        let version = cell.contentsVersion
        list.window.sendPointer(.began, at: Point(x: 100, y: 35 + 22), time: list.clock.now)
        #expect(cell.isHighlighted && cell.contentsVersion != version)
        let canvas = RecordingCanvas(measurer: FixedTextMeasurer())
        cell.draw(in: canvas)
        // Inside the top corners' rounded clip, the table's highlight grey fills the row.
        #expect(canvas.commands.contains { if case .fill(let r, let c) = $0 { r == cell.bounds && "\(c)" == "\(TableViewCell.highlightColor.resolved(for: .light))" } else { false } })
        list.window.sendPointer(.ended, at: Point(x: 100, y: 35 + 22), time: list.clock.now)
    }

    @Test("a delete accessory's tap runs its handler and does not select the row")
    func deleteTap() {
        let list = ListFixture(.plain, counts: [1])
        var deleted = 0
        list.accessories["0.0"] = [.delete { deleted += 1 }]
        var snapshot = list.source.snapshot()
        snapshot.reloadItems(["0.0"])
        list.source.apply(snapshot, animatingDifferences: false)
        list.window.step(list.clock)
        let centre = list.cell(0).accessoryViews[0].convert(Point(x: 11, y: 11), to: nil)
        list.window.sendPointer(.began, at: centre, time: list.clock.now)
        list.window.step(list.clock)
        list.window.sendPointer(.ended, at: centre, time: list.clock.now)
        list.window.step(list.clock, frames: 30)
        #expect(deleted == 1)
        #expect(list.collection.indexPathsForSelectedItems == nil)
    }
}
