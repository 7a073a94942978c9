import Render

/// A rounded rectangle in a superview's coordinates that clips one subview's drawing while the subview
/// moves under it: a swiped row slides inside its inset-grouped card, as UIKit's cell slides its content
/// inside the cell, which clips it to the card's rounded corners. Core code knows no row; a container sets
/// the clip on the view it moves.
struct ViewClip: Equatable {
    var rect: Rect
    var radius: Double
    var corners: RectCorners
}
