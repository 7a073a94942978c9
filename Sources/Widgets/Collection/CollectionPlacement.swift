import Render

/// What `CollectionView.place` last gave a reusable view: the attributes' values and the geometry the view
/// had right after, so that a layout pass answering the same attributes again (every frame of a scroll
/// that keeps the element in view) changes nothing and calls no `apply(_:)`. UIKit applies attributes only
/// when they differ from the view's current ones (`-[UICollectionReusableView _setLayoutAttributes:]`
/// compares with `isEqual:` and returns early).
struct CollectionPlacement: Equatable {
    var frame: Rect
    var zIndex: Int
    var alpha: Double
    var isHidden: Bool
    /// The attributes' transform as last applied (identity unless a layout set one).
    var transform = Transform.identity
    /// The view's centre and size after placing: a frame set since by other code (a swipe, self-sizing,
    /// the app) no longer matches, and the next pass places the view again.
    var center: Point
    var size: Size

    /// True when placing `view` with these values would change nothing. Only the base attributes class is
    /// compared: a subclass may carry properties its view's `apply(_:)` reads, and this type has no
    /// `isEqual:` to ask (UIKit subclasses must override it), so those are applied every time.
    @MainActor
    static func isCurrent(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes, frame: Rect, setsAlpha: Bool) -> Bool {
        guard type(of: attributes) == CollectionViewLayoutAttributes.self, let last = view.placement else { return false }
        return last.frame == frame && last.transform == attributes.transform && last.zIndex == attributes.zIndex && last.isHidden == attributes.isHidden
            && (!setsAlpha || last.alpha == attributes.alpha)
            && view.isHidden == attributes.isHidden && view.layoutZIndex == attributes.zIndex
            && (!setsAlpha || view.alpha == attributes.alpha)
            && view.center == last.center && view.bounds.size == last.size
    }
}
