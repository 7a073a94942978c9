import Foundation
import Render

/// The status bar's connection glyphs: the cellular signal (four bars rising left to right, all full) and
/// Wi-Fi (a dot-topped wedge and two arcs fanning upward), in the label colour, as iOS draws them beside
/// the battery.
extension StatusBar {
    /// Signal bars on a notched iPhone are larger, as iOS draws them in the ears.
    struct GlyphMetrics {
        let barWidth: Double
        let barGap: Double
        let barHeights: [Double]
        /// The Wi-Fi fan's radius (its height) and arc thickness.
        let wifiRadius: Double
        let wifiStroke: Double

        static let regular = GlyphMetrics(barWidth: 3, barGap: 1.5, barHeights: [3.5, 5.5, 7.5, 10],
                                          wifiRadius: 10, wifiStroke: 1.8)
        static let notched = GlyphMetrics(barWidth: 3, barGap: 2, barHeights: [4, 6.5, 9, 11.5],
                                          wifiRadius: 11.5, wifiStroke: 2.1)

        var signalWidth: Double { Double(barHeights.count) * barWidth + Double(barHeights.count - 1) * barGap }
        /// The fan spans ±45° around straight up.
        var wifiWidth: Double { 2 * wifiRadius * sin(.pi / 4) }
    }

    /// Draws the signal bars with their bottom-left corner at (`x`, `bottom`); returns the right edge.
    @MainActor @discardableResult
    static func drawSignal(in canvas: Canvas, x: Double, bottom: Double, metrics m: GlyphMetrics, color: Color = .black) -> Double {
        var left = x
        for h in m.barHeights {
            canvas.fillRoundedRect(Rect(x: left, y: bottom - h, width: m.barWidth, height: h), radius: 0.75, color: color)
            left += m.barWidth + m.barGap
        }
        return left - m.barGap
    }

    /// Draws the Wi-Fi fan with its point at (`centerX`, `bottom`): a filled inner wedge and two arcs.
    @MainActor
    static func drawWiFi(in canvas: Canvas, centerX: Double, bottom: Double, metrics m: GlyphMetrics, color: Color = .black) {
        let center = Point(x: centerX, y: bottom)
        func point(_ radius: Double, _ angle: Double) -> Point {
            Point(x: center.x + radius * cos(angle), y: center.y - radius * sin(angle))
        }
        let angles = stride(from: Double.pi / 4, through: 3 * Double.pi / 4 + 1e-9, by: Double.pi / 16).map { $0 }
        let band = m.wifiRadius / 3
        // The inner wedge, filled to the point.
        canvas.fillPolygon([center] + angles.map { point(band * 1.15, $0) }, color: color)
        for i in [2.0, 3.0] {
            let r = band * i - m.wifiStroke / 2
            canvas.strokePolyline(angles.map { point(r, $0) }, width: m.wifiStroke, color: color)
        }
    }
}
