import Foundation
import Render

/// A layer that draws a path (CAShapeLayer): filled by its fill rule, then stroked from `strokeStart` to
/// `strokeEnd`, the latter animatable, so a stroke can draw itself on (a progress ring, a checkmark). Open,
/// as CAShapeLayer is, for code that subclasses it (`class RingLayer: CAShapeLayer`).
@preconcurrency @MainActor
open class ShapeLayer: Layer {
    /// The path, kept as a snapshot: Core Animation treats the path it is given as immutable, so a
    /// CGMutablePath changed after being assigned does not change the layer until it is assigned again.
    public var path: GraphicsPath? {
        get { storedPath }
        set {
            let snapshot = newValue?.copy()
            guard snapshot != storedPath else { return }
            storedPath = snapshot
            changed()
        }
    }
    private var storedPath: GraphicsPath?
    /// CAShapeLayer's defaults: fill black, no stroke, line width 1, nonzero fill, butt caps, miter joins
    /// with a limit of 10.
    public var fillColor: Color? = .black { didSet { if fillColor != oldValue { changed() } } }
    public var strokeColor: Color? { didSet { if strokeColor != oldValue { changed() } } }
    public var lineWidth = 1.0 { didSet { if lineWidth != oldValue { changed() } } }
    public var strokeStart = 0.0 { didSet { if strokeStart != oldValue { changed() } } }
    public var fillRule = ShapeFillRule.nonZero { didSet { if fillRule != oldValue { changed() } } }
    /// Drawn: butt ends stop at the end points, round ones add a half disc, square ones half a square.
    public var lineCap = ShapeLineCap.butt { didSet { if lineCap != oldValue { changed() } } }
    /// Drawn: miter (the default), round or bevel corners.
    public var lineJoin = ShapeLineJoin.miter { didSet { if lineJoin != oldValue { changed() } } }
    /// The longest miter drawn, as miter length ÷ line width (CAShapeLayer's default 10); a sharper corner
    /// is bevelled.
    public var miterLimit = 10.0 { didSet { if miterLimit != oldValue { changed() } } }
    /// Dash and gap lengths along the stroke, repeated (CAShapeLayer.lineDashPattern; nil or empty draws a
    /// solid line).
    public var lineDashPattern: [NSNumber]? { didSet { if lineDashPattern != oldValue { changed() } } }
    /// How far into the dash pattern the stroke starts (CAShapeLayer.lineDashPhase).
    public var lineDashPhase = 0.0 { didSet { if lineDashPhase != oldValue { changed() } } }
    let strokeEndProperty = AnimatedProperty(1.0)

    public override init() {
        super.init()
        strokeEndProperty.presentationDidChange = { [weak self] in self?.changed() }
    }

    /// CALayer.init(layer:) (see Layer's): a fresh shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        strokeEndProperty.presentationDidChange = { [weak self] in self?.changed() }
    }

    /// The fraction of the path's length the stroke ends at (0…1, default 1); animatable.
    public var strokeEnd: Double {
        get { strokeEndProperty.model }
        set { setAnimatable(strokeEndProperty, min(1, max(0, newValue))) }
    }

    open override func presentation() -> Layer? {
        let copy = ShapeLayer()
        copyPresentation(into: copy)
        copy.storedPath = storedPath
        copy.fillColor = fillColor
        copy.strokeColor = strokeColor
        copy.lineWidth = lineWidth
        copy.strokeStart = strokeStart
        copy.fillRule = fillRule
        copy.lineCap = lineCap
        copy.lineJoin = lineJoin
        copy.miterLimit = miterLimit
        copy.lineDashPattern = lineDashPattern
        copy.lineDashPhase = lineDashPhase
        copy.strokeEndProperty.reset(to: strokeEndProperty.presentation)
        return copy
    }

    /// The path's box and half the stroke's width around it (a miter can reach further; a blur hides that).
    override func contentExtent(bounds: Rect) -> Rect {
        guard let path = storedPath, !path.isEmpty else { return bounds }
        let half = strokeColor == nil ? 0 : lineWidth / 2
        return bounds.hull(with: path.boundingBox.inset(dx: -half, dy: -half))
    }

    open override func drawContent(in canvas: Canvas, bounds: Rect) {
        guard let path = storedPath, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 { path.fill(in: canvas, color: fillColor, evenOdd: fillRule == .evenOdd) }
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0 {
            let pieces = ShapeStroke.pieces(of: path.polylines, from: strokeStart, to: strokeEndProperty.presentation,
                                            pattern: (lineDashPattern ?? []).map(\.doubleValue), phase: lineDashPhase)
            for piece in pieces where piece.points.count > 1 {
                let style = StrokeStyle(cap: lineCap.lineCap, join: lineJoin.lineJoin, miterLimit: miterLimit, isClosed: piece.isClosed)
                canvas.strokePolyline(piece.points, width: lineWidth, color: strokeColor, style: style)
            }
        }
    }
}
