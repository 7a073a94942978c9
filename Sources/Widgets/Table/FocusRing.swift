import Foundation
import Render

/// The keyboard focus mark on a table row: a tinted rounded fill with a 2 pt tinted outline, inset from
/// the row's edges. iPadOS marks a focused list row with a rounded tinted highlight; an outline stays
/// recognisable over a selected (grey) row too, so focus and selection can both show.
@MainActor
enum FocusRing {
    static let inset = 3.0
    static let radius = 8.0
    static let lineWidth = 2.0
    static let tint = Color.systemBlue

    static func draw(around bounds: Rect, in canvas: Canvas) {
        let rect = bounds.inset(dx: inset, dy: inset)
        guard rect.width > 2 * radius, rect.height > 2 * radius else { return }
        canvas.fillRoundedRect(rect, radius: radius, color: tint.withAlpha(0.12))
        let half = lineWidth / 2
        canvas.strokePolyline(outline(rect.inset(dx: half, dy: half), radius: radius - half), width: lineWidth, color: tint)
    }

    /// A closed rounded rectangle as a polyline, each corner a quarter circle in `segments` steps.
    static func outline(_ r: Rect, radius: Double, segments: Int = 6) -> [Point] {
        let corners: [(Point, Double)] = [
            (Point(x: r.maxX - radius, y: r.minY + radius), -Double.pi / 2),
            (Point(x: r.maxX - radius, y: r.maxY - radius), 0),
            (Point(x: r.minX + radius, y: r.maxY - radius), Double.pi / 2),
            (Point(x: r.minX + radius, y: r.minY + radius), Double.pi),
        ]
        var points: [Point] = []
        for (center, start) in corners {
            for step in 0...segments {
                let angle = start + Double(step) / Double(segments) * Double.pi / 2
                points.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
        }
        points.append(points[0])
        return points
    }
}
