import Render
import Widgets

extension Simulator {
    /// Draws one frame of the whole screen in screen points: the app's pane, the other app beside it in
    /// Split View, the status bar, the display's shape (rounded corners, notch or Dynamic Island, home
    /// indicator), then the overlays (the desktop's `chrome`, left out of screenshots).
    func draw(in canvas: Canvas, chrome showsChrome: Bool = true) {
        let screen = Rect(size: screenSize)
        let pane = paneFrame
        canvas.appearance = window.appearance
        canvas.fill(screen, color: .systemBackground)
        canvas.withClip(pane) {
            canvas.withTranslation(x: pane.minX, y: pane.minY) { window.draw(in: canvas) }
        }
        if pane.width < screen.width { drawOtherApp(besides: pane, in: canvas) }
        if showsStatusBar {
            let light = window.rootViewController?.presentationShown?.showsLightStatusBar ?? false
            StatusBar.draw(in: canvas, screen: screen, configuration: configuration,
                           look: StatusBarLook(window: window, light: light))
        }
        ScreenShapeDrawing.draw(in: canvas, configuration: configuration)
        guard showsChrome else { return }
        let chrome = ChromeMetrics(zoom: zoom, screen: screen)
        canvas.withClip(screen) {
            drawTwoFingers(in: canvas, pane: pane)
            if showsInspector { Inspector.draw(simulator: self, in: canvas, metrics: chrome) }
            if showsAccessibilityInspector { AccessibilityInspector.draw(simulator: self, in: canvas, metrics: chrome) }
            if showsHelp {
                HelpOverlay.draw(window.keyCommandGroups, screenshotDirectory: screenshotDirectory, in: canvas,
                                 metrics: chrome)
            }
            if let hint { HintToast.draw(hint.text, in: canvas, metrics: chrome) }
        }
    }

    /// The two fingers of an Alt+drag as grey discs, as the iOS Simulator shows them (28 pt across [EST]).
    private func drawTwoFingers(in canvas: Canvas, pane: Rect) {
        let fingers = window.activeTouchPoints
        guard fingers.count == 2 else { return }
        for f in fingers {
            canvas.fillRoundedRect(Rect(x: pane.minX + f.x - 14, y: pane.minY + f.y - 14, width: 28, height: 28),
                                   radius: 14, color: Color(r: 128, g: 128, b: 128, a: 0.5))
        }
    }

    /// Split View: a black 10 pt divider with a grabber, and a neutral grey pane for the other app.
    private func drawOtherApp(besides pane: Rect, in canvas: Canvas) {
        let divider = Rect(x: pane.maxX, y: 0, width: 10, height: screenSize.height)
        canvas.fill(divider, color: .black)
        canvas.fillRoundedRect(Rect(x: divider.midX - 2, y: divider.midY - 30, width: 4, height: 60), radius: 2,
                               color: Color(r: 120, g: 120, b: 128))
        let other = Rect(x: divider.maxX, y: 0, width: screenSize.width - divider.maxX, height: screenSize.height)
        canvas.fill(other, color: .systemGray6)
        let font = Font(size: 15, weight: .medium)
        let text = "Other app"
        let w = canvas.measurer.width(of: text, font: font)
        canvas.drawText(text, font: font, color: .systemGray, at: Point(x: other.midX - w / 2, y: other.midY - 9))
    }
}

/// Sizes for simulator chrome (overlays, hints), which belongs to the desktop rather than the device: it
/// is sized in window pixels, so it stays readable at 50 % zoom.
struct ChromeMetrics {
    let zoom: Double
    let screen: Rect
    /// Shrinks everything (the help card on a small screen).
    var pixelScale = 1.0

    /// Points that come out as `pixels` window pixels.
    func points(_ pixels: Double) -> Double { pixels * pixelScale / max(zoom, 0.1) }
    var bodyFont: Font { Font(size: points(13)) }
    var boldFont: Font { Font(size: points(13), weight: .semibold) }
    var lineHeight: Double { points(17) }
}
