/// What a soft shadow is cast by, in the canvas's current coordinates: Core Animation blurs the shadow's
/// shape, which is the layer's `shadowPath` when it has one and its rounded background otherwise
/// (CALayer.shadowPath's documentation).
public enum ShadowShape: Hashable, Sendable {
    /// A rectangle with its corners rounded by `radius` (0: square): a layer's background.
    case roundedRect(Rect, radius: Double)
    /// Closed outlines filled by the nonzero winding rule, or even-odd when `evenOdd`: a `shadowPath`,
    /// curves already flattened.
    case polygons([[Point]], evenOdd: Bool)

    /// The same shape moved by (`dx`, `dy`): a shadow's offset.
    public func offsetBy(dx: Double, dy: Double) -> ShadowShape {
        switch self {
        case let .roundedRect(rect, radius): .roundedRect(rect.offsetBy(dx: dx, dy: dy), radius: radius)
        case let .polygons(outlines, evenOdd):
            .polygons(outlines.map { $0.map { Point(x: $0.x + dx, y: $0.y + dy) } }, evenOdd: evenOdd)
        }
    }
}

extension Canvas {
    /// Canvases without pixels cannot blur: they draw the shape itself in the shadow's colour (each outline
    /// as the convex polygon a recording needs), so what a recording shows is where the shadow lies.
    public func fillShadow(_ shape: ShadowShape, sigma: Double, color: Color) {
        switch shape {
        case let .roundedRect(rect, radius): fillRoundedRect(rect, radius: radius, color: color)
        case let .polygons(outlines, _): for outline in outlines where outline.count > 2 { fillPolygon(outline, color: color) }
        }
    }
}

extension Canvas {
    /// Canvases without pixels have no alpha to read: they cast `fallback`, and a recording shows where the
    /// shadow lies without drawing the content twice.
    public func fillShadow(ofContent owner: AnyObject, version: UInt64, rect: Rect, sigma: Double, color: Color,
                           offset: Size, fallback: ShadowShape, contents: () -> Void) {
        fillShadow(fallback.offsetBy(dx: offset.width, dy: offset.height), sigma: sigma, color: color)
    }
}
