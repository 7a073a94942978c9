import Render

/// CALayer.mask and UIView.mask: "the layer's alpha channel determines how much of the layer's content and
/// background shows through. Fully or partially opaque pixels allow the underlying content to show through,
/// but fully transparent pixels block that content" (CALayer.mask). The mask is placed in the masked
/// layer's bounds coordinates by its own frame and is not in any layer tree.
///
/// What a mask's alpha is made of here: its opacity times, over its bounds, its background colour's alpha
/// (rounded by its corner radius) and, for a shape layer, its path filled with the fill colour's alpha
/// (even–odd; Handheld's paths are single polygons, where both fill rules agree). Other content a mask
/// could hold (an image view's picture, text, sublayers) does not count: such a mask shows through its
/// rectangle only, with its background.
extension Layer {
    public var mask: Layer? {
        get { maskStorage }
        set {
            guard newValue !== maskStorage else { return }
            if maskViewStorage?.layerStorage !== newValue { maskViewStorage = nil }
            maskStorage = newValue
            view?.setNeedsDisplay()
            changed()
        }
    }

    /// How much of the masked layer shows at `p` (in the masked layer's bounds coordinates): 0…1. A shape
    /// mask's path counts wherever it lies, as a layer draws its path beyond its bounds (a mask made with
    /// `CAShapeLayer()` and a path, never given a frame, is the common case).
    func maskCoverage(at p: Point) -> Double {
        let frame = self.frame, bounds = self.bounds
        let alpha = opacity
        guard alpha > 0, !isHidden else { return 0 }
        let local = Point(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        var covered = 0.0
        let background = backgroundColor.alpha
        if background > 0, bounds.contains(local),
           cornerRadius <= 0 || Self.inRoundedRect(local, bounds, radius: cornerRadius) {
            covered = background
        }
        if covered < 1, let shape = self as? ShapeLayer, let path = shape.path, let fill = shape.fillColor,
           fill.alpha > 0, path.contains(local, evenOdd: shape.fillRule == .evenOdd) {
            covered = fill.alpha + covered * (1 - fill.alpha)
        }
        return covered * alpha
    }

    /// Where a mask can show anything, in the masked layer's coordinates: its frame and its path's box.
    var maskExtent: Rect {
        let frame = self.frame
        guard let shape = self as? ShapeLayer, let points = shape.path?.polylines.flatMap(\.points), !points.isEmpty else { return frame }
        let dx = frame.minX - bounds.minX, dy = frame.minY - bounds.minY
        let xs = points.map { $0.x + dx }, ys = points.map { $0.y + dy }
        let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return frame.isEmpty ? box : frame.union(box)
    }

    private static func inRoundedRect(_ p: Point, _ r: Rect, radius: Double) -> Bool {
        guard r.contains(p) else { return false }
        let k = min(radius, r.width / 2, r.height / 2)
        let cx = min(max(p.x, r.minX + k), r.maxX - k), cy = min(max(p.y, r.minY + k), r.maxY - k)
        let dx = p.x - cx, dy = p.y - cy
        return dx * dx + dy * dy <= k * k
    }

    /// Even–odd crossing test.
    static func polygon(_ points: [Point], contains p: Point) -> Bool {
        var inside = false
        var j = points.count - 1
        for i in points.indices {
            let a = points[i], b = points[j]
            if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }
}

extension View {
    /// UIView.mask: a view whose layer masks this view (its alpha decides what shows, see Layer+Mask). It
    /// is not a subview; its frame is in this view's bounds coordinates. The view keeps it alive.
    public var mask: View? {
        get { layerStorage?.maskViewStorage }
        set {
            layer.mask = newValue?.layer
            layer.maskViewStorage = newValue
        }
    }
}
