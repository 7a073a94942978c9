import Render
import TestSupport
import Widgets

/// A window with a 375×667 container view at the origin, and a view to constrain inside it.
@MainActor
func makeConstrainedScene() -> (window: Window, clock: ManualClock, container: View, box: View) {
    let (window, clock) = TestSupport.makeWindow()
    let container = View(frame: Rect(x: 0, y: 0, width: 375, height: 667))
    window.rootView.addSubview(container)
    let box = View()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    return (window, clock, container, box)
}

/// A view whose `layoutSubviews` records the frames of its subviews as it sees them.
@MainActor
final class FrameReadingView: View {
    var seen: [Rect] = []
    override func layoutSubviews() {
        super.layoutSubviews()
        seen = subviews.map(\.frame)
    }
}
