import Render
import Widgets

/// The inspector (Ctrl+I), on the running window like Xcode's view debugger or Flutter's inspector: every
/// view's frame outlined, the view under the pointer highlighted, a click selecting it (the app does not
/// see the click), ↑ walking up to the superview and ↓ down to the first subview, Esc clearing; a panel
/// shows the selected (or hovered) view's type, identifier, frame, alpha, hidden, the traits it lays out
/// for, its text, font, colours and constraints (`Inspector+Details`) and, for a controller's view, the controller — and the device, size classes and running transition.
struct InspectorState {
    weak var hovered: View?
    weak var selected: View?
    /// A press is being held (its moves do not hover).
    var pressing = false

    /// The view the panel describes.
    var subject: View? { selected ?? hovered }
}

extension Simulator {
    /// Handles a pointer event while the inspector is on; returns false when it is off (the app gets it).
    func inspectorPointer(_ phase: Touch.Phase, at screenPoint: Point) -> Bool {
        guard showsInspector else { return false }
        let pane = paneFrame
        let point = Point(x: screenPoint.x - pane.minX, y: screenPoint.y - pane.minY)
        switch phase {
        case .began:
            inspector.pressing = true
            inspector.selected = Inspector.deepestView(at: point, in: window.rootView)
        case .moved where !inspector.pressing:
            inspector.hovered = Inspector.deepestView(at: point, in: window.rootView)
        case .ended, .cancelled:
            inspector.pressing = false
        default:
            break
        }
        window.setNeedsDisplay()
        return true
    }

    /// The pointer moved with no button held (`InputEvent.hover`): the inspector highlights the view under
    /// it. The app never sees it: a touch screen has no hover, so with the inspector off nothing happens
    /// and nothing is drawn.
    func hover(at screenPoint: Point) {
        guard showsInspector, !inspector.pressing else { return }
        let pane = paneFrame
        let hovered = Inspector.deepestView(at: Point(x: screenPoint.x - pane.minX, y: screenPoint.y - pane.minY),
                                            in: window.rootView)
        guard hovered !== inspector.hovered else { return }
        inspector.hovered = hovered
        window.setNeedsDisplay()
    }

    /// Keys while the inspector is on: ↑ superview, ↓ first subview, Esc clears. Returns whether it took it.
    func inspectorKey(_ combo: KeyCombo) -> Bool {
        guard showsInspector else { return false }
        switch combo {
        case KeyCombo(.up):
            guard let current = inspector.subject, let parent = current.superview else { return true }
            inspector.selected = parent
        case KeyCombo(.down):
            guard let first = inspector.subject?.subviews.first(where: { !$0.isHidden }) else { return true }
            inspector.selected = first
        case KeyCombo(.escape):
            guard inspector.selected != nil else { return false }
            inspector.selected = nil
        default:
            return false
        }
        window.setNeedsDisplay()
        return true
    }
}

enum Inspector {
    /// The deepest visible view whose on-screen frame contains `point` (window points): unlike hit testing,
    /// views that take no touches (labels) are found too, as a view debugger should.
    @MainActor
    static func deepestView(at point: Point, in view: View) -> View? {
        guard !view.isHidden, view.presentationAlpha > 0.01, view.presentationFrameInWindow.contains(point) else {
            return nil
        }
        for child in view.subviews.reversed() {
            if let hit = deepestView(at: point, in: child) { return hit }
        }
        return view
    }

    /// The panel's lines about `view`.
    @MainActor
    static func describe(_ view: View) -> [String] {
        let f = view.presentationFrameInWindow
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%.1f", v) }
        var lines = ["\(String(describing: type(of: view)))" + (view.identifier.map { " #\($0)" } ?? "")]
        lines.append("frame \(n(f.minX)), \(n(f.minY)), \(n(f.width))×\(n(f.height)) · alpha \(n(view.presentationAlpha))"
                     + (view.isHidden ? " · hidden" : ""))
        var owner: View? = view
        while let current = owner, current.owningController == nil { owner = current.superview }
        if let controller = owner?.owningController {
            let t = controller.traitCollection
            lines.append("traits \(t.horizontalSizeClass.rawValue)/\(t.verticalSizeClass.rawValue) @\(n(t.displayScale))x")
        }
        if let controller = view.owningController {
            lines.append("controller \(String(describing: type(of: controller)))" + (controller.title.map { " “\($0)”" } ?? ""))
        }
        let s = view.safeAreaInsets
        if s != .zero { lines.append("safe area \(n(s.top)) \(n(s.left)) \(n(s.bottom)) \(n(s.right))") }
        return lines + details(view)
    }

