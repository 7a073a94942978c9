import Render

extension View {
    /// A background that is a pattern colour (UIColor(patternImage:)): the image tiled from the bounds'
    /// origin, as UIKit phases a pattern at the origin of the view's drawing, inside the rounded corners
    /// when the view has them. The occlusion map counts it as opaque only when every pixel of the image is
    /// (Color+Pattern's alpha), so what is behind a pattern with holes is still drawn.
    func fillPatternBackground(_ image: Image, in canvas: Canvas, bounds: Rect) {
        if cornerRadius > 0 { canvas.pushRoundedClip(bounds, radius: cornerRadius, corners: maskedCorners) }
        canvas.fillPattern(bounds, image: image, phase: bounds.origin)
        if cornerRadius > 0 { canvas.popRoundedClip() }
    }
}
