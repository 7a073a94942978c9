import Render

/// How a view lays out its image in its bounds (UIView.ContentMode, same cases and raw values). UIKit
/// documents each: `scaleToFill` stretches, `scaleAspectFit` fits whole keeping the aspect ratio
/// (letterboxed, centred), `scaleAspectFill` covers the bounds keeping the ratio (centred, the overflow
/// clipped only when `clipsToBounds`), and the rest place the image at its own size against an edge or
/// corner. `redraw` draws as `scaleToFill` (it only asks for a redraw on bounds changes).
public enum ContentMode: Int, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// Where an image of `size` is drawn inside `bounds`.
    public func rect(for size: Size, in bounds: Rect) -> Rect {
        let w = Double(size.width), h = Double(size.height)
        let bw = Double(bounds.width), bh = Double(bounds.height)
        let bx = Double(bounds.minX), by = Double(bounds.minY)
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let f = self == .scaleAspectFit ? min(bw / w, bh / h) : max(bw / w, bh / h)
            let sw = w * f, sh = h * f
            return Rect(x: bx + (bw - sw) / 2, y: by + (bh - sh) / 2, width: sw, height: sh)
        default:
            let left = bx, centreX = bx + (bw - w) / 2, right = bx + bw - w
            let top = by, centreY = by + (bh - h) / 2, bottom = by + bh - h
            let (x, y): (Double, Double) = switch self {
            case .center: (centreX, centreY)
            case .top: (centreX, top)
            case .bottom: (centreX, bottom)
            case .left: (left, centreY)
            case .right: (right, centreY)
            case .topLeft: (left, top)
            case .topRight: (right, top)
            case .bottomLeft: (left, bottom)
            default: (right, bottom)
            }
            return Rect(x: x, y: y, width: w, height: h)
        }
    }
}

/// Every view has a `contentMode` (UIView.contentMode, default `.scaleToFill`), so `stackView.contentMode =
/// .scaleToFill` compiles as in UIKit. Apple documents it as how a view lays out its content "when its bounds
/// change": UIKit uses it to stretch or place the layer's cached contents (and `.redraw` to ask for a new
/// `draw(_:)`), not to lay out subviews. Handheld redraws a view whose bounds change, so on a plain view the
/// value is only stored; an image view overrides it to place its image.
extension View {
    /// UIKit's spelling, `UIView.ContentMode`.
    public typealias ContentMode = Widgets.ContentMode
}
