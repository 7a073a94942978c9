import Render

extension View {
    /// The frame of a view of `size` centred on `center`, as UIKit derives `frame` from the stored `center`
    /// and `bounds.size` when the transform is the identity.
    static func frame(center: Point, size: Size) -> Rect {
        Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
