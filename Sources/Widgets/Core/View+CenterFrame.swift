import Render

extension View {
    /// The frame of a view of `size` centred on `center`, as UIKit derives `frame` from the stored `center`
    /// and `bounds.size` when the transform is the identity.
    static func frame(center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The frame as if there were no transform: the slot `setFrameIgnoringTransform` gives, which UIKit's
    /// safe area and layout margins use (a page sliding in with a translation keeps its insets).
    var untransformedFrame: Rect {
        let a = anchorPoint, size = bounds.size
        return Rect(x: center.x - a.x * size.width, y: center.y - a.y * size.height, width: size.width, height: size.height)
    }
}
