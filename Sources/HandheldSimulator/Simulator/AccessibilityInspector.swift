import Render
import Widgets

/// The accessibility inspector (Ctrl+Shift+I), on the running window like Xcode's Accessibility Inspector
/// stepping through a simulator's elements: Tab or → moves to the next element in VoiceOver's order
/// (`View.accessibilityElementsInVoiceOverOrder`), Shift+Tab or ← to the previous one, as a VoiceOver
/// swipe right or left does; it stops at either end, as VoiceOver does, rather than wrap. The element is
/// outlined as VoiceOver's cursor is (a dark rounded frame inside a white one), and a panel shows its label,
/// value, traits, hint, identifier and frame. Esc closes it. The app sees none of those keys meanwhile.
struct AccessibilityInspectorState {
    /// The element shown; nil before the first step or when it left the screen.
    weak var current: View?
}

extension Simulator {
    /// The screen's elements in VoiceOver order, now.
    var voiceOverElements: [View] { window.rootView.accessibilityElementsInVoiceOverOrder() }

    /// Turns the accessibility inspector on (on the first element) or off.
    func toggleAccessibilityInspector() {
        showsAccessibilityInspector.toggle()
        accessibilityInspector.current = showsAccessibilityInspector ? voiceOverElements.first : nil
        window.setNeedsDisplay()
    }

    /// Keys while the accessibility inspector is on: Tab / → next, Shift+Tab / ← previous, Esc closes.
    /// Returns whether it took the key.
    func accessibilityInspectorKey(_ combo: KeyCombo) -> Bool {
        guard showsAccessibilityInspector else { return false }
        let step: Int
        switch combo {
        case KeyCombo(.tab), KeyCombo(.right): step = 1
        case KeyCombo(.tab, modifiers: .shift), KeyCombo(.left): step = -1
        case KeyCombo(.escape):
            toggleAccessibilityInspector()
            return true
        default:
            return false
        }
        let elements = voiceOverElements
        guard !elements.isEmpty else {
            accessibilityInspector.current = nil
            return true
        }
        if let current = accessibilityInspector.current, let index = elements.firstIndex(where: { $0 === current }) {
            accessibilityInspector.current = elements[min(max(index + step, 0), elements.count - 1)]
        } else {
            // The element shown went away (a push, a scroll): start again from the first.
            accessibilityInspector.current = elements.first
        }
        window.setNeedsDisplay()
        return true
    }
}

enum AccessibilityInspector {
    /// The panel's lines about `element`, the `position`th (from 1) of `count`.
    @MainActor
    static func describe(_ element: View, position: Int, count: Int) -> [String] {
        let f = element.presentationFrameInWindow
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
        var lines = [element.accessibilityLabel.map { "“\($0)”" } ?? "(no label)"]
        if let value = element.accessibilityValue { lines.append("value \(value)") }
        lines.append("traits \(element.accessibilityTraits)")
        if let hint = element.accessibilityHint { lines.append("hint \(hint)") }
        if let identifier = element.accessibilityIdentifier { lines.append("identifier \(identifier)") }
        lines.append("frame \(n(f.minX)), \(n(f.minY)), \(n(f.width))×\(n(f.height))")
        lines.append("\(position) of \(count) · Tab / → next · Shift+Tab / ← previous · Esc closes")
        return lines
    }

    @MainActor
    static func draw(simulator: Simulator, in canvas: Canvas, metrics m: ChromeMetrics) {
        let pane = simulator.paneFrame
        let elements = simulator.voiceOverElements
        let lines: [String]
        if let element = simulator.accessibilityInspector.current,
           let index = elements.firstIndex(where: { $0 === element }) {
            // VoiceOver's cursor: a dark rounded frame inside a white one, readable on light and dark.
            let f = element.presentationFrameInWindow.offsetBy(dx: pane.minX, dy: pane.minY)
            let w = m.points(2)
            func ring(_ r: Rect, _ color: Color) {
                let radius = min(m.points(6), r.width / 2, r.height / 2)
                canvas.withClip(Rect(x: r.minX - w, y: r.minY - w, width: r.width + 2 * w, height: r.height + 2 * w)) {
                    canvas.strokePolyline([Point(x: r.minX + radius, y: r.minY), Point(x: r.maxX - radius, y: r.minY),
                                           Point(x: r.maxX, y: r.minY + radius), Point(x: r.maxX, y: r.maxY - radius),
                                           Point(x: r.maxX - radius, y: r.maxY), Point(x: r.minX + radius, y: r.maxY),
                                           Point(x: r.minX, y: r.maxY - radius), Point(x: r.minX, y: r.minY + radius),
                                           Point(x: r.minX + radius, y: r.minY)], width: w, color: color)
                }
            }
            ring(f.insetBy(dx: -w, dy: -w), .white)
            ring(f, Color(r: 0, g: 0, b: 0, a: 0.9))
            lines = describe(element, position: index + 1, count: elements.count)
        } else {
            lines = ["Accessibility inspector: \(elements.count) elements · Tab / → next · Shift+Tab / ← previous"]
        }
        let pad = m.points(6)
        let width = min(m.screen.width - 2 * pad, (lines.map { canvas.measurer.width(of: $0, font: m.bodyFont) }.max() ?? 0) + 2 * pad)
        let panel = Rect(x: pad, y: m.screen.height - Double(lines.count) * m.lineHeight - 3 * pad, width: width,
                         height: Double(lines.count) * m.lineHeight + 2 * pad)
        canvas.fillRoundedRect(panel, radius: m.points(6), color: Color(r: 0, g: 0, b: 0, a: 0.85))
        canvas.withClip(panel) {
            for (i, line) in lines.enumerated() {
                canvas.drawText(line, font: i == 0 ? m.boldFont : m.bodyFont, color: .white,
                                at: Point(x: panel.minX + pad, y: panel.minY + pad + Double(i) * m.lineHeight))
            }
        }
    }
}
