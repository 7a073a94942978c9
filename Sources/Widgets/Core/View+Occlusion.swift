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

/// The subviews' part of a summary: their occluders in the view's bounds coordinates before the view's
/// clip, valid while the view's `childrenVersion` holds. That version moves with the contents version
/// except when only the view's own bounds changed: a scroll moves the bounds, not the subviews within
/// them, so a scrolled frame clips this part again instead of reading every cell's summary and transform.
struct ChildOcclusion {
    let version: UInt64
    /// The views the walk visits in the subviews' subtrees.
    let count: Int
    /// Orders counted from 1 (the view itself is 0); none empty.
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
        let children = childOcclusion(built: &built)
        var occluders: [Occluder] = []
        occluders.reserveCapacity(children.occluders.count + 1)
        if cornerRadius == 0, presentationBackgroundColor.alpha >= 1, !bounds.isEmpty {
            occluders.append(Occluder(order: 0, rect: bounds))
        } else if let content = opaqueContentRect(), !content.isEmpty {
            // Drawn after the view's own background (order 0 hides nothing of the view itself) and before
            // its subviews, which come later in the order and so are not hidden by it either.
            occluders.append(Occluder(order: 0, rect: content))
        }
        if clipsToBounds {
            // Rounded clipping cuts the children's corners: only the band between the corners' rows is sure
            // to be covered by an opaque child (a sheet's page under its rounded card).
            let r = cornerRadius
            let clip = r > 0 ? Rect(x: bounds.minX, y: bounds.minY + r, width: bounds.width, height: max(0, bounds.height - 2 * r)) : bounds
            for occluder in children.occluders {
                let visible = occluder.rect.overlap(with: clip)
                if !visible.isEmpty { occluders.append(Occluder(order: occluder.order, rect: visible)) }
            }
        } else {
            occluders += children.occluders
        }
        let summary = OcclusionSummary(version: backingStore.version, count: children.count + 1, occluders: occluders)
        backingStore.occlusion = summary
        return summary
    }

    /// The subviews' occluders, from the cache while `childrenVersion` holds.
    private func childOcclusion(built: inout Int) -> ChildOcclusion {
        if let cached = backingStore.childOcclusion, cached.version == backingStore.childrenVersion { return cached }
        var occluders: [Occluder] = []
        var order = 1
        for child in subviewsInDrawingOrder where child.isVisibleForDrawing {
            let summary = child.occlusionSummary(built: &built)
            let t = child.presentationTransformToSuperview
            if child.presentationAlpha >= 0.999, t.isAxisAligned, t.scaleX > 0, t.scaleY > 0 {
                for occluder in summary.occluders {
                    let rect = t.apply(to: occluder.rect)
                    if !rect.isEmpty { occluders.append(Occluder(order: order + occluder.order, rect: rect)) }
                }
            }
            order += summary.count
        }
        let part = ChildOcclusion(version: backingStore.childrenVersion, count: order - 1, occluders: occluders)
        backingStore.childOcclusion = part
        return part
    }
}
