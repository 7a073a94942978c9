import Render

/// One opaque rectangle and the drawing order of the view that paints it.
struct Occluder {
    var order: Int
    var rect: Rect
}

/// What a view's subtree hides, in the view's bounds coordinates, cached on the view (`BackingStoreState`)
/// with the contents version it was built at. Everything it reads moves that version: the view's bounds,
/// background, corner radius and clipping (`setNeedsDisplay`), a subview's frame, transform, alpha, hidden
/// flag, anchor point or stacking (`compositingChanged` marks the superview), a subview added, removed or
/// reordered, and any change deeper down (a store is stale with any of its subtree). Its own position,
/// transform and alpha are read by the superview's summary, so they need not move its own version.
struct OcclusionSummary {
    let version: UInt64
    /// The views the drawing walk visits in this subtree, the view itself included (orders 0..<count).
    let count: Int
    /// Opaque rectangles in drawing order, clipped by this view's clip; order 0 is the view itself.
    let occluders: [Occluder]
}

extension View {
    /// This subtree's summary, from the cache while the contents version holds; `built` counts the
    /// summaries made again. Assumes the view itself is drawn: its superview leaves it out when it is
    /// hidden, transparent, turned or inside a translucent group (OcclusionMap's rules).
    func occlusionSummary(built: inout Int) -> OcclusionSummary {
        if let cached = backingStore.occlusion, cached.version == backingStore.version { return cached }
        built += 1
        let bounds = boundsProperty.presentation
        var occluders: [Occluder] = []
        occluders.reserveCapacity(subviews.count + 1)
        if cornerRadius == 0, presentationBackgroundColor.alpha >= 1, !bounds.isEmpty {
            occluders.append(Occluder(order: 0, rect: bounds))
        } else if let content = opaqueContentRect(), !content.isEmpty {
            // Drawn after the view's own background (order 0 hides nothing of the view itself) and before
            // its subviews, which come later in the order and so are not hidden by it either.
            occluders.append(Occluder(order: 0, rect: content))
        }
        var clip: Rect?
        if clipsToBounds {
            // Rounded clipping cuts the children's corners: only the band between the corners' rows is sure
            // to be covered by an opaque child (a sheet's page under its rounded card).
            let r = cornerRadius
            clip = r > 0 ? Rect(x: bounds.minX, y: bounds.minY + r, width: bounds.width, height: max(0, bounds.height - 2 * r)) : bounds
        }
        var order = 1
        for child in subviewsInDrawingOrder where child.isVisibleForDrawing {
            let summary = child.occlusionSummary(built: &built)
            let t = child.presentationTransformToSuperview
            if child.presentationAlpha >= 0.999, t.isAxisAligned, t.scaleX > 0, t.scaleY > 0 {
                for occluder in summary.occluders {
                    let rect = t.apply(to: occluder.rect)
                    let visible = clip.map { rect.overlap(with: $0) } ?? rect
                    if !visible.isEmpty { occluders.append(Occluder(order: order + occluder.order, rect: visible)) }
                }
            }
            order += summary.count
        }
        let summary = OcclusionSummary(version: backingStore.version, count: order, occluders: occluders)
        backingStore.occlusion = summary
        return summary
    }
}
