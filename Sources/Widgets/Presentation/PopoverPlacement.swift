import Render

/// Where a popover goes: its panel's frame, the side its arrow is on and where along that side the arrow's
/// tip sits. Pure geometry, so every direction and every edge is testable without a window.
///
/// The rule (UIKit documents none of it; [EST] from iPadOS 17 popovers): the directions are tried in the
/// order up, down, left, right (below the source, above it, to its right, to its left), keeping only the
/// permitted ones; the first whose side has room for the whole content wins. When none has, the permitted
/// side with the most room wins and the panel shrinks to that room. Along the other axis the panel is
/// centred on the source and slid back inside `area` (the screen less its safe area and the 10 pt margin);
/// the arrow stays on the source's centre, but never closer to a corner than the corner's radius.
public struct PopoverPlacement: Equatable, Sendable {
    /// The panel (the presented view's frame), without the arrow.
    public var frame: Rect
    /// The arrow's direction, `.unknown` for a popover with no source (no arrow, centred).
    public var arrowDirection: PopoverArrowDirection
    /// The arrow tip's position along the panel's side, from the panel's left (up, down) or top (left, right).
    public var arrowPosition: Double

    /// The order UIKit tries the directions in [EST, see above].
    public static let preferenceOrder: [PopoverArrowDirection] = [.up, .down, .left, .right]

    public static func place(contentSize: Size, source: Rect?, area: Rect,
                             permitted: PopoverArrowDirection) -> PopoverPlacement {
        let arrow = PopoverPresentationController.arrowHeight
        let w = min(contentSize.width, area.width), h = min(contentSize.height, area.height)
        guard let source else {
            return PopoverPlacement(frame: Rect(x: area.midX - w / 2, y: area.midY - h / 2, width: w, height: h),
                                    arrowDirection: .unknown, arrowPosition: 0)
        }
        func room(_ d: PopoverArrowDirection) -> Double {
            switch d {
            case .up: return area.maxY - source.maxY - arrow
            case .down: return source.minY - arrow - area.minY
            case .left: return area.maxX - source.maxX - arrow
            default: return source.minX - arrow - area.minX
            }
        }
        func need(_ d: PopoverArrowDirection) -> Double { d == .up || d == .down ? h : w }
        var candidates = preferenceOrder.filter { permitted.contains($0) }
        if candidates.isEmpty { candidates = preferenceOrder }
        let direction = candidates.first { room($0) >= need($0) }
            ?? candidates.max { room($0) < room($1) } ?? .up
        let space = max(0, room(direction))
        let inset = PopoverPresentationController.panelCornerRadius + PopoverPresentationController.arrowBase / 2
        func slide(_ start: Double, _ length: Double, _ lo: Double, _ hi: Double) -> Double {
            min(max(start, lo), max(lo, hi - length))
        }
        func tip(_ centre: Double, _ start: Double, _ length: Double) -> Double {
            let t = centre - start
            return length >= 2 * inset ? min(max(t, inset), length - inset) : length / 2
        }
        switch direction {
        case .up, .down:
            let height = min(h, space)
            let x = slide(source.midX - w / 2, w, area.minX, area.maxX)
            let y = direction == .up ? source.maxY + arrow : source.minY - arrow - height
            return PopoverPlacement(frame: Rect(x: x, y: y, width: w, height: height), arrowDirection: direction,
                                    arrowPosition: tip(source.midX, x, w))
        default:
            let width = min(w, space)
            let y = slide(source.midY - h / 2, h, area.minY, area.maxY)
            let x = direction == .left ? source.maxX + arrow : source.minX - arrow - width
            return PopoverPlacement(frame: Rect(x: x, y: y, width: width, height: h), arrowDirection: direction,
                                    arrowPosition: tip(source.midY, y, h))
        }
    }
}
