/// How a screen of `points` is shown in a window whose drawable is `output` pixels: as large as fits with
/// its aspect kept, centred, the rest black. A window at its natural size (points × zoom) is the zoom with
/// no bars; one resized by hand scales the device screen to fit, as the iOS Simulator's window does, and
/// the pointer is mapped back through the same scale and offset so a click lands where it is drawn.
package struct Letterbox: Equatable, Sendable {
    /// Output pixels per point.
    public let scale: Double
    /// The screen's top-left corner in output pixels.
    public let origin: Point

    /// `zoom` is the scale asked for: when the output is `points × zoom` rounded to whole pixels (the
    /// window at its natural size) it is used exactly, rather than the ratio of the rounded sizes.
    public init(points: Size, output: Size, zoom: Double? = nil) {
        if let zoom, (points.width * zoom).rounded() == output.width,
           (points.height * zoom).rounded() == output.height {
            scale = zoom
            origin = Point(x: 0, y: 0)
            return
        }
        guard points.width > 0, points.height > 0, output.width > 0, output.height > 0 else {
            scale = 1
            origin = Point(x: 0, y: 0)
            return
        }
        let s = min(output.width / points.width, output.height / points.height)
        scale = s
        // Whole pixels, so a window at its natural size has no offset and text stays on the pixel grid.
        origin = Point(x: ((output.width - points.width * s) / 2).rounded(.down),
                       y: ((output.height - points.height * s) / 2).rounded(.down))
    }

    /// A window position in output pixels as a screen point.
    public func point(fromPixels p: Point) -> Point {
        Point(x: (p.x - origin.x) / scale, y: (p.y - origin.y) / scale)
    }
}
