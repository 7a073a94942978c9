import Render

/// The content following a drag (reference: Scrolling): 1:1 with the finger, rubber-banded past the edges,
/// and on release the glide (ScrollView+Release). Three steps, `beginDrag`, `followDrag` and `endDrag`,
/// which the scroll view's own pan drives, and which a recogniser holding a drag that carries on into the
/// content drives the same way: a sheet's drag that reaches the largest detent hands the rest of the
/// travel to the list it started on (SheetPresentationController+Drag), as UIKit's sheet does ("after the
/// sheet reaches its largest detent, scrolling begins").
extension ScrollView {
    func handlePan(_ r: PanGestureRecognizer) {
        switch r.state {
        case .began:
            beginDrag()
            followDrag(translation: r.translation())
        case .changed:
            followDrag(translation: r.translation())
        case .ended, .cancelled:
            endDrag(fingerVelocity: r.state == .ended ? r.velocity() : .zero)
        default:
            break
        }
    }

    /// A drag starts: momentum stops, the indicator shows, editing ends when `keyboardDismissMode` says so, and
    /// the delegate hears `scrollViewWillBeginDragging`.
    func beginDrag() {
        stopMotion()
        isDragging = true
        let range = offsetRange
        dragStartOffset = Point(x: unbanded(bounds.origin.x, range.x, bounds.width),
                                y: unbanded(bounds.origin.y, range.y, bounds.height))
        showIndicator()
        if keyboardDismissMode.dismissesWhenDragBegins, let editing = window?.firstResponder?.anchorView {
            editing.endEditing(true)
        }
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger is `t` from where the drag started (content moves the other way).
    func followDrag(translation t: Point) {
        let range = offsetRange
        let x = canScrollX ? rubberBanded(dragStartOffset.x - t.x, range.x, bounds.width) : bounds.origin.x
        let y = canScrollY ? rubberBanded(dragStartOffset.y - t.y, range.y, bounds.height) : bounds.origin.y
        performWithoutAnimation { applyOffset(Point(x: x, y: y)) }
    }

    /// The finger lifts moving at `v` (points per second, zero for a cancelled drag): the glide takes over.
    func endDrag(fingerVelocity v: Point) {
        isDragging = false
        refreshAccessory?.scrollViewPullChanged()
        release(velocity: Point(x: canScrollX ? -v.x : 0, y: canScrollY ? -v.y : 0))
    }

    private func rubberBanded(_ raw: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
        if raw < range.lowerBound {
            return bounces ? range.lowerBound - RubberBand.standard.offset(forOverscroll: range.lowerBound - raw, dimension: dimension) : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces ? range.upperBound + RubberBand.standard.offset(forOverscroll: raw - range.upperBound, dimension: dimension) : range.upperBound
        }
        return raw
    }

    /// The inverse of `rubberBanded`: the finger travel that shows `offset`. A touch-down stops a
    /// bounce-back with the content still past an edge; the drag that follows starts from here, so the
    /// content stays under the finger instead of jumping toward the edge.
    private func unbanded(_ offset: Double, _ range: ClosedRange<Double>, _ dimension: Double) -> Double {
        guard bounces else { return offset }
        if offset < range.lowerBound {
            let over = RubberBand.standard.overscroll(forOffset: range.lowerBound - offset, dimension: dimension)
            return over.isFinite ? range.lowerBound - over : offset
        }
        if offset > range.upperBound {
            let over = RubberBand.standard.overscroll(forOffset: offset - range.upperBound, dimension: dimension)
            return over.isFinite ? range.upperBound + over : offset
        }
        return offset
    }
}
