import Render
import Testing
import Widgets

/// UIProgressView: progress clamped to 0…1, the fill as wide as the progress, and an animated change that
/// grows the fill over the default duration.
@MainActor
@Suite("Progress view")
struct ProgressViewTests {
    @Test("the fill is progress × width; animated it grows over 0.25 s; values are clamped")
    func fill() {
        let bar = ProgressView(progress: 0.25)
        let f = ControlsFixture(bar, frame: Rect(x: 0, y: 50, width: 200, height: ProgressView.height))
        #expect(bar.presentedFillWidth == 50)
        bar.setProgress(0.75, animated: true)
        #expect(bar.progress == 0.75)
        f.wait(0.1)
        #expect(bar.presentedFillWidth > 50 && bar.presentedFillWidth < 150)
        f.wait(0.2)
        #expect(bar.presentedFillWidth == 150)
        bar.setProgress(3, animated: false)
        f.wait(0.02)
        #expect(bar.progress == 1 && bar.presentedFillWidth == 200)
        bar.setProgress(-1, animated: false)
        #expect(bar.treeAttributes().first?.0 == "progress")
        #expect(bar.treeAttributes().first?.1 == .number(0))
    }
}
