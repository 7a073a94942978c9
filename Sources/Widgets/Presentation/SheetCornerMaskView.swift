import Foundation
import Render

/// Rounds a page sheet's top corners. Canvas clipping is rectangular, so the presented view's children
/// (a navigation bar) would draw square corners over its rounded background; this view, laid over the
/// sheet and moving with it, paints the two corner wedges in the colour behind them instead. Behind a
/// compact page sheet's top corners is the black around the scaled-back presenter, under the dimming, so
/// the colour is known; other styles show the presenter there and are left square.
@MainActor
final class SheetCornerMaskView: View {
    var color = Color.black { didSet { if color != oldValue { setNeedsDisplay() } } }
    var radius = PresentationController.cornerRadius

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        identifier = "presentation-corners"
        isUserInteractionEnabled = false
    }
    /// Required by View. The toolkit makes this part only from its sheet presentation, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func draw(in canvas: Canvas) {
        let r = radius, w = bounds.width
        guard r > 0, w >= 2 * r else { return }
        // Each wedge as triangles fanned from the corner (the canvas fills convex polygons).
        let steps = 8
        for (corner, center, from) in [(Point(x: 0, y: 0), Point(x: r, y: r), Double.pi),
                                       (Point(x: w, y: 0), Point(x: w - r, y: r), 1.5 * Double.pi)] {
            var previous = Point(x: center.x + r * cos(from), y: center.y + r * sin(from))
            for i in 1...steps {
                let a = from + Double(i) / Double(steps) * Double.pi / 2
                let next = Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
                canvas.fillPolygon([corner, previous, next], color: color)
                previous = next
            }
        }
    }
}
