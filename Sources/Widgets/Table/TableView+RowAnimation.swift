import Render

/// How each `RowAnimation` draws an inserted or deleted row (UITableView.RowAnimation's documented
/// meanings): an inserted row starts at the style's end point and goes to its place; a deleted row goes
/// from its place to the end point and leaves. The rows that only move slide from their old places.
///
/// - `.fade`: the row's alpha goes from 0 or to 0 in place ("fades in or out").
/// - `.right` / `.left`: the row slides in from, or out to, that side, a table's width away.
/// - `.top` / `.bottom`: the row slides a row's height up or down, behind its neighbours.
/// - `.middle`: the row opens from, or closes to, a zero-height line at its centre ("the table view tries
///   to keep the old and new cells centered in the space they did or will occupy"), clipped to its frame.
/// - `.automatic`: what the WWDC 2011 session "UITableView Changes, Tips, Tricks" describes (as quoted in
///   answers to "How does UITableViewRowAnimationAutomatic determine which animation to use?"): `.bottom`
///   for the first row of a section and `.top` for the last, so the row does not cross the section's
///   header or footer; any other row fades. A section's only row fades. Not checked on a device here.
/// - `.none`: the row itself appears or disappears at once; the other rows still move.
extension TableView {
    /// The style `.automatic` stands for at `row` of a section of `rowCount` rows; others are themselves.
    static func resolvedStyle(_ style: RowAnimation, row: Int, rowCount: Int) -> RowAnimation {
        guard style == .automatic else { return style }
        if rowCount <= 1 { return .fade }
        if row == 0 { return .bottom }
        if row == rowCount - 1 { return .top }
        return .fade
    }

    /// Where a row in `rect` is at the far end of `style` (before an insert, after a delete), and its alpha.
    func rowAnimationEnd(_ style: RowAnimation, of rect: Rect) -> (frame: Rect, alpha: Double) {
        switch style {
        case .none: return (rect, 1)
        case .fade, .automatic: return (rect, 0)
        case .right: return (Rect(x: rect.minX + bounds.width, y: rect.minY, width: rect.width, height: rect.height), 1)
        case .left: return (Rect(x: rect.minX - bounds.width, y: rect.minY, width: rect.width, height: rect.height), 1)
        case .top: return (Rect(x: rect.minX, y: rect.minY - rect.height, width: rect.width, height: rect.height), 1)
        case .bottom: return (Rect(x: rect.minX, y: rect.minY + rect.height, width: rect.width, height: rect.height), 1)
        case .middle: return (Rect(x: rect.minX, y: rect.midY, width: rect.width, height: 0), 1)
        }
    }

    /// Sends a deleted row's cell to the style's end point; called inside the update's animation. True when
    /// it turned the cell's clipping on (`finishRowAnimation` turns it off again).
    @discardableResult
    func animateOut(_ cell: TableViewCell, style: RowAnimation) -> Bool {
        if style == .none {
            performWithoutAnimation { cell.alpha = 0 }
            return false
        }
        // A leaving row passes under the rows that stay, whatever its style: the row below comes up over it.
        sendSubviewToBack(cell)
        let clipped = prepare(cell, for: style)
        let end = rowAnimationEnd(style, of: cell.frame)
        cell.setFrameIgnoringTransform(end.frame)
        cell.alpha = end.alpha
        // The content follows the frame inside the animation (a closing `.middle` row stays centred).
        if style == .middle { cell.layoutIfNeeded() }
        return clipped
    }

    /// Brings an inserted row's cell from the style's end point to its place; called inside the animation.
    /// True when it turned the cell's clipping on.
    @discardableResult
    func animateIn(_ cell: TableViewCell, style: RowAnimation) -> Bool {
        let place = cell.frame
        guard style != .none else { return false }
        let clipped = prepare(cell, for: style)
        let start = rowAnimationEnd(style, of: place)
        performWithoutAnimation {
            cell.setFrameIgnoringTransform(start.frame)
            cell.alpha = start.alpha
        }
        cell.setFrameIgnoringTransform(place)
        cell.alpha = 1
        return clipped
    }

    /// A row that was off screen slides from its old place to its new one, as UIKit's moving rows do.
    func slideIn(_ cell: TableViewCell, from old: Rect) {
        let place = cell.frame
        performWithoutAnimation { cell.setFrameIgnoringTransform(old) }
        cell.setFrameIgnoringTransform(place)
    }

    /// `.top` and `.bottom` rows pass behind their neighbours; `.middle` rows are clipped to their frame.
    /// True when the cell's clipping was turned on here.
    private func prepare(_ cell: TableViewCell, for style: RowAnimation) -> Bool {
        if style == .top || style == .bottom { sendSubviewToBack(cell) }
        guard style == .middle, !cell.clipsToBounds else { return false }
        cell.clipsToBounds = true
        return true
    }
}
