import Render
import Widgets

/// What must hold on every frame of a fuzz run, whatever the input. Each check returns a one-line reason
/// when it fails.
@MainActor
enum FuzzInvariants {
    /// Every presented frame and alpha is a finite number.
    static func finiteGeometry(_ simulator: Simulator) -> String? {
        var problem: String?
        func walk(_ v: View) {
            guard problem == nil else { return }
            let f = v.presentationFrame, b = v.presentationBounds
            if !f.isFinite || !b.isFinite || !v.presentationAlpha.isFinite {
                problem = "\(ViewTree.typeName(of: v))\(v.identifier.map { " #\($0)" } ?? "") has a non-finite frame \(f) or alpha"
            }
            for child in v.subviews { walk(child) }
        }
        walk(simulator.window.rootView)
        return problem
    }

    /// Tables: a visible cell is selected exactly when the table says its row is, and when nothing is
    /// moving and nothing is pressed its selected background shows exactly for selected or highlighted rows.
    static func selectionMatchesHighlight(_ simulator: Simulator, settled: Bool) -> String? {
        var problem: String?
        func walk(_ v: View) {
            guard problem == nil else { return }
            if let table = v as? TableView {
                let selected = Set(table.indexPathsForSelectedRows)
                for path in table.indexPathsForVisibleRows {
                    guard let cell = table.cellForRow(at: path) else { continue }
                    if cell.isSelected != selected.contains(path) {
                        problem = "row \(path) isSelected=\(cell.isSelected) but the table's selection is \(selected.sorted())"
                        return
                    }
                    if settled && cell.selectionStyle != .none {
                        let expected: Double = cell.isSelected || cell.isHighlighted ? 1 : 0
                        if abs(cell.highlightAlpha - expected) > 1e-6 {
                            problem = "row \(path) settled with highlight alpha \(cell.highlightAlpha.compact), expected \(expected.compact)"
                            return
                        }
                    }
                }
            }
            for child in v.subviews { walk(child) }
        }
        walk(simulator.window.rootView)
        return problem
    }

    /// Everything drawn lies inside the screen once clipping is applied.
    static func drawnInsideScreen(_ simulator: Simulator) -> String? {
        let canvas = BoundsCheckingCanvas(screen: Rect(size: simulator.screenSize))
        simulator.draw(in: canvas)
        return canvas.violation
    }
}

/// A canvas that draws nothing and checks that every primitive, clipped, stays on the screen.
@MainActor
final class BoundsCheckingCanvas: Canvas {
    let measurer: TextMeasuring = FixedTextMeasurer()
    let screen: Rect
    private(set) var violation: String?
    private var transforms: [Transform] = [.identity]
    private var clips: [Rect]

    init(screen: Rect) {
        self.screen = screen
        clips = [Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)]
    }

    private var current: Transform { transforms[transforms.count - 1] }

    private func check(_ rect: Rect, _ what: String) {
        guard violation == nil else { return }
        let r = current.apply(to: rect)
        if !r.isFinite { violation = "\(what) at a non-finite position \(r)"; return }
        let visible = r.intersection(clips[clips.count - 1])
        guard !visible.isEmpty else { return }
        let tolerance = screen.insetBy(dx: -1, dy: -1)
        if visible.minX < tolerance.minX || visible.minY < tolerance.minY || visible.maxX > tolerance.maxX || visible.maxY > tolerance.maxY {
            violation = "\(what) drawn outside the screen at \(visible)"
        }
    }

    private func bounds(of points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        return points.reduce(Rect(origin: first, size: .zero)) { $0.union(Rect(origin: $1, size: Size(width: 0.001, height: 0.001))) }
    }

    func fill(_ rect: Rect, color: Color) { check(rect, "a fill") }
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { check(rect, "a rounded rect") }
    func fillPolygon(_ points: [Point], color: Color) { check(bounds(of: points), "a polygon") }
    func strokePolyline(_ points: [Point], width: Double, color: Color) { check(bounds(of: points), "a line") }
    func fillLinearGradient(_ rect: Rect, from: Color, to: Color, axis: GradientAxis) { check(rect, "a gradient") }
    func drawText(_ text: String, font: Font, color: Color, at origin: Point) {
        check(Rect(origin: origin, size: Size(width: measurer.width(of: text, font: font), height: font.size)), "text '\(text)'")
    }
    func pushClip(_ rect: Rect) { clips.append(clips[clips.count - 1].intersection(current.apply(to: rect))) }
    func popClip() { if clips.count > 1 { clips.removeLast() } }
    func pushOpacity(_ alpha: Double) {}
    func popOpacity() {}
    func pushTransform(_ transform: Transform) { transforms.append(transform.concatenating(current)) }
    func popTransform() { if transforms.count > 1 { transforms.removeLast() } }
}
