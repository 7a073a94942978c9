import Render
import Widgets

/// The picture to zoom: a landscape drawn with polygons (Handheld has no image assets), so zooming shows
/// its edges stay sharp.
final class PictureView: View {
    override func draw(in canvas: Canvas) {
        let b = bounds
        canvas.fillLinearGradient(b, from: Color(hex: 0x6FB7FF), to: Color(hex: 0xE8F4FF), axis: .vertical)
        let sun = Rect(x: b.width * 0.72, y: b.height * 0.14, width: 36, height: 36)
        canvas.fillRoundedRect(sun, radius: 18, color: Color(hex: 0xFFC93C))
        canvas.fillPolygon([Point(x: 0, y: b.height * 0.8), Point(x: b.width * 0.3, y: b.height * 0.3),
                            Point(x: b.width * 0.55, y: b.height * 0.8)], color: Color(hex: 0x5B6C8F))
        canvas.fillPolygon([Point(x: b.width * 0.35, y: b.height * 0.8), Point(x: b.width * 0.65, y: b.height * 0.4),
                            Point(x: b.width, y: b.height * 0.8)], color: Color(hex: 0x7A88A8))
        canvas.fill(Rect(x: 0, y: b.height * 0.8, width: b.width, height: b.height * 0.2), color: Color(hex: 0x5DAE5B))
        for i in 0..<6 {
            let x = b.width * (0.08 + 0.16 * Double(i))
            canvas.fillPolygon([Point(x: x, y: b.height * 0.78), Point(x: x + 8, y: b.height * 0.62),
                                Point(x: x + 16, y: b.height * 0.78)], color: Color(hex: 0x2F7D32))
        }
    }
}