    @MainActor
    static func draw(simulator: Simulator, in canvas: Canvas, metrics m: ChromeMetrics) {
        let pane = simulator.paneFrame
        let stroke = m.points(1)
        func frameOnScreen(_ view: View) -> Rect { view.presentationFrameInWindow.offsetBy(dx: pane.minX, dy: pane.minY) }
        func box(_ f: Rect, _ width: Double, _ color: Color) {
            canvas.strokePolyline([Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.minY), Point(x: f.maxX, y: f.maxY),
                                   Point(x: f.minX, y: f.maxY), Point(x: f.minX, y: f.minY)], width: width, color: color)
        }
        func outline(_ view: View, depth: Int) {
            guard !view.isHidden, view.presentationAlpha > 0.01 else { return }
            box(frameOnScreen(view), stroke, palette[depth % palette.count].withAlpha(0.45))
            for child in view.subviews { outline(child, depth: depth + 1) }
        }
        outline(simulator.window.rootView, depth: 0)
        if let hovered = simulator.inspector.hovered, hovered !== simulator.inspector.selected {
            let f = frameOnScreen(hovered)
            canvas.fill(f, color: Color.systemBlue.withAlpha(0.18))
            box(f, m.points(2), .systemBlue)
        }
        if let selected = simulator.inspector.selected {
            let f = frameOnScreen(selected)
            canvas.fill(f, color: Color.systemOrange.withAlpha(0.2))
            box(f, m.points(2), .systemOrange)
        }
        let config = simulator.configuration
        var lines = simulator.inspector.subject.map(describe) ?? ["Hover to inspect · click selects · ↑ ↓ walk · Esc clears"]
        lines.append("\(config.device.name) · \(config.orientation.rawValue)"
                     + (config.multitasking == .full ? "" : " · \(config.multitasking.rawValue)")
                     + " · \(config.sizeClasses) · pane \(Int(pane.width))×\(Int(pane.height)) pt")
        var status = String(format: "frame %.2f ms · zoom %d %%", simulator.lastFrameMilliseconds, Int(simulator.zoom * 100))
        if let t = simulator.activeTransition {
            status += " · \(t.kind)\(t.interactive ? " (interactive)" : "") \(Int((t.percent * 100).rounded())) %"
        }
        lines.append(status)
        let pad = m.points(6)
        let width = min(m.screen.width - 2 * pad, (lines.map { canvas.measurer.width(of: $0, font: m.bodyFont) }.max() ?? 0) + 2 * pad)
        let panel = Rect(x: pad, y: m.screen.height - Double(lines.count) * m.lineHeight - 3 * pad, width: width,
                         height: Double(lines.count) * m.lineHeight + 2 * pad)
        canvas.fillRoundedRect(panel, radius: m.points(6), color: Color(r: 0, g: 0, b: 0, a: 0.85))
        canvas.withClip(panel) {
            for (i, line) in lines.enumerated() {
                canvas.drawText(line, font: i == 0 && simulator.inspector.subject != nil ? m.boldFont : m.bodyFont,
                                color: .white, at: Point(x: panel.minX + pad, y: panel.minY + pad + Double(i) * m.lineHeight))
            }
        }
    }

    static let palette: [Color] = [
        Color(r: 255, g: 45, b: 85), Color(r: 0, g: 122, b: 255), Color(r: 52, g: 199, b: 89),
        Color(r: 255, g: 149, b: 0), Color(r: 175, g: 82, b: 222),
    ]
}
