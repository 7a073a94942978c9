import Render

/// What casts a layer's shadow when it has no `shadowPath`: Core Animation uses "the layer's composited
/// alpha channel" (CALayer.shadowPath's documentation), so a label's glyphs, a transparent image's
/// opaque pixels, a round subview of a clear view each cast their own shape. Where that alpha is exactly
/// the rounded bounds (an opaque background with everything drawn inside it: a card) the rounded rectangle
/// is blurred as a shape; otherwise the canvas blurs the content's alpha (`Canvas.fillShadow(ofContent:)`),
/// kept until the content's version changes.
extension Layer {
    /// Where the layer's content draws and whether its alpha is just the rounded background, worked out
    /// once per contents version (a frame that only moves the layer asks again for nothing).
    struct ShadowCaster {
        var version: UInt64
        var bounds: Rect
        var radius: Double
        var extent: Rect
        var isBackgroundOnly: Bool
    }

    /// The owner and version the canvas keeps a content shadow for: a view's layer's are the view's (its
    /// backing store's version moves whenever its subtree draws differently), a code layer's its own.
    var shadowOwner: (owner: AnyObject, version: UInt64) {
        if let view { return (view, view.backingStore.version) }
        return (self, contentVersion)
    }

    /// The content shadow's caster for `bounds`, from the memo while nothing it depends on changed.
    func shadowCaster(bounds: Rect, radius: Double, background: Color) -> ShadowCaster {
        let version = shadowOwner.version
        if let memo = shadowCasterMemo, memo.version == version, memo.bounds == bounds, memo.radius == radius { return memo }
        let parts = view.map { $0.drawnExtents } ?? [contentExtent(bounds: bounds)] + visibleCodeSublayerExtents
        let opaque = background.alpha >= 1 && !background.isPattern
        var extent = bounds
        for part in parts { extent = extent.hull(with: part) }
        let caster = ShadowCaster(version: version, bounds: bounds, radius: radius, extent: extent,
                                  isBackgroundOnly: opaque && parts.allSatisfy { Self.roundedRect(bounds, radius: radius, contains: $0) })
        shadowCasterMemo = caster
        return caster
    }

    /// The code sublayers' extents in this layer's coordinates.
    var visibleCodeSublayerExtents: [Rect] {
        codeSublayers.filter { !$0.isHidden }.map(\.extentInSuperlayer)
    }

    /// Where a code layer and its sublayers draw, in its superlayer's coordinates (a masking layer: its bounds).
    var extentInSuperlayer: Rect {
        let frame = frameProperty.presentation
        let bounds = Rect(origin: ownBoundsOrigin, size: frame.size)
        let transform = ownTransformProperty.presentation
        let toSuper = transform.isIdentity && ownBoundsOrigin == .zero ? Transform(translationX: frame.minX, translationY: frame.minY)
            : transformToSuperlayer(frame: frame, transform: transform)
        var extent = contentExtent(bounds: bounds)
        if !masksToBounds { for part in visibleCodeSublayerExtents { extent = extent.hull(with: part) } }
        return toSuper.apply(to: masksToBounds ? bounds : extent)
    }

    /// Whether `r` lies inside `bounds` with its corners rounded by `radius` (where a rounded background
    /// is opaque): each corner of `r` within `radius` of its corner's centre.
    static func roundedRect(_ bounds: Rect, radius: Double, contains r: Rect) -> Bool {
        let e = 1e-9
        guard r.minX >= bounds.minX - e, r.minY >= bounds.minY - e, r.maxX <= bounds.maxX + e, r.maxY <= bounds.maxY + e else { return false }
        let radius = min(radius, bounds.width / 2, bounds.height / 2)
        guard radius > 0 else { return true }
        for x in [r.minX, r.maxX] {
            for y in [r.minY, r.maxY] {
                let cx = min(max(x, bounds.minX + radius), bounds.maxX - radius)
                let cy = min(max(y, bounds.minY + radius), bounds.maxY - radius)
                if ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() > radius + e { return false }
            }
        }
        return true
    }
}

extension View {
    /// Where this view's subviews and code sublayers draw, in its bounds coordinates, each a rectangle.
    var drawnExtents: [Rect] {
        var parts = subviews.filter(\.isVisibleForDrawing).map(\.extentInSuperview)
        if let layer = layerStorage { parts += layer.visibleCodeSublayerExtents }
        return parts
    }

    /// Where this view's subtree draws, in its superview's coordinates (a clipping view: its bounds).
    var extentInSuperview: Rect {
        var extent = boundsProperty.presentation
        if !clipsToBounds { for part in drawnExtents { extent = extent.hull(with: part) } }
        return presentationTransformToSuperview.apply(to: extent)
    }
}
