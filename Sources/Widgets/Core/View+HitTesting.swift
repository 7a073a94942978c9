import Render

extension View {
    /// Whether `point` (in bounds coordinates) is inside the view: `point(inside:with:)` outside any event.
    /// Hit testing maps the point through the inverse of each view's full transform before asking, so a
    /// turned view takes touches on the turned rectangle it shows, not on its bounding box.
    public func point(inside point: Point) -> Bool {
        self.point(inside: point, with: nil)
    }

    /// The deepest view that takes touches at `point`: `hitTest(_:with:)` outside any event.
    public func hitTest(_ point: Point) -> View? {
        hitTest(point, with: nil)
    }

    /// The deepest descendant that takes touches at `point` (in this view's bounds coordinates), UIKit's
    /// rules: hidden views, views with alpha below 0.01, views with interaction disabled and views being
    /// animated without `allowUserInteraction` are skipped with their subtrees; later subviews (or higher
    /// `layer.zPosition`) are on top; a point outside the view finds nothing inside it, even when a subview
    /// overflows (UIKit does not look outside `point(inside:)`). Each step goes through the overridable
    /// `point(inside:with:)` and `hitTest(_:with:)`, so an override anywhere in the tree takes part.
    public func defaultHitTest(_ point: Point, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alphaProperty.presentation >= 0.01,
              !isAnimatingWithoutUserInteraction else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for child in subviewsInDrawingOrder.reversed() {
            guard let inverse = child.presentationTransformToSuperview.inverted() else { continue }
            if let hit = child.hitTest(inverse.apply(to: point), with: event) { return hit }
        }
        return self
    }

    /// Transform from this view's bounds coordinates to the window's (root) coordinates.
    func transformToRoot(presentation: Bool) -> Transform {
        var t = Transform.identity
        var v: View? = self
        while let current = v, let parent = current.superview {
            t = t.concatenating(presentation ? current.presentationTransformToSuperview : current.modelTransformToSuperview)
            v = parent
        }
        return t
    }

    /// Converts a point in this view's coordinates to `view`'s (nil: the window's root coordinates).
    public func convert(_ point: Point, to view: View?) -> Point {
        let root = transformToRoot(presentation: false).apply(to: point)
        guard let view, let inverse = view.transformToRoot(presentation: false).inverted() else { return root }
        return inverse.apply(to: root)
    }

    /// Converts a point in `view`'s coordinates (nil: the root's) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let root = view?.transformToRoot(presentation: false).apply(to: point) ?? point
        guard let inverse = transformToRoot(presentation: false).inverted() else { return root }
        return inverse.apply(to: root)
    }

    /// The rectangle's image in `view`'s coordinates; through a rotation or shear, the bounding box of its
    /// four converted corners (UIKit's rule for `convert(_:to:)` with a rotated view between).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let turned = !transformToRoot(presentation: false).isAxisAligned
            || !(view?.transformToRoot(presentation: false).isAxisAligned ?? true)
        if turned {
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map { convert($0, to: view) }
            let minX = corners.map(\.x).min()!, minY = corners.map(\.y).min()!
            return Rect(x: minX, y: minY, width: corners.map(\.x).max()! - minX, height: corners.map(\.y).max()! - minY)
        }
        let a = convert(rect.origin, to: view)
        let b = convert(Point(x: rect.maxX, y: rect.maxY), to: view)
        return Rect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y).standardized
    }

    /// Where the view is on screen this frame, animations included: its bounds in root coordinates.
    public var presentationFrameInWindow: Rect {
        transformToRoot(presentation: true).apply(to: boundsProperty.presentation)
    }
}
