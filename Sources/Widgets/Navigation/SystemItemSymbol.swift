import Foundation
import Render

/// Draws a system bar item's symbol in a unit box, in Glyph's manner (strokes of `lineWidth`, solid
/// fills), so any size is crisp. The shapes follow the SF Symbols iOS shows for each item (see
/// `BarButtonItem.SystemItem`); words and spaces draw nothing.
@MainActor
struct SystemItemSymbol {
    let item: BarButtonItem.SystemItem

    func draw(in rect: Rect, color: Color, lineWidth: Double, canvas: Canvas) {
        let inset = lineWidth / 2
        func q(_ x: Double, _ y: Double) -> Point {
            Point(x: rect.minX + inset + x * (rect.width - 2 * inset), y: rect.minY + inset + y * (rect.height - 2 * inset))
        }
        func line(_ points: [(Double, Double)]) { canvas.strokePolyline(points.map { q($0.0, $0.1) }, width: lineWidth, color: color) }
        func fill(_ points: [(Double, Double)]) { canvas.fillPolygon(points.map { q($0.0, $0.1) }, color: color) }
        /// An arc about (cx, cy) of radius r from angle a to b (radians, clockwise on screen from +x).
        func arc(_ cx: Double, _ cy: Double, _ r: Double, _ a: Double, _ b: Double) -> [(Double, Double)] {
            let n = max(4, Int(abs(b - a) / (Double.pi / 12)))
            return (0...n).map { i in
                let t = a + (b - a) * Double(i) / Double(n)
                return (cx + r * cos(t), cy + r * sin(t))
            }
        }
        let pi = Double.pi
        switch item {
        case .add:
            line([(0.5, 0.05), (0.5, 0.95)]); line([(0.05, 0.5), (0.95, 0.5)])
        case .compose:
            line([(0.55, 0.1), (0.1, 0.1), (0.1, 0.9), (0.9, 0.9), (0.9, 0.45)])
            line([(0.4, 0.6), (0.95, 0.05)])
        case .reply:
            line([(0.4, 0.15), (0.05, 0.45), (0.4, 0.75)])
            line([(0.05, 0.45)] + arc(0.45, 0.95, 0.5, -pi / 2, 0))
        case .action:
            line([(0.3, 0.4), (0.1, 0.4), (0.1, 1), (0.9, 1), (0.9, 0.4), (0.7, 0.4)])
            line([(0.5, 0.65), (0.5, 0)]); line([(0.3, 0.2), (0.5, 0), (0.7, 0.2)])
        case .organize:
            line([(0.05, 0.9), (0.05, 0.15), (0.4, 0.15), (0.5, 0.3), (0.95, 0.3), (0.95, 0.9), (0.05, 0.9)])
        case .bookmarks:
            line([(0.5, 0.25), (0.5, 0.95)])
            line([(0.5, 0.25), (0.3, 0.15), (0.05, 0.15), (0.05, 0.85), (0.3, 0.85), (0.5, 0.95),
                  (0.7, 0.85), (0.95, 0.85), (0.95, 0.15), (0.7, 0.15), (0.5, 0.25)])
        case .search:
            line(arc(0.42, 0.42, 0.37, 0, 2 * pi)); line([(0.69, 0.69), (0.97, 0.97)])
        case .refresh:
            line(arc(0.5, 0.55, 0.42, -pi / 2, 1.4 * pi)); line([(0.35, 0), (0.52, 0.13), (0.38, 0.3)])
        case .stop:
            line([(0.1, 0.1), (0.9, 0.9)]); line([(0.9, 0.1), (0.1, 0.9)])
        case .camera:
            line([(0.05, 0.3), (0.3, 0.3), (0.38, 0.15), (0.62, 0.15), (0.7, 0.3), (0.95, 0.3), (0.95, 0.9),
                  (0.05, 0.9), (0.05, 0.3)])
            line(arc(0.5, 0.58, 0.18, 0, 2 * pi))
        case .trash:
            line([(0.05, 0.2), (0.95, 0.2)]); line([(0.35, 0.2), (0.38, 0.05), (0.62, 0.05), (0.65, 0.2)])
            line([(0.15, 0.2), (0.22, 0.98), (0.78, 0.98), (0.85, 0.2)])
            line([(0.4, 0.4), (0.42, 0.8)]); line([(0.6, 0.4), (0.58, 0.8)])
        case .play: fill([(0.15, 0.05), (0.95, 0.5), (0.15, 0.95)])
        case .pause:
            fill([(0.15, 0.05), (0.4, 0.05), (0.4, 0.95), (0.15, 0.95)])
            fill([(0.6, 0.05), (0.85, 0.05), (0.85, 0.95), (0.6, 0.95)])
        case .rewind:
            fill([(0.5, 0.15), (0, 0.5), (0.5, 0.85)]); fill([(1, 0.15), (0.5, 0.5), (1, 0.85)])
        case .fastForward:
            fill([(0, 0.15), (0.5, 0.5), (0, 0.85)]); fill([(0.5, 0.15), (1, 0.5), (0.5, 0.85)])
        case .undo:
            line([(0.3, 0.05), (0.05, 0.3), (0.3, 0.55)])
            line([(0.05, 0.3), (0.6, 0.3)] + arc(0.6, 0.6, 0.3, -pi / 2, pi / 2) + [(0.35, 0.9)])
        case .redo:
            line([(0.7, 0.05), (0.95, 0.3), (0.7, 0.55)])
            line([(0.95, 0.3), (0.4, 0.3)] + arc(0.4, 0.6, 0.3, -pi / 2, -1.5 * pi) + [(0.65, 0.9)])
        case .pageCurl:
            line([(0.1, 0.05), (0.9, 0.05), (0.9, 0.6), (0.55, 0.95), (0.1, 0.95), (0.1, 0.05)])
            line([(0.9, 0.6), (0.55, 0.6), (0.55, 0.95)])
        case .close:
            canvas.fillPolygon(arc(0.5, 0.5, 0.5, 0, 2 * pi).map { q($0.0, $0.1) }, color: color.withAlpha(0.15))
            line([(0.33, 0.33), (0.67, 0.67)]); line([(0.67, 0.33), (0.33, 0.67)])
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace:
            break
        }
    }
}

/// The view a bar button shows for a system item's symbol.
@MainActor
final class SystemItemSymbolView: View {
    let item: BarButtonItem.SystemItem
    /// SF Symbols at the regular weight and body size stroke about 1.7 pt wide [EST, from screenshots].
    static let lineWidth = 1.7

    /// Drawn in the tint it inherits from its button (the bar's, or grey when disabled).
    init(item: BarButtonItem.SystemItem) {
        self.item = item
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }
    /// Required by View. The toolkit makes this part only from its system item, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(in canvas: Canvas) {
        let size = BarButton.glyphSize
        let r = Rect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        SystemItemSymbol(item: item).draw(in: r, color: tintColor, lineWidth: Self.lineWidth, canvas: canvas)
    }

    override func treeAttributes() -> [(String, JSONValue)] { [("systemItem", .string(item.name))] }
}
