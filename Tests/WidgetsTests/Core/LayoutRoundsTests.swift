import Render
import Testing
import TestSupport
import Widgets

/// Layout that asks for more layout is finished in the same frame, as UIKit's pass does.
@MainActor
@Suite("Layout rounds in one frame")
struct LayoutRoundsTests {
    @Test("a layout handler that changes a sibling's needs is settled within the frame")
    func settlesInOneFrame() {
        let (window, clock) = TestSupport.makeWindow()
        let outer = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var innerPasses = 0
        // `inner` is laid out before `outer`, so what `outer` asks for needs a second round.
        window.rootView.addSubview(inner)
        window.rootView.addSubview(outer)
        inner.setLayoutHandler { _ in innerPasses += 1 }
        // Laying out `outer` marks `inner` as needing layout again, once.
        var asked = false
        outer.setLayoutHandler { _ in
            if !asked { asked = true; inner.setNeedsLayout() }
        }
        window.step(clock)
        window.draw(in: RecordingCanvas())
        let passes = innerPasses
        asked = false
        outer.setNeedsLayout()
        clock.advance(by: 1.0 / 60)
        #expect(window.advanceFrame())
        window.draw(in: RecordingCanvas())
        #expect(innerPasses > passes)
        clock.advance(by: 1.0 / 60)
        #expect(!window.advanceFrame(), "nothing left for the next frame")
    }
}
