import Render
import TestSupport
import Widgets

/// A view with a fixed intrinsic size, the simplest thing with a size of its own (a stand-in for a label
/// or a button).
@MainActor
final class StackBox: View {
    let natural: Size

    init(_ width: Double, _ height: Double, id: String? = nil) {
        natural = Size(width: width, height: height)
        super.init(frame: .zero)
        identifier = id
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: Size { natural }
}

/// A stack in a window on a manual clock, laid out once.
@MainActor
struct StackScene {
    let window: Window
    let clock: ManualClock
    let stack: StackView
    /// Warnings the stack reported, in order.
    let warnings = EventLog()

    init(_ views: [View], axis: StackView.Axis = .vertical, spacing: Double = 10,
         frame: Rect = Rect(x: 0, y: 0, width: 100, height: 300)) {
        (window, clock) = TestSupport.makeWindow()
        stack = StackView(arrangedSubviews: views, axis: axis, spacing: spacing)
        stack.frame = frame
        stack.warningHandler = { [warnings] in warnings.add($0) }
        window.rootView.addSubview(stack)
        window.step(clock)
    }

    /// One frame: animations, then layout.
    func step(frames: Int = 1) { window.step(clock, frames: frames) }
}

/// Frames compared to a thousandth of a point (fillProportionally divides).
func approximatelyEqual(_ a: Rect, _ b: Rect, tolerance: Double = 1e-3) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}
