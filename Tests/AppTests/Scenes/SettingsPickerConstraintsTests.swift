import Testing
import Render
import TestSupport
import Widgets
@testable import HandheldDemos
@testable import HandheldSimulator

/// Seed 3's picker rows on constraints: the picker pinned leading, trailing and top, its bottom `>= 0`, its
/// vertical compression resistance at 740, so the row sizes itself from the picker and the picker shrinks
/// with the row as it collapses.
@MainActor
@Suite("Seed 3: picker rows on constraints")
struct SettingsPickerConstraintsTests {
    @Test("a picker row measures 216 from the picker's intrinsic height")
    func selfSizing() {
        let cell = PickerCell(picker: PickerView())
        #expect(cell.usesConstraintsForContent)
        #expect(cell.picker.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(740))
        #expect(Double(cell.sizeThatFits(Size(width: 375, height: 0)).height) == PickerView.standardHeight)
    }

    @Test("a row shorter than the picker shrinks the picker to the row's height, pinned to its top")
    func shortRow() {
        let (window, clock) = TestSupport.makeWindow()
        var printed: [String] = []
        window.layoutWarningHandler = { printed.append($0) }
        let cell = PickerCell(picker: PickerView())
        cell.frame = Rect(x: 0, y: 0, width: 375, height: 100)
        window.rootView.addSubview(cell)
        window.step(clock)
        #expect(cell.picker.frame == Rect(x: 0, y: 0, width: 375, height: 100))
        cell.frame.size.height = 30
        window.step(clock)
        #expect(cell.picker.frame.height == 30)
        #expect(printed.isEmpty)
    }

    @Test("mid-collapse the date picker shrinks with its row instead of overflowing it, without a warning")
    func shrinksWithTheRow() throws {
        let run = try SeedRun("3-self-sizing-static-cells")
        let shown = try run.tree("4-shown.json")
        let shownPicker = SeedTree.frame(try #require(shown.node("date-picker")))
        #expect(Double(shownPicker.height) == PickerView.standardHeight)

        let collapsing = try run.tree("7-collapsing.json")
        let row = SeedTree.frame(try #require(collapsing.node("date-picker-row")))
        let picker = SeedTree.frame(try #require(collapsing.node("date-picker")))
        #expect(row.height > 20 && row.height < 200)
        // The tree shows the row's height in flight and the picker's frame at the row's end height: the
        // picker has already shrunk to it (0) instead of keeping its 216 pt and spilling over.
        #expect(picker.height == 0)
        #expect(collapsing.document["layoutWarnings"] == nil)

        let hidden = try run.tree("8-hidden.json")
        #expect(SeedTree.frame(try #require(hidden.node("date-picker"))).height == 0)
    }
}
