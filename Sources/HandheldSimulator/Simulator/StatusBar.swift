import Render

/// The iOS status bar: the time (9:41, as in Apple's marketing shots), the cellular signal, Wi-Fi and a
/// battery, in black on the light appearance. Notched iPhones put the time at the left ear and the
/// glyphs in the right one; older iPhones centre the time with the glyphs at the left; iPads put the
/// time at the left and the glyphs before the battery.
enum StatusBar {
    static let time = "9:41"

    @MainActor
    /// `light`: white glyphs (UIKit's light content), as over the black behind a page sheet's card; otherwise
    /// the default style, which is dark content in the light appearance and light content in the dark.
    static func draw(in canvas: Canvas, screen: Rect, configuration: ScreenConfiguration, light: Bool = false) {
        let fg: Color = light ? .white : .label, bg: Color = light ? .black : .systemBackground
        let height = configuration.device.statusBarHeight(in: configuration.orientation)
        guard height > 0 else { return }
        let notched = configuration.device.statusBarHeight >= 44
        let font = Font(size: notched ? 15 : 12, weight: .semibold)
        let metrics = canvas.measurer.metrics(for: font)
        let timeWidth = canvas.measurer.width(of: time, font: font)
        let textY = ((height - metrics.lineHeight) / 2).rounded()
        // Notched iPhones put the time in the left ear, iPads at the left edge, older iPhones in the middle.
        let x = notched ? 54 - timeWidth / 2 + 6 : configuration.device.isPad ? 16 : (screen.width - timeWidth) / 2
        canvas.drawText(time, font: font, color: fg, at: Point(x: x.rounded(), y: textY))
        // Battery: an outlined body, a nib, and the charge.
        let bodyW = notched ? 25.0 : 22.0, bodyH = notched ? 12.0 : 10.5
        let right = screen.width - (notched ? 16 : 6)
        let body = Rect(x: right - bodyW - 2, y: (height - bodyH) / 2, width: bodyW, height: bodyH)
        canvas.fillRoundedRect(body, radius: 3, color: fg.withAlpha(0.35))
        canvas.fillRoundedRect(body.insetBy(dx: 1, dy: 1), radius: 2.5, color: bg)
        canvas.fillRoundedRect(body.insetBy(dx: 2, dy: 2), radius: 1.5, color: fg)
        canvas.fillRoundedRect(Rect(x: body.maxX + 0.5, y: body.midY - 2, width: 1.5, height: 4), radius: 0.75,
                               color: fg.withAlpha(0.4))
        var glyphsRight = body.minX - 6
        if !notched {
            let pct = "100%"
            let pf = Font(size: 12, weight: .medium)
            let w = canvas.measurer.width(of: pct, font: pf)
            canvas.drawText(pct, font: pf, color: fg, at: Point(x: body.minX - w - 4, y: textY))
            glyphsRight = body.minX - w - 4 - 6
        }
        let m: GlyphMetrics = notched ? .notched : .regular
        let bottom = (height + m.barHeights.last!) / 2
        // Older iPhones show the connection at the left edge; the others just before the battery.
        let signalX = notched || configuration.device.isPad ? glyphsRight - m.wifiWidth - 4 - m.signalWidth : 6
        let signalRight = drawSignal(in: canvas, x: signalX, bottom: bottom, metrics: m, color: fg)
        drawWiFi(in: canvas, centerX: signalRight + 4 + m.wifiWidth / 2, bottom: bottom, metrics: m, color: fg)
    }
}
