import Render
import Testing
import Widgets

/// UISegmentedControl's behaviour: a tap selects the segment released on and reports it once, the thumb
/// slides there on the animation clock, and code that sets the index is not reported.
@MainActor
@Suite("Segmented control")
struct SegmentedControlTests {
    /// Three segments of 100 pt at (10, 100) in the window.
    func make() -> (SegmentedControl, ControlsFixture) {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        control.selectedSegmentIndex = 0
        return (control, ControlsFixture(control, frame: Rect(x: 10, y: 100, width: 300, height: SegmentedControl.height)))
    }

    func thumbX(_ control: SegmentedControl) -> Double {
        control.subviews.first!.presentationFrameInWindow.minX
    }

    @Test("a tap on the third segment selects it, reports 2 once, and the thumb slides from the first")
    func tapSelects() {
        let (control, f) = make()
        var reported: [Int] = []
        control.onValueChanged = { reported.append($0) }
        #expect(thumbX(control) == 12)
        f.tap(Point(x: 260, y: 116))
        #expect(control.selectedSegmentIndex == 2)
        #expect(reported == [2])
        f.wait(0.05)
        let midway = thumbX(control)
        #expect(midway > 12 && midway < 212, "the thumb should be on its way, at \(midway)")
        f.wait(1)
        #expect(thumbX(control) == 212)
        #expect(!control.isHighlighted)
    }

    @Test("tapping the selected segment reports nothing; setting the index in code reports nothing")
    func noChangeNoAction() {
        let (control, f) = make()
        var reported: [Int] = []
        control.onValueChanged = { reported.append($0) }
        f.tap(Point(x: 50, y: 116))
        control.selectedSegmentIndex = 1
        #expect(reported.isEmpty)
        #expect(control.selectedSegmentIndex == 1)
        f.wait(0.02)
        #expect(thumbX(control) == 112, "set in code, the thumb jumps without sliding")
    }

    @Test("an index out of range selects no segment (UISegmentedControlNoSegment)")
    func outOfRange() {
        let (control, _) = make()
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(control.treeAttributes().first?.0 == "selectedSegmentIndex")
        #expect(control.treeAttributes().first?.1 == .number(-1))
    }

    @Test("a press that leaves the control is no tap and leaves it unhighlighted")
    func dragAway() {
        let (control, f) = make()
        var reported: [Int] = []
        control.onValueChanged = { reported.append($0) }
        f.press(Point(x: 150, y: 116))
        #expect(control.isHighlighted)
        f.move(Point(x: 150, y: 300))
        f.release(Point(x: 150, y: 300))
        #expect(reported.isEmpty && control.selectedSegmentIndex == 0 && !control.isHighlighted)
    }
}
