import Foundation
import Render

/// The iOS status bar: the time (9:41, as in Apple's marketing pictures), the cellular signal, Wi-Fi and a
/// full battery, placed per device generation by `StatusBarLayout`. Its content is dark in the light
/// appearance and light in the dark one (`UIStatusBarStyle.default`), drawn in the dynamic `label` colour so
/// it follows the appearance cross-fade; light over the black behind a page sheet's card.
enum StatusBar {
    static let time = "9:41"

    /// `look`: the app's bar as its controllers decided it (StatusBarLook); `light` makes its content white
    /// (UIKit's `.lightContent`), as over the black behind a page sheet's card. In Split View the app sets
    /// the look of the bar over its own pane only: the part over the other app keeps the default, so a
    /// light style in a half-width pane does not whiten glyphs over a light neighbour.
    @MainActor
    static func draw(in canvas: Canvas, screen: Rect, configuration: ScreenConfiguration, light: Bool = false,
                     look: StatusBarLook = .standard) {
        guard let layout = StatusBarLayout(device: configuration.device, orientation: configuration.orientation,
                                           measurer: canvas.measurer) else { return }
        var look = look
        if light { (look.color, look.previousColor) = (.white, .white) }
        let pane = configuration.paneFrame
        guard pane.width < screen.width else { return draw(layout, look: look, in: canvas) }
        canvas.withClip(Rect(x: 0, y: 0, width: pane.maxX, height: layout.height)) {
            draw(layout, look: look, in: canvas)
        }
        canvas.withClip(Rect(x: pane.maxX, y: 0, width: screen.width - pane.maxX, height: layout.height)) {
            draw(layout, look: .standard, in: canvas)
        }
    }

    /// The bar in `look`: slid up and faded as it says, its content cross-fading from the previous colour.
    @MainActor
    private static func draw(_ layout: StatusBarLayout, look: StatusBarLook, in canvas: Canvas) {
        guard look.isVisible else { return }
        let saved = canvas.appearance
        if let appearance = look.appearance { canvas.appearance = appearance }
        defer { canvas.appearance = saved }
        let content = {
            guard look.fraction < 1, look.previousColor != look.color else {
                return draw(layout, color: look.color, in: canvas)
            }
            canvas.withOpacity(1 - look.fraction) { draw(layout, color: look.previousColor, in: canvas) }
            canvas.withOpacity(look.fraction) { draw(layout, color: look.color, in: canvas) }
        }
        if look.slide > 0 {
            canvas.withTranslation(x: 0, y: -layout.height * look.slide, content)
        } else if look.opacity < 1 {
            canvas.withOpacity(look.opacity, content)
        } else {
            content()
        }
    }

    @MainActor
    private static func draw(_ layout: StatusBarLayout, color fg: Color, in canvas: Canvas) {
        canvas.drawText(layout.timeText, font: layout.timeFont, color: fg, at: layout.time.origin)
        if let date = layout.date {
            canvas.drawText(StatusBarLayout.dateText, font: layout.timeFont, color: fg, at: date.origin)
        }
        if let carrier = layout.carrier {
            canvas.drawText(StatusBarLayout.carrierText, font: layout.textFont, color: fg, at: carrier.origin)
        }
        if let percent = layout.percent {
            canvas.drawText(StatusBarLayout.percentText, font: layout.textFont, color: fg, at: percent.origin)
        }
        if let signal = layout.signal {
            drawSignal(in: canvas, x: signal.minX, bottom: signal.maxY, metrics: layout.metrics, color: fg)
        }
        drawWiFi(in: canvas, centerX: layout.wifi.midX, bottom: layout.wifi.maxY, metrics: layout.metrics, color: fg)
        drawBattery(layout.battery, in: canvas, color: fg)
    }

    /// A full battery: a translucent outline, the charge inset by 2, and the nib at the right. The outline is
    /// a stroke, not a filled body with a hole, so whatever is under the bar shows through it.
    @MainActor
    static func drawBattery(_ body: Rect, in canvas: Canvas, color: Color) {
        canvas.strokePolyline(roundedOutline(body.inset(dx: 0.5, dy: 0.5), radius: 2.5), width: 1,
                              color: color.withAlpha(0.35))
        canvas.fillRoundedRect(body.inset(dx: 2, dy: 2), radius: 1.5, color: color)
        canvas.fillRoundedRect(Rect(x: body.maxX + 0.5, y: body.midY - 2, width: 1.5, height: 4), radius: 0.75,
                               color: color.withAlpha(0.4))
    }

    /// The closed outline of a rounded rectangle as a polyline (its first point repeated at the end).
    static func roundedOutline(_ r: Rect, radius: Double) -> [Point] {
        let corners = [(Point(x: r.maxX - radius, y: r.minY + radius), -Double.pi / 2),
                       (Point(x: r.maxX - radius, y: r.maxY - radius), 0),
                       (Point(x: r.minX + radius, y: r.maxY - radius), Double.pi / 2),
                       (Point(x: r.minX + radius, y: r.minY + radius), Double.pi)]
        var points: [Point] = []
        for (center, start) in corners {
            for i in 0...4 {
                let angle = start + Double(i) * Double.pi / 8
                points.append(Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
            }
        }
        return points + [points[0]]
    }
}
