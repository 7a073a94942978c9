import Render

extension View {
    /// The view's layer (UIView.layer), made on first use: a view that never reads it draws exactly as
    /// before.
    public var layer: Layer {
        if let layer = layerStorage { return layer }
        let layer = Layer(view: self)
        layerStorage = layer
        return layer
    }

    /// The layer's anchor point, the centre for a view without a layer.
    var anchorPoint: Point { layerStorage?.anchorPoint ?? Point(x: 0.5, y: 0.5) }

    /// UIKit keeps `position` (the centre) when the anchor point moves, so the frame moves.
    func anchorPointChanged() {
        superview?.setNeedsDisplay()
        setNeedsDisplay()
    }

    /// The subviews back to front: in order, unless a layer's `zPosition` lifts one (stable for equals),
    /// which drawing and hit testing both follow, as Core Animation does.
    var subviewsInDrawingOrder: [View] {
        // A loop, not contains(where:): a closure formed on the main actor checks its executor on every call,
        // and this runs for every view drawn.
        var raised = false
        for view in subviews where (view.layerStorage?.zPosition ?? 0) != 0 { raised = true; break }
        guard raised else { return subviews }
        return subviews.enumerated().sorted {
            let a = $0.element.layerStorage?.zPosition ?? 0, b = $1.element.layerStorage?.zPosition ?? 0
            return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
    }
}

extension Layer {
    /// The outline the shadow and border follow: the bounds with the corner radius.
    func outline(_ bounds: Rect) -> LayerPath { .roundedRect(bounds, radius: cornerRadius) }

    /// The Gaussian's standard deviation per point of `shadowRadius`: 1. Design tools' CSS-style blur is
    /// twice `shadowRadius` (the conversion Sketch and Zeplin shadows are given to CALayer with,
    /// `shadowRadius = blur / 2`, said to match pixel for pixel), and CSS's blur radius is twice the standard
    /// deviation (CSS Backgrounds and Borders 3, "shadow-blur"; Chromium's and Gecko's shadows use σ = blur / 2),
    /// so σ = shadowRadius.
    static let shadowSigmaPerRadius = 1.0

