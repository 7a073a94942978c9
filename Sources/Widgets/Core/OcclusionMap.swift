import Render

/// The opaque rectangles a frame will draw, in window coordinates and drawing order, so a background
/// that something opaque will paint over later is not filled first. On the software renderer the cost of
/// a frame is mostly pixels written, and a table's root, table and cell backgrounds cover the same pixels
/// three times; skipping the hidden parts makes the toolkit cost what drawing the picture directly costs.
///
/// An occluder is a view drawn fully opaque: alpha 1 and not inside a translucent group, an opaque
/// background, square corners, and no rotation or shear in its transform to the window or any
/// ancestor's: a turned view covers a tilted quadrilateral, not its bounding box, and is drawn through an
/// offscreen texture composited at the end, so neither it nor anything inside it hides anything here. Its
/// rectangle is clipped by its clipping ancestors.
@MainActor
struct OcclusionMap {
    private var occluders: [(order: Int, rect: Rect)] = []
    private var orders: [ObjectIdentifier: Int] = [:]

    init(root: View, bounds: Rect) {
        var order = 0
        walk(root, toRoot: .identity, clip: bounds, inGroup: false, order: &order)
    }

    private mutating func walk(_ view: View, toRoot parent: Transform, clip: Rect, inGroup: Bool, order: inout Int) {
        guard view.isVisibleForDrawing else { return }
        let t = view.presentationTransformToSuperview.concatenating(parent)
        let rect = t.apply(to: view.presentationBounds)
        let group = inGroup || view.presentationAlpha < 0.999 || !t.isAxisAligned
        order += 1
        orders[ObjectIdentifier(view)] = order
        if !group, view.cornerRadius == 0, view.presentationBackgroundColor.alpha >= 1, t.scaleX > 0, t.scaleY > 0 {
            let visible = rect.overlap(with: clip)
            if !visible.isEmpty { occluders.append((order, visible)) }
        }
        var childClip = view.clipsToBounds ? clip.overlap(with: rect) : clip
        // Rounded clipping cuts the children's corners: only the band between the corners' rows is sure
        // to be covered by an opaque child (a sheet's page under its rounded card).
        if view.clipsToBounds, view.cornerRadius > 0 {
            let r = view.cornerRadius * abs(t.scaleY)
            childClip = childClip.overlap(with: Rect(x: rect.minX, y: rect.minY + r, width: rect.width, height: max(0, rect.height - 2 * r)))
        }
        for child in view.subviews { walk(child, toRoot: t, clip: childClip, inGroup: group, order: &order) }
    }

    /// The parts of `rect` (window coordinates) that nothing opaque drawn after `view` will cover.
    func uncoveredParts(of rect: Rect, drawnBy view: View) -> [Rect] {
        guard let order = orders[ObjectIdentifier(view)] else { return [rect] }
        var pieces = [rect]
        for occluder in occluders where occluder.order > order {
            pieces = pieces.flatMap { $0.subtracting(occluder.rect) }
            if pieces.isEmpty { break }
        }
        return pieces
    }
}

extension Rect {
    /// This rectangle minus `other`: up to four rectangles (top and bottom bands, then left and right).
    func subtracting(_ other: Rect) -> [Rect] {
        let cut = intersection(other)
        guard !cut.isEmpty else { return [self] }
        var parts: [Rect] = []
        if cut.minY > minY { parts.append(Rect(x: minX, y: minY, width: width, height: cut.minY - minY)) }
        if cut.maxY < maxY { parts.append(Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY)) }
        if cut.minX > minX { parts.append(Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height)) }
        if cut.maxX < maxX { parts.append(Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height)) }
        return parts
    }
}
