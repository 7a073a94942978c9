import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Picker selection and value changes")
struct PickerSelectionTests {
    let rowHeight = PickerView.defaultRowHeight

    @Test("selectRow without animation moves the wheel at once and reports nothing")
    func selectRowImmediately() {
        let f = PickerFixture()
        f.picker.selectRow(5, inComponent: 0, animated: false)
        #expect(f.picker.selectedRow(inComponent: 0) == 5)
        #expect(f.offset() == 5 * rowHeight)
        f.run(seconds: 1)
        #expect(f.changes.entries.isEmpty)
    }

    @Test("selectRow animated turns the wheel over several frames to an exact row and reports nothing")
    func selectRowAnimated() {
        let f = PickerFixture()
        f.picker.selectRow(5, inComponent: 0, animated: false)
        f.picker.selectRow(8, inComponent: 0, animated: true)
        #expect(f.picker.selectedRow(inComponent: 0) == 8)
        f.window.step(f.clock, frames: 3)
        #expect(f.offset() > 5 * rowHeight && f.offset() < 8 * rowHeight)
        #expect(f.picker.isMoving(inComponent: 0))
        f.run(seconds: 1.5)
        #expect(f.offset() == 8 * rowHeight)
        #expect(!f.picker.isMoving(inComponent: 0))
        #expect(f.changes.entries.isEmpty)
    }

    @Test("selectRow clamps to the rows there are; a wheel with no rows reports -1")
    func selectRowClamps() {
        let picker = PickerView(columns: [["a", "b", "c"], []])
        picker.selectRow(10, inComponent: 0, animated: false)
        picker.selectRow(-3, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        #expect(picker.selectedRow(inComponent: 7) == -1)
    }

    @Test("the value-changed callback fires once per settled change, not for a return to the same row")
    func valueChangedOncePerChange() {
        let f = PickerFixture()
        f.drag(from: f.wheelCenter(), dy: -96, moves: 8, framesPerMove: 6)
        f.run(seconds: 1.5)
        #expect(f.changes.entries == [[3, 0]])
        // Down and back up: lands on row 3 again.
        f.drag(from: f.wheelCenter(), dy: 12, moves: 4, framesPerMove: 6)
        f.run(seconds: 1.5)
        #expect(f.picker.selectedRow(inComponent: 0) == 3)
        #expect(f.changes.entries == [[3, 0]])
        // A programmatic change in between is not reported, and a drag back to it is not a change.
        f.picker.selectRow(6, inComponent: 0, animated: true)
        f.run(seconds: 1.5)
        f.drag(from: f.wheelCenter(), dy: -5 - 10, moves: 3, framesPerMove: 6)
        f.run(seconds: 1.5)
        #expect(f.picker.selectedRow(inComponent: 0) == 6)
        #expect(f.changes.entries == [[3, 0]])
    }

    @Test("a glide redirected by a second drag reports only where the wheel finally rests")
    func redirectedGlideReportsOnce() {
        let f = PickerFixture()
        f.drag(from: f.wheelCenter(), dy: -150, moves: 6)
        f.run(seconds: 0.2)
        f.drag(from: f.wheelCenter(), dy: 40, moves: 8, framesPerMove: 6)
        let final = f.picker.selectedRow(inComponent: 0)
        f.run(seconds: 5)
        #expect(f.offset() == Double(final) * rowHeight)
        #expect(f.changes.entries == [[final, 0]])
    }

    @Test("reloading with fewer rows moves a selection past the end to the last row")
    func reloadClampsSelection() {
        let picker = PickerView(columns: [(0..<10).map(String.init)])
        picker.selectRow(8, inComponent: 0, animated: false)
        picker.columns = [(0..<4).map(String.init)]
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(picker.contentOffset(inComponent: 0) == 3 * rowHeight)
        #expect(picker.numberOfRows(inComponent: 0) == 4)
        #expect(picker.titleForRow(2, forComponent: 0) == "2")
    }

    @Test("a data source with UIKit's questions fills the picker")
    func dataSourceProtocol() {
        final class Squares: PickerViewDataSource {
            func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { 5 + component }
            func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String {
                "\(row * row)"
            }
        }
        let source = Squares()
        let picker = PickerView()
        picker.dataSource = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 6)
        #expect(picker.titleForRow(3, forComponent: 0) == "9")
        #expect(picker.columns.isEmpty)
    }

    @Test("the tree JSON lists the selected row of each wheel")
    func treeSelection() {
        let picker = PickerView(columns: [["a", "b", "c"], ["x", "y"]])
        picker.selectRow(2, inComponent: 0, animated: false)
        let attributes = picker.treeAttributes()
        let selection = attributes.first { $0.0 == "selection" }?.1
        #expect(selection == .array([.number(2), .number(0)]))
    }

    @Test("the picker is 216 pt tall by nature and as wide as it is made")
    func intrinsicSize() {
        let picker = PickerView(columns: [["a"]])
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(picker.sizeThatFits(Size(width: 320, height: Double.infinity)).height == 216)
    }

    @Test("wheels split the width equally or follow widthForComponent, centred")
    func componentWidths() {
        let picker = PickerView(columns: [["a"], ["b"]], frame: Rect(x: 0, y: 0, width: 375, height: 216))
        let equal = picker.componentFrames()
        #expect(equal.count == 2)
        #expect(equal[0].width == equal[1].width)
        #expect(Double(equal[1].minX - equal[0].maxX) == PickerView.componentSpacing)
        #expect(Double(equal[0].minX) == PickerView.selectionBandInset)
        picker.widthForComponent = { $0 == 0 ? 100 : 50 }
        let custom = picker.componentFrames()
        #expect(custom.map(\.width) == [100, 50])
        #expect(abs((custom[0].minX - 0) - (375 - custom[1].maxX)) < 1e-9)
    }
}
