import Render

/// A layer that draws a path (CAShapeLayer): filled, then stroked from `strokeStart` to `strokeEnd`,
/// the latter animatable, so a stroke can draw itself on (a progress ring, a checkmark).
@preconcurrency @MainActor
public final class ShapeLayer: Layer {
    public var path: LayerPath? { didSet { if path != oldValue { changed() } } }
    /// CAShapeLayer's defaults: fill black, no stroke, line width 1.
    public var fillColor: Color? = .black { didSet { if fillColor != oldValue { changed() } } }
    public var strokeColor: Color? { didSet { if strokeColor != oldValue { changed() } } }
    public var lineWidth = 1.0 { didSet { if lineWidth != oldValue { changed() } } }
    public var strokeStart = 0.0 { didSet { if strokeStart != oldValue { changed() } } }
    let strokeEndProperty = AnimatedProperty(1.0)

    public override init() {
        super.init()
        strokeEndProperty.presentationDidChange = { [weak self] in self?.changed() }
    }

    /// The fraction of the path's length the stroke ends at (0…1, default 1); animatable.
    public var strokeEnd: Double {
        get { strokeEndProperty.model }
        set { setAnimatable(strokeEndProperty, min(1, max(0, newValue))) }
    }

    public override func presentation() -> Layer? {
        let copy = ShapeLayer()
        copyPresentation(into: copy)
        copy.path = path
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.lineWidth = lineWidth
        copy.strokeStart = strokeStart
        copy.strokeEndProperty.reset(to: strokeEndProperty.presentation)
        return copy
    }

    public override func drawContent(in canvas: Canvas, bounds: Rect) {
        guard let path, !path.points.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0, path.points.count > 2 { canvas.fillPolygon(path.points, color: fillColor) }
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0 {
            let stroke = path.trimmed(from: strokeStart, to: strokeEndProperty.presentation)
            if stroke.count > 1 { canvas.strokePolyline(stroke, width: lineWidth, color: strokeColor) }
        }
    }
}
