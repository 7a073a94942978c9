import Render

extension View {
    /// The transform mapping this view's bounds coordinates into its superview's, from presentation values:
    /// a point p lands at center + transform(p − bounds centre).
    var presentationTransformToSuperview: Transform {
        let b = boundsProperty.presentation
        let c = centerProperty.presentation
        let t = transformProperty.presentation
        return Self.transformToSuperview(bounds: b, center: c, transform: t, anchor: anchorPoint)
    }

    /// The same with model values, for code converting coordinates.
    var modelTransformToSuperview: Transform {
        Self.transformToSuperview(bounds: bounds, center: center, transform: transform, anchor: anchorPoint)
    }

    /// Bounds coordinates to the superview's: the anchor point of the bounds goes to `center`, the
    /// transform acting about it (so a rotation turns the view about its centre, as UIKit's does). The
    /// axis-aligned case keeps the arithmetic it always had, term for term, so positions round the same.
    static func transformToSuperview(bounds b: Rect, center c: Point, transform t: Transform, anchor: Point) -> Transform {
        let qx = b.minX + anchor.x * b.width, qy = b.minY + anchor.y * b.height
        if t.isAxisAligned {
            return Transform(translationX: c.x + t.tx - t.a * qx, translationY: c.y + t.ty - t.d * qy,
                             scaleX: t.a, scaleY: t.d)
        }
        return Transform(a: t.a, b: t.b, c: t.c, d: t.d,
                         tx: c.x + t.tx - (t.a * qx + t.c * qy), ty: c.y + t.ty - (t.b * qx + t.d * qy))
    }

    /// Whether the view draws at all this frame (hidden or fully transparent views and their subtrees don't).
    var isVisibleForDrawing: Bool { !isHidden && alphaProperty.presentation > 0.001 }

    /// Draws this view and its subtree: transform, group opacity, background, clip, own content, children.
    /// Subviews wholly outside a clipping ancestor are skipped, so a table with a million rows costs only
    /// what is on screen.
    public func render(in canvas: Canvas, visible: Rect? = nil) {
        render(in: canvas, visible: visible, occlusion: nil, toRoot: .identity)
    }

    /// `occlusion` (window coordinates) lets opaque content drawn later hide this view's background, so
    /// those pixels are written once; `toRoot` maps the superview's coordinates to the window's.
    /// `toSuper` and `bounds` are `presentationTransformToSuperview` and the presentation bounds when the
    /// superview has just read them (to cull this view), so a frame reads them once per view.
    func render(in canvas: Canvas, visible: Rect?, occlusion: OcclusionMap?, toRoot parentToRoot: Transform,
                toSuper known: (toSuper: Transform, bounds: Rect)? = nil) {
        guard isVisibleForDrawing else { return }
        // This view's place in the drawing order; whatever below is drawn or culled, the next view's place
        // follows this whole subtree.
        let map = occlusion, order = occlusion?.enter() ?? 0
        defer { map?.leave(self, enteredAt: order) }
        let toSuper = known?.toSuper ?? presentationTransformToSuperview
        let toRoot = toSuper.concatenating(parentToRoot)
        // A single-sided layer turned away from the viewer (mirrored on screen) is not drawn (Layer.isDoubleSided).
        if let layer = layerStorage, !layer.isDoubleSided, toRoot.determinant < 0 { return }
        let bounds = known?.bounds ?? boundsProperty.presentation
        var localVisible: Rect?
        if let visible, let fromSuper = toSuper.inverted() { localVisible = fromSuper.apply(to: visible) }
        if let localVisible, !localVisible.overlaps(bounds) && clipsToBounds { return }
        // A turned view is drawn through an offscreen texture (see `Canvas.pushTransform(_:around:)`), so
        // nothing inside it takes part in the window's occlusion.
        let occlusion = toSuper.isAxisAligned ? occlusion : nil
        // A clip fixed in the superview: the view slides under it (ViewClip).
        let fixedClip = clipInSuperview
        if let clip = fixedClip { canvas.pushRoundedClip(clip.rect, radius: clip.radius, corners: clip.corners) }
        defer { if fixedClip != nil { canvas.popRoundedClip() } }
        canvas.pushTransform(toSuper, around: bounds)
        defer { canvas.popTransform() }
        // A controller's view draws its subtree for the controller's traits (a sheet's elevated level).
        // Saved and restored only by the views that change it (every view reading and writing it back cost
        // more than a view's own bookkeeping in a scroll's profile): a subtree leaves it as it found it.
        var outerAppearance: Appearance?
        if let controller = owningController, let window {
            outerAppearance = canvas.appearance
            canvas.appearance = window.appearance(for: controller.traitCollection)
        }
        if interfaceStyleOverride != .unspecified, let window {
            if outerAppearance == nil { outerAppearance = canvas.appearance }
            canvas.appearance = window.appearance(for: traitCollection)
        }
        defer { if let outerAppearance { canvas.appearance = outerAppearance } }
        let alpha = alphaProperty.presentation
        if alpha < 0.999 { canvas.pushOpacity(alpha) }
        defer { if alpha < 0.999 { canvas.popOpacity() } }
        // A layer mask (Layer+Mask) covers everything the view draws, its shadow included.
        let mask = layerStorage?.maskStorage
        if let mask { canvas.pushMaskOrClip(mask.maskExtent) { mask.maskCoverage(at: $0) } }
        defer { if mask != nil { canvas.popMaskOrClip() } }
        if let layer = layerStorage {
            // A shadow without a path is cast by what the view draws (Layer+ContentShadow).
            layer.drawShadow(in: canvas, bounds: bounds) {
                drawContents(in: canvas, bounds: bounds, visible: nil, occlusion: nil, order: order, toRoot: toRoot)
            }
        }
        if backingStore.isEnabled {
            // The store holds the whole subtree, whatever part of it this frame shows.
            canvas.drawBackingStore(owner: self, version: backingStore.version, rect: bounds) {
                drawContents(in: canvas, bounds: bounds, visible: nil, occlusion: nil, order: order, toRoot: toRoot)
            }
        } else {
            drawContents(in: canvas, bounds: bounds, visible: localVisible, occlusion: occlusion, order: order, toRoot: toRoot)
        }
    }

