import Foundation
import Render

/// Draws a device's display shape over the finished frame, as the glass shows it: black outside the rounded
/// corners, the notch or Dynamic Island over the status bar (turned with the device in landscape), and the
/// home indicator at the bottom. The canvas only clips to rectangles, so the corners are masked instead of
/// clipped: a thick arc stroke covers what lies outside each corner's circle.
enum ScreenShapeDrawing {
    /// The home indicator: dark over the light appearance, light over the dark (iOS adapts it to the content
    /// under it; `label` follows the appearance, cross-fade included).
    static let homeIndicatorColor = Color.label
    /// Arc segments per quarter circle: under a device pixel of chord error for radii up to 62 pt at @3x.
    static let arcSegments = 24

    @MainActor
    static func draw(in canvas: Canvas, configuration: ScreenConfiguration) {
        let device = configuration.device
        let shape = device.shape
        guard shape != .rectangle else { return }
        let screen = configuration.screenSize
        // The masks' round caps reach past the screen's edges; keep them off the window's letterbox.
        canvas.withClip(Rect(size: screen)) {
            drawShape(shape, device: device, configuration: configuration, in: canvas)
        }
    }

    @MainActor
    private static func drawShape(_ shape: ScreenShape, device: Device, configuration: ScreenConfiguration,
                                  in canvas: Canvas) {
        let screen = configuration.screenSize
        if let edge = device.housingEdge(in: configuration.orientation) {
            drawHousing(shape.housing, on: edge, portraitWidth: device.pointSize.width, screen: screen, in: canvas)
        }
        if let indicator = shape.homeIndicator {
            let bar = indicator.frame(in: screen)
            canvas.fillRoundedRect(bar, radius: bar.height / 2, color: homeIndicatorColor)
        }
        let r = shape.cornerRadius
        guard r > 0 else { return }
        let w = screen.width, h = screen.height
        maskCorner(Point(x: 0, y: 0), center: Point(x: r, y: r), radius: r, in: canvas)
        maskCorner(Point(x: w, y: 0), center: Point(x: w - r, y: r), radius: r, in: canvas)
        maskCorner(Point(x: 0, y: h), center: Point(x: r, y: h - r), radius: r, in: canvas)
        maskCorner(Point(x: w, y: h), center: Point(x: w - r, y: h - r), radius: r, in: canvas)
    }

    /// Blackens the part of the square between `corner` and `center` that lies outside the circle of
    /// `radius` around `center`: a stroke whose inner edge is the circle and whose outer edge passes the
    /// corner; its round caps fall outside the square, beyond the screen edge or inside the shape beside it.
    @MainActor
    static func maskCorner(_ corner: Point, center: Point, radius: Double, in canvas: Canvas) {
        let width = radius * (2.0.squareRoot() - 1) + 2
        let middle = radius + width / 2
        let from = atan2(0.0, corner.x - center.x), to = atan2(corner.y - center.y, 0.0)
        var sweep = to - from
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        let points = (0...arcSegments).map { i -> Point in
            let angle = from + sweep * Double(i) / Double(arcSegments)
            return Point(x: center.x + middle * cos(angle), y: center.y + middle * sin(angle))
        }
        canvas.strokePolyline(points, width: width, color: .black)
    }

    /// The housing, drawn in portrait points and turned onto `edge`.
    @MainActor
    private static func drawHousing(_ housing: SensorHousing, on edge: ScreenEdge, portraitWidth: Double,
                                    screen: Size, in canvas: Canvas) {
        let place = Placement(edge: edge, portraitWidth: portraitWidth, screen: screen)
        switch housing {
        case .none:
            return
        case let .dynamicIsland(size, _):
            guard let frame = housing.frame(screenWidth: portraitWidth) else { return }
            canvas.fillRoundedRect(place.rect(frame), radius: size.height / 2, color: .black)
        case let .notch(_, bottomRadius, topRadius):
            guard let frame = housing.frame(screenWidth: portraitWidth) else { return }
            // The body reaches above the top edge so only its lower corners are rounded.
            let body = Rect(x: frame.minX, y: -bottomRadius, width: frame.width, height: frame.height + bottomRadius)
            canvas.fillRoundedRect(place.rect(body), radius: bottomRadius, color: .black)
            // Concave fillets where the notch meets the top edge.
            for (x, outward) in [(frame.minX, -1.0), (frame.maxX, 1.0)] {
                let corner = Point(x: x, y: 0)
                let center = Point(x: x + outward * topRadius, y: topRadius)
                maskCorner(place.point(corner), center: place.point(center), radius: topRadius, in: canvas)
            }
        }
    }

    /// Maps portrait points of the housing onto the screen as the user sees it, the portrait top edge
    /// becoming `edge`: landscape-left turns the device a quarter counterclockwise (its top-left corner to
    /// the bottom-left), landscape-right clockwise.
    struct Placement {
        let edge: ScreenEdge
        let portraitWidth: Double
        let screen: Size

        func point(_ p: Point) -> Point {
            switch edge {
            case .top: p
            case .left: Point(x: p.y, y: portraitWidth - p.x)
            case .right: Point(x: screen.width - p.y, y: p.x)
            case .bottom: Point(x: screen.width - p.x, y: screen.height - p.y)
            }
        }

        func rect(_ r: Rect) -> Rect {
            let a = point(Point(x: r.minX, y: r.minY)), b = point(Point(x: r.maxX, y: r.maxY))
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
        }
    }
}
