import Render

/// A layer's 2-D transform (CALayer.affineTransform()/setAffineTransform(_:); the UIKit module's
/// `transform` spells it as a CATransform3D). A view's layer shares the view's `transform`; a layer made by
/// code keeps its own, applied about its anchor point, and its `frame` becomes the transformed box, as
/// Core Animation's is.
extension Layer {
    public func affineTransform() -> Transform { view?.transform ?? ownTransform }

    public func setAffineTransform(_ transform: Transform) {
        if let view { return view.transform = transform }
        guard transform != ownTransform else { return }
        ownTransform = transform
        changed()
    }

    /// From this layer's bounds coordinates to its superlayer's, for a layer made by code whose
    /// untransformed frame is `frame` (its position and size): View's own formula about the anchor point.
    func transformToSuperlayer(frame: Rect, transform: Transform? = nil) -> Transform {
        let center = Point(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        return View.transformToSuperview(bounds: Rect(origin: ownBoundsOrigin, size: frame.size), center: center,
                                         transform: transform ?? ownTransform, anchor: anchorPoint)
    }
}
