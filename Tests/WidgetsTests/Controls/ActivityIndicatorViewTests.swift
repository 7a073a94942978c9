import Render
import Testing
import Widgets

/// UIActivityIndicatorView: the documented sizes, hidden when stopped, and the bright spoke stepping round
/// on the window's clock, redrawing only when it moves.
@MainActor
@Suite("Activity indicator")
struct ActivityIndicatorViewTests {
    @Test("medium is 20 pt with 8 spokes, large 37 pt with 12; stopped and hidden until started")
    func sizes() {
        #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == Size(width: 20, height: 20))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.treeAttributes().first?.1 == .bool(false))
        var spokes = 0
        let canvas = RecordingCanvas()
        spinner.draw(in: canvas)
        for command in canvas.commands { if case .polyline = command { spokes += 1 } }
        #expect(spokes == 12)
    }

    @Test("animating, the bright spoke moves one place every 1/8 s and each move draws one frame")
    func stepsOnTheClock() {
        let spinner = ActivityIndicatorView(style: .medium)
        let f = ControlsFixture(spinner, frame: Rect(x: 10, y: 10, width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        f.window.draw(in: RecordingCanvas())
        var steps: [Int] = []
        var drawn = 0
        for _ in 0..<60 {
            f.clock.advance(by: 1.0 / 60)
            if f.window.advanceFrame() { drawn += 1; f.window.draw(in: RecordingCanvas()) }
            if steps.last != spinner.currentStep { steps.append(spinner.currentStep) }
        }
        #expect(steps == [0, 1, 2, 3, 4, 5, 6, 7, 0])
        #expect(drawn == 8)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        f.window.draw(in: RecordingCanvas())
        f.wait(1)
        #expect(f.window.nextTimerDue == nil)
    }

    @Test("with hidesWhenStopped false a stopped spinner stays visible, all spokes alike")
    func staysVisible() {
        let spinner = ActivityIndicatorView()
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden && spinner.currentStep == 0)
    }
}
