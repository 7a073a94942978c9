import Render
import Testing
import TestSupport
import Widgets

/// Metrics twice as wide as the fixed ones, standing in for a real font library.
@MainActor
final class WideMeasurer: TextMeasuring {
    let fixed = FixedTextMeasurer()
    func metrics(for font: Font) -> FontMetrics { fixed.metrics(for: font) }
    func width(of text: String, font: Font) -> Double { 2 * fixed.width(of: text, font: font) }
}

@MainActor
@Suite("Labels measure with the window's metrics")
struct LabelMeasurerTests {
    @Test("a label sized before it joins a window is measured again with the window's metrics, and its superview relays out")
    func remeasuredOnJoining() {
        let (window, clock) = TestSupport.makeWindow()
        window.textMeasurer = WideMeasurer()
        let label = Label(text: "Hello")
        let provisional = label.intrinsicContentSize.width
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        var laidOutWidths: [Double] = []
        container.setLayoutHandler { _ in
            let size = label.intrinsicContentSize
            laidOutWidths.append(size.width)
            label.frame = Rect(origin: .zero, size: size)
        }
        container.addSubview(label)
        window.rootView.addSubview(container)
        window.step(clock)
        let final = label.intrinsicContentSize.width
        #expect(abs(final - 2 * provisional) <= 1)
        #expect(laidOutWidths.last == Double(final))
        #expect(label.frame.width == final)
    }
}
