import Render

/// Scrolling while an item is dragged near an edge (interactive movement): with the moving item's centre
/// within `movementAutoscrollBand` of the visible area's top or bottom, the collection view scrolls that way
/// every frame on the window's clock, faster the nearer the edge, and the item keeps its place under the
/// finger, so the places it passes make room as if it were dragged there. It stops at the content's end, when
/// the item leaves the band and when the movement ends or is cancelled.
///
/// UIKit scrolls this way during reordering (a table's reorder and a collection view's standard
/// movement gesture scroll near the edges) but documents no figures; the band and the top speed are
/// Handheld's own, a speed rising linearly from 0 at the band's inner edge to the top speed at the edge.
extension CollectionView {
    /// Points from the visible area's top or bottom edge within which the drag scrolls (Handheld's figure).
    public static let movementAutoscrollBand = 50.0
    /// Points per second at the edge itself (Handheld's figure: a screen of items in about a second).
    public static let movementAutoscrollMaximumSpeed = 800.0

    /// The scrolling speed for the moving item's centre at `y` (content coordinates): negative up, 0 outside
    /// the bands.
    public func movementAutoscrollSpeed(at y: Double) -> Double {
        let inset = adjustedContentInset
        let top = bounds.minY + inset.top, bottom = bounds.maxY - inset.bottom
        let band = Self.movementAutoscrollBand
        guard bottom - top > 2 * band else { return 0 }
        if y < top + band { return -Self.movementAutoscrollMaximumSpeed * min(1, (top + band - y) / band) }
        if y > bottom - band { return Self.movementAutoscrollMaximumSpeed * min(1, (y - (bottom - band)) / band) }
        return 0
    }

    /// Starts the scrolling when the moving item entered a band (it stops itself when it leaves one).
    func updateMovementAutoscroll() {
        guard let movement = interactiveMovement, movement.autoscroll == nil,
              movementAutoscrollSpeed(at: movement.position.y) != 0, let window else { return }
        interactiveMovement?.autoscrollTime = nil
        interactiveMovement?.autoscroll = window.addDisplayLink { [weak self] time in
            self?.stepMovementAutoscroll(at: time) ?? false
        }
    }

    /// One frame of scrolling: the offset moves by speed × the time since the last frame, within the content,
    /// and the moving item's centre moves with it (the finger stays where it is on screen).
    private func stepMovementAutoscroll(at time: Double) -> Bool {
        guard let movement = interactiveMovement else { return false }
        let speed = movementAutoscrollSpeed(at: movement.position.y)
        guard speed != 0 else {
            interactiveMovement?.autoscroll = nil
            return false
        }
        let last = movement.autoscrollTime ?? time
        interactiveMovement?.autoscrollTime = time
        let inset = adjustedContentInset
        let lowest = -inset.top, highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
        let y = min(highest, max(lowest, bounds.minY + speed * (time - last)))
        let delta = y - bounds.minY
        guard delta != 0 else { return true }
        applyOffset(Point(x: bounds.minX, y: y))
        updateInteractiveMovementTargetPosition(Point(x: movement.position.x, y: movement.position.y + delta))
        return true
    }
}