    /// Soft shadow under the layer (before its background), as Core Animation casts it: the shape is
    /// `shadowPath` when set, else the alpha of what the layer draws (`contents`: its background, content,
    /// sublayers and border; Layer+ContentShadow), moved by the offset, its colour's alpha multiplied by
    /// `shadowOpacity`, blurred by a Gaussian (`shadowSigmaPerRadius`). `masksToBounds` removes it, as on iOS.
    func drawShadow(in canvas: Canvas, bounds: Rect, contents: () -> Void) {
        let shadowOpacity = presented(.shadowOpacity, shadowOpacityValue), shadowRadius = presented(.shadowRadius, shadowRadius)
        guard shadowOpacity > 0, shadowColor.alpha > 0, !masksToBounds, !isHidden else { return }
        let color = shadowColor.withAlpha(shadowColor.alpha * min(1, shadowOpacity))
        let sigma = max(0, shadowRadius) * Self.shadowSigmaPerRadius
        let radius = presented(.cornerRadius, cornerRadius)
        let rounded = ShadowShape.roundedRect(bounds, radius: radius)
        if let path = shadowPath {
            let shape = ShadowShape.polygons(path.polylines.map(\.points), evenOdd: false)
            return canvas.fillShadow(shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height), sigma: sigma, color: color)
        }
        let background = (view?.backgroundProperty.presentation ?? backgroundProperty.presentation).resolved(for: canvas.appearance)
        let caster = shadowCaster(bounds: bounds, radius: radius, background: background)
        if caster.isBackgroundOnly || castsBoundsShadow {
            return canvas.fillShadow(rounded.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height), sigma: sigma, color: color)
        }
        let (owner, version) = shadowOwner
        canvas.fillShadow(ofContent: owner, version: version, rect: caster.extent, sigma: sigma, color: color,
                          offset: shadowOffset, fallback: rounded, contents: contents)
    }

    /// The sublayers (above the view's content and subviews, as sublayers added after them are), then the
    /// border, which Core Animation composites above everything the layer holds.
    func drawSublayersAndBorder(in canvas: Canvas, bounds: Rect) {
        for sublayer in codeSublayers.enumerated().sorted(by: {
            $0.element.zPosition != $1.element.zPosition ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
        }).map(\.element) {
            sublayer.render(in: canvas)
        }
        drawBorder(in: canvas, bounds: bounds)
    }

    func drawBorder(in canvas: Canvas, bounds: Rect) {
        let borderWidth = presented(.borderWidth, borderWidth)
        guard borderWidth > 0, borderColor.alpha > 0 else { return }
        let inner = bounds.inset(dx: borderWidth / 2, dy: borderWidth / 2)
        var points = LayerPath.roundedRect(inner, radius: max(0, cornerRadius - borderWidth / 2)).points
        if let first = points.first { points.append(first) }
        canvas.strokePolyline(points, width: borderWidth, color: borderColor)
    }

    /// Draws a layer made by code at its presentation frame in its superlayer's coordinates.
    package func render(in canvas: Canvas) {
        let frame = frameProperty.presentation
        let opacity = opacityProperty.presentation
        guard !isHidden, opacity > 0.001 else { return }
        let bounds = Rect(origin: ownBoundsOrigin, size: frame.size)
        let transform = ownTransformProperty.presentation
        let plain = transform.isIdentity && ownBoundsOrigin == .zero
        canvas.pushTransform(plain ? Transform(translationX: frame.minX, translationY: frame.minY)
                                   : transformToSuperlayer(frame: frame, transform: transform))
        defer { canvas.popTransform() }
        if opacity < 0.999 { canvas.pushOpacity(opacity) }
        defer { if opacity < 0.999 { canvas.popOpacity() } }
        let mask = maskStorage
        if let mask { canvas.pushMaskOrClip(mask.maskExtent) { mask.maskCoverage(at: $0) } }
        defer { if mask != nil { canvas.popMaskOrClip() } }
        let contents = {
            let background = self.backgroundProperty.presentation
            let cornerRadius = self.presented(.cornerRadius, self.cornerRadius)
            if background.alpha > 0 { canvas.fillRoundedRect(bounds, radius: cornerRadius, color: background) }
            if self.masksToBounds { canvas.pushClip(bounds) }
            self.drawContent(in: canvas, bounds: bounds)
            self.drawSublayersAndBorder(in: canvas, bounds: bounds)
            if self.masksToBounds { canvas.popClip() }
        }
        drawShadow(in: canvas, bounds: bounds, contents: contents)
        contents()
    }
}

extension Layer {
    /// The tree JSON's "layer" object: only what differs from CALayer's defaults, presentation values
    /// for animatable ones, and each sublayer's type (with `strokeEnd` for shapes).
    var treeNode: JSONValue {
        var pairs: [(String, JSONValue)] = []
        if view == nil {
            pairs.append(("type", .string(ViewTree.typeName(of: self))))
            pairs.append(("frame", .rect(frameProperty.presentation)))
            if opacityProperty.presentation != 1 { pairs.append(("opacity", .number(opacityProperty.presentation))) }
        }
        if borderWidth > 0 { pairs.append(("borderWidth", .number(borderWidth))) }
        if shadowOpacityValue > 0 { pairs.append(("shadowOpacity", .number(shadowOpacityValue))) }
        if anchorPoint != Point(x: 0.5, y: 0.5) { pairs.append(("anchorPoint", .point(anchorPoint))) }
        if zPosition != 0 { pairs.append(("zPosition", .number(zPosition))) }
        if let shape = self as? ShapeLayer { pairs.append(("strokeEnd", .number(shape.strokeEndProperty.presentation))) }
        let own = codeSublayers
        if !own.isEmpty { pairs.append(("sublayers", .array(own.map(\.treeNode)))) }
        return .object(pairs)
    }
}
