import Render
import Testing
import Widgets

/// UISlider's behaviour: the thumb follows the pointer from where it was grabbed, the value is clamped, a
/// press off the thumb does nothing, and `isContinuous` decides whether every move or only the release is
/// reported.
@MainActor
@Suite("Slider")
struct SliderTests {
    /// A 228 pt slider at x 0: the thumb's centre travels 200 pt, from x 14 to x 214.
    func make(value: Double = 0.5) -> (Slider, ControlsFixture) {
        let slider = Slider(value: value)
        return (slider, ControlsFixture(slider, frame: Rect(x: 0, y: 100, width: 228, height: Slider.height)))
    }

    @Test("dragging the thumb 50 pt right adds a quarter, reporting each move while continuous")
    func continuousDrag() {
        let (slider, f) = make()
        var reported: [Double] = []
        slider.onValueChanged = { reported.append($0) }
        #expect(slider.thumbFrame.midX == 114)
        // Grabbed 4 pt right of the centre: the thumb keeps that offset.
        f.press(Point(x: 118, y: 115))
        #expect(slider.isHighlighted)
        f.move(Point(x: 143, y: 115))
        f.move(Point(x: 168, y: 115))
        f.release(Point(x: 168, y: 115))
        #expect(reported == [0.625, 0.75])
        #expect(slider.value == 0.75)
        #expect(!slider.isHighlighted)
    }

    @Test("not continuous: one report on release, with the final value")
    func notContinuous() {
        let (slider, f) = make()
        slider.isContinuous = false
        var reported: [Double] = []
        slider.onValueChanged = { reported.append($0) }
        f.press(Point(x: 114, y: 115))
        f.move(Point(x: 134, y: 115))
        f.move(Point(x: 154, y: 115))
        #expect(reported.isEmpty)
        f.release(Point(x: 154, y: 115))
        #expect(reported == [0.7])
    }

    @Test("dragging past the end clamps to the maximum; a press on the track away from the thumb does nothing")
    func clampAndTrack() {
        let (slider, f) = make()
        slider.minimumValue = 10
        slider.maximumValue = 20
        #expect(slider.value == 10)
        f.press(Point(x: 200, y: 115))
        f.move(Point(x: 100, y: 115))
        f.release(Point(x: 100, y: 115))
        #expect(slider.value == 10 && !slider.isHighlighted)
        f.press(Point(x: 14, y: 115))
        f.move(Point(x: 400, y: 115))
        f.release(Point(x: 400, y: 115))
        #expect(slider.value == 20)
        #expect(slider.treeAttributes().first?.1 == .number(20))
    }
}
