import Render

/// The opaque rectangles a frame will draw, in window coordinates and drawing order, so a background
/// that something opaque will paint over later is not filled first. On the software renderer the cost of
/// a frame is mostly pixels written, and a table's root, table and cell backgrounds cover the same pixels
/// three times; skipping the hidden parts makes the toolkit cost what drawing the picture directly costs.
///
/// An occluder is a view drawn fully opaque: alpha 1 and not inside a translucent group, an opaque
/// background, square corners, and no rotation, shear or flip in its transform or any ancestor's: a
/// turned view covers a tilted quadrilateral, not its bounding box, and is drawn through an offscreen
/// texture composited at the end, so neither it nor anything inside it hides anything here. Its rectangle
/// is clipped by its clipping ancestors.
///
/// The map is built from each view's cached `OcclusionSummary` (View+Occlusion), so a frame re-reads only
/// the subtrees whose contents changed, as backing stores are invalidated by the view that changed: a
/// scroll rebuilds the scroll view's summary from its cells' cached ones, not the cells'. Views find their
/// place in the drawing order as they are drawn (`enter`, `leave`), not from a table of every view.
@MainActor
final class OcclusionMap {
    private var occluders: [Occluder] = []
    /// The drawing order of the next view drawn: the render walk moves it as it goes.
    private var cursor = 0
    /// How many view summaries this frame's map had to build again (the rest came from the cache).
    private(set) var summariesBuilt = 0

    init(root: View, bounds: Rect) {
        guard root.isVisibleForDrawing else { return }
        let summary = root.occlusionSummary(built: &summariesBuilt)
        let t = root.presentationTransformToSuperview
        guard root.presentationAlpha >= 0.999, t.isAxisAligned, t.scaleX > 0, t.scaleY > 0 else { return }
        occluders.reserveCapacity(summary.occluders.count)
        for occluder in summary.occluders {
            let visible = t.apply(to: occluder.rect).overlap(with: bounds)
            if !visible.isEmpty { occluders.append(Occluder(order: occluder.order, rect: visible)) }
        }
    }

    /// Called as the render walk reaches a drawn view: its order. `leave` puts the cursor after its subtree.
    func enter() -> Int {
        let order = cursor
        cursor += 1
        return order
    }

    /// The walk is done with `view`, entered at `order`: whatever inside it was drawn or skipped, the next
    /// view's order follows its whole subtree, as the summary counted it.
    func leave(_ view: View, enteredAt order: Int) {
        cursor = order + (view.backingStore.occlusion?.count ?? 1)
    }

    /// A visible subview the walk does not draw (outside the clip): its subtree's orders are passed over.
    func skip(_ view: View) {
        cursor += view.backingStore.occlusion?.count ?? 1
    }

    /// The parts of `rect` (window coordinates) that nothing opaque drawn after the view at `order` will cover.
    /// Loops and two reused arrays rather than `flatMap`: a background under a grid of photos is cut by
    /// every photo, and an array made per piece per cut showed in a scroll's profile (callgrind).
    func uncoveredParts(of rect: Rect, drawnAt order: Int) -> [Rect] {
        var pieces = [rect], next: [Rect] = []
        for occluder in occluders where occluder.order > order && occluder.rect.intersects(rect) {
            next.removeAll(keepingCapacity: true)
            for piece in pieces { piece.subtract(occluder.rect, into: &next) }
            swap(&pieces, &next)
            if pieces.isEmpty { break }
        }
        return pieces
    }
}

extension Rect {
    /// This rectangle minus `other`: up to four rectangles (top and bottom bands, then left and right).
    func subtracting(_ other: Rect) -> [Rect] {
        var parts: [Rect] = []
        subtract(other, into: &parts)
        return parts
    }

    /// Appends the parts of this rectangle outside `other` to `parts`, as `subtracting` lists them.
    func subtract(_ other: Rect, into parts: inout [Rect]) {
        // Most pieces miss most occluders: told by four comparisons before Foundation's `intersection`.
        guard other.minX < maxX, minX < other.maxX, other.minY < maxY, minY < other.maxY else { return parts.append(self) }
        let cut = intersection(other)
        guard !cut.isEmpty else { return parts.append(self) }
        if cut.minY > minY { parts.append(Rect(x: minX, y: minY, width: width, height: cut.minY - minY)) }
        if cut.maxY < maxY { parts.append(Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.minX > minX { parts.append(Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height)) }
        if cut.maxX < maxX { parts.append(Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height)) }
    }
}
