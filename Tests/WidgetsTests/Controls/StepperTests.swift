import Render
import Testing
import Widgets

/// UIStepper's behaviour: a press steps at once, held it repeats on the window's clock after a delay and
/// faster later, stops at the limits unless it wraps, and `isContinuous` false reports once per press.
@MainActor
@Suite("Stepper")
struct StepperTests {
    static let minus = Point(x: 23, y: 116)
    static let plus = Point(x: 70, y: 116)

    func make() -> (Stepper, ControlsFixture) {
        let stepper = Stepper()
        return (stepper, ControlsFixture(stepper, frame: Rect(x: 0, y: 100, width: 94, height: 32)))
    }

    @Test("a tap on + steps once; a tap on − at the minimum does nothing")
    func tapSteps() {
        let (stepper, f) = make()
        var reported: [Double] = []
        stepper.onValueChanged = { reported.append($0) }
        f.tap(Self.minus)
        f.tap(Self.plus)
        stepper.stepValue = 2.5
        f.tap(Self.plus)
        #expect(reported == [1, 3.5])
        #expect(!stepper.isHighlighted)
    }

    @Test("held: one step at once, the next after 0.5 s, then one every 0.1 s, twice as fast after ten repeats")
    func autorepeat() {
        let (stepper, f) = make()
        f.press(Self.plus)
        #expect(stepper.value == 1)
        f.wait(0.45)
        #expect(stepper.value == 1)
        f.wait(0.1)
        #expect(stepper.value == 2)
        f.wait(0.5)
        #expect(stepper.value == 7)
        // Repeat n comes at 0.5 + 0.1 (n − 1) s up to the tenth (1.4 s), then every 0.05 s: 1.45, 1.5 …
        f.wait(0.47)
        #expect(stepper.value == 13)
        f.wait(0.5)
        #expect(stepper.value == 23)
        f.release(Self.plus)
        f.wait(1)
        #expect(stepper.value == 23 && stepper.pressedHalf == nil && !stepper.isHighlighted)
    }

    @Test("held at the maximum the repeats stop; with wraps the value goes round to the minimum")
    func limitsAndWraps() {
        let (stepper, f) = make()
        stepper.maximumValue = 3
        f.press(Self.plus)
        f.wait(1.5)
        #expect(stepper.value == 3)
        #expect(!stepper.canStep(.plus))
        f.release(Self.plus)
        stepper.wraps = true
        f.tap(Self.plus)
        #expect(stepper.value == 0)
        f.tap(Self.minus)
        #expect(stepper.value == 3)
    }

    @Test("not continuous: holding reports one value when let go; leaving the half ends the repeats")
    func notContinuousAndLeaving() {
        let (stepper, f) = make()
        stepper.isContinuous = false
        var reported: [Double] = []
        stepper.onValueChanged = { reported.append($0) }
        f.press(Self.plus)
        f.wait(0.75)
        #expect(reported.isEmpty)
        f.move(Self.minus)
        let left = stepper.value
        f.wait(1)
        #expect(stepper.value == left)
        #expect(reported == [left])
        f.release(Self.minus)
        #expect(reported == [left])
    }

    @Test("a maximum set below the minimum makes both the new value, as Apple documents")
    func invariant() {
        let stepper = Stepper()
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
    }
}
