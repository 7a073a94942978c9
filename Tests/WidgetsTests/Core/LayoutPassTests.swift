import Render
import Testing
import TestSupport
import Widgets

@MainActor
final class CountingView: View {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

@MainActor
@Suite("Layout pass")
struct LayoutPassTests {
    @Test("layout runs at most once per frame and not at all when nothing changed")
    func layoutOnlyWhenNeeded() {
        let (window, clock) = TestSupport.makeWindow()
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        window.step(clock)
        #expect(view.layouts == 1)
        window.draw(in: RecordingCanvas())
        window.step(clock, frames: 10)
        #expect(view.layouts == 1)
        #expect(window.advanceFrame() == false)  // nothing to draw either
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        window.step(clock)
        #expect(view.layouts == 2)
        view.frame = Rect(x: 0, y: 0, width: 120, height: 100)  // a resize relayouts
        view.frame = Rect(x: 0, y: 0, width: 140, height: 100)
        window.step(clock)
        #expect(view.layouts == 3)
        view.center = Point(x: 300, y: 300)  // a move does not
        window.step(clock)
        #expect(view.layouts == 3)
    }

    @Test("setters that do not change a value do no work")
    func unchangedSettersDoNothing() {
        let (window, clock) = TestSupport.makeWindow()
        let view = CountingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.rootView.addSubview(view)
        window.step(clock)
        window.draw(in: RecordingCanvas())
        view.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        view.alpha = 1
        view.backgroundColor = .clear
        view.isHidden = false
        #expect(window.advanceFrame() == false)
        #expect(view.layouts == 1)
    }

    @Test("a layout made inside an animation block animates the frames it sets")
    func layoutInsideAnimationAnimates() {
        let (window, clock) = TestSupport.makeWindow()
        let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        container.setLayoutHandler { v in child.frame = Rect(x: 0, y: 0, width: v.bounds.width, height: 10) }
        container.addSubview(child)
        window.rootView.addSubview(container)
        window.step(clock)
        #expect(child.frame.width == 100)
        container.animate(withDuration: 0.5, curve: .linear) {
            container.frame = Rect(x: 0, y: 0, width: 200, height: 100)
            container.layoutIfNeeded()
        }
        window.step(clock, frames: 15)
        #expect(abs(child.presentationFrame.width - 150) < 1e-6)
        #expect(child.frame.width == 200)
    }
}
