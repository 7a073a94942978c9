import Foundation
import Render

/// Symbol-like tab images the toolkit draws itself (SF Symbols are not available): simple outline shapes
/// in a square box, tinted like template images.
public enum TabSymbol: String, Sendable, CaseIterable {
    case tray, gear, star, person, clock

    /// Draws the symbol filling `rect` (square) in `color`.
    @MainActor public func draw(in rect: Rect, color: Color, canvas: Canvas) {
        let s = min(rect.width, rect.height), x0 = rect.midX - s / 2, y0 = rect.midY - s / 2
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x0 + x * s, y: y0 + y * s) }
        let line = max(1.5, s / 14)
        switch self {
        case .tray:
            canvas.strokePolyline([p(0.08, 0.55), p(0.22, 0.15), p(0.78, 0.15), p(0.92, 0.55), p(0.92, 0.85),
                                   p(0.08, 0.85), p(0.08, 0.55)], width: line, color: color)
            canvas.strokePolyline([p(0.08, 0.55), p(0.34, 0.55), p(0.4, 0.66), p(0.6, 0.66), p(0.66, 0.55), p(0.92, 0.55)],
                                  width: line, color: color)
        case .gear:
            var outer: [Point] = []
            let teeth = 8
            for i in 0..<(teeth * 4) {
                let a = Double(i) / Double(teeth * 4) * 2 * .pi
                let r = (i % 4 < 2) ? 0.46 : 0.36
                outer.append(p(0.5 + r * cos(a), 0.5 + r * sin(a)))
            }
            canvas.strokePolyline(outer + [outer[0]], width: line, color: color)
            var hole: [Point] = []
            for i in 0...16 {
                let a = Double(i) / 16 * 2 * .pi
                hole.append(p(0.5 + 0.14 * cos(a), 0.5 + 0.14 * sin(a)))
            }
            canvas.strokePolyline(hole, width: line, color: color)
        case .star:
            var pts: [Point] = []
            for i in 0..<10 {
                let a = -Double.pi / 2 + Double(i) * .pi / 5
                let r = i % 2 == 0 ? 0.48 : 0.2
                pts.append(p(0.5 + r * cos(a), 0.52 + r * sin(a)))
            }
            canvas.fillPolygon(pts, color: color)
        case .person:
            var head: [Point] = []
            for i in 0..<16 {
                let a = Double(i) / 16 * 2 * .pi
                head.append(p(0.5 + 0.2 * cos(a), 0.3 + 0.2 * sin(a)))
            }
            canvas.fillPolygon(head, color: color)
            canvas.fillPolygon([p(0.12, 0.92), p(0.22, 0.62), p(0.78, 0.62), p(0.88, 0.92)], color: color)
        case .clock:
            var ring: [Point] = []
            for i in 0...24 {
                let a = Double(i) / 24 * 2 * .pi
                ring.append(p(0.5 + 0.44 * cos(a), 0.5 + 0.44 * sin(a)))
            }
            canvas.strokePolyline(ring, width: line, color: color)
            canvas.strokePolyline([p(0.5, 0.22), p(0.5, 0.5), p(0.7, 0.62)], width: line, color: color)
        }
    }
}