    /// What a view draws inside its transform and opacity group, and what its backing store holds: the
    /// background, the clip, its own content, the subviews, sublayers and border, and the overlay.
    private func drawContents(in canvas: Canvas, bounds: Rect, visible: Rect?, occlusion: OcclusionMap?,
                              order: Int, toRoot: Transform) {
        var localVisible = visible
        let background = backgroundProperty.presentation
        if let pattern = background.patternImage {
            fillPatternBackground(pattern, in: canvas, bounds: bounds)
        } else if background.alpha > 0 {
            // Occluders are axis-aligned window rectangles; a turned view's background is filled whole.
            if let occlusion, toRoot.isAxisAligned, let fromRoot = toRoot.inverted() {
                var parts = occlusion.uncoveredParts(of: toRoot.apply(to: bounds), drawnAt: order)
                if cornerRadius > 0 {
                    if !parts.isEmpty { canvas.fillRoundedRect(bounds, radius: cornerRadius, color: background) }
                } else {
                    // One call for all the parts (SDL fills an opaque colour's in one batch).
                    for i in parts.indices { parts[i] = fromRoot.apply(to: parts[i]) }
                    canvas.fillRects(parts, color: background)
                }
            } else if cornerRadius > 0 {
                canvas.fillRoundedRect(bounds, radius: cornerRadius, color: background)
            } else {
                canvas.fill(bounds, color: background)
            }
        }
        // Rounded corners clip the children too, as a CALayer with cornerRadius and masksToBounds does.
        let roundsClip = clipsToBounds && cornerRadius > 0
        if clipsToBounds {
            if roundsClip { canvas.pushRoundedClip(bounds, radius: cornerRadius, corners: maskedCorners) } else { canvas.pushClip(bounds) }
            localVisible = localVisible.map { $0.overlap(with: bounds) } ?? bounds
        }
        draw(in: canvas)
        let drawSubview = { (child: View) in
            let childBounds = child.boundsProperty.presentation
            let childToSuper = child.presentationTransformToSuperview
            if let localVisible, child.clipsToBounds || child.subviews.isEmpty,
               !childToSuper.apply(to: childBounds).overlaps(localVisible) {
                if child.isVisibleForDrawing { occlusion?.skip(child) }
                return
            }
            child.render(in: canvas, visible: localVisible, occlusion: occlusion, toRoot: toRoot,
                         toSuper: (childToSuper, childBounds))
        }
        // A layer added by code below a subview is drawn in sublayer order (Layer+Tree).
        if let layer = layerStorage, layer.hasCodeLayerBelowSubview {
            layer.drawInterleaved(in: canvas, bounds: bounds, drawSubview: drawSubview)
        } else {
            for child in subviewsInDrawingOrder { drawSubview(child) }
            if let layer = layerStorage { layer.drawSublayersAndBorder(in: canvas, bounds: bounds) }
        }
        drawOverlay(in: canvas)
        if roundsClip { canvas.popRoundedClip() } else if clipsToBounds { canvas.popClip() }
    }

    /// The presentation frame in the superview's coordinates, with the transform applied.
    var presentationExtent: Rect {
        presentationTransformToSuperview.apply(to: boundsProperty.presentation)
    }
}
