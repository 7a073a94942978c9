import HandheldKit
import Render

/// The colour picker's grid tab: 12 columns and 10 rows of touching square swatches, as iOS lays it out:
/// greys from white to black across the top, then twelve hues (blue through green, left to right) in
/// nine shades, darkest at the top, full colour in the middle, palest at the bottom. The colours are made
/// from hue, saturation and brightness here, close to iOS's but not read from it. The selected swatch has
/// a ring.
@MainActor
final class ColorPickerGridView: UIView {
    static let columns = 12, rows = 10
    /// The hues of the columns, in degrees.
    static let hues: [Double] = [200, 215, 235, 265, 295, 330, 0, 18, 35, 48, 58, 85]

    /// The swatches' colours, row by row.
    static let colors: [[UIColor]] = (0..<rows).map { row in
        (0..<columns).map { column in
            if row == 0 {
                let white = 1 - Double(column) / Double(columns - 1)
                return UIColor(red: white, green: white, blue: white, alpha: 1)
            }
            // Rows 1…4 darken towards the top (brightness 0.35…0.8), 5 is the pure hue, 6…9 pale it.
            let shade = row - 5
            let brightness = shade < 0 ? 1 + Double(shade) * 0.16 : 1
            let saturation = shade > 0 ? 1 - Double(shade) * 0.2 : 1
            let (r, g, b) = rgb(hue: hues[column], saturation: saturation, brightness: brightness)
            return UIColor(red: r, green: g, blue: b, alpha: 1)
        }
    }

    var selected: UIColor? { didSet { setNeedsDisplay() } }
    var onSelect: ((UIColor) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(action: { [weak self] recognizer in
            guard let self, let color = self.color(at: recognizer.location(in: self)) else { return }
            self.onSelect?(color)
        }))
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only by the picker, so it fails.
    required init?(coder: NSCoder) { nil }

    var side: CGFloat { bounds.width / CGFloat(Self.columns) }

    /// The swatch under `point`, nil outside the grid.
    func color(at point: CGPoint) -> UIColor? {
        guard side > 0, point.x >= 0, point.y >= 0 else { return nil }
        let column = Int(point.x / side), row = Int(point.y / side)
        guard column < Self.columns, row < Self.rows else { return nil }
        return Self.colors[row][column]
    }

    /// The centre of the swatch at `row`, `column` in the grid's coordinates.
    func center(row: Int, column: Int) -> CGPoint {
        CGPoint(x: (CGFloat(column) + 0.5) * side, y: (CGFloat(row) + 0.5) * side)
    }

    override func draw(in canvas: Canvas) {
        for (row, colors) in Self.colors.enumerated() {
            for (column, color) in colors.enumerated() {
                let rect = CGRect(x: CGFloat(column) * side, y: CGFloat(row) * side, width: side, height: side)
                canvas.fill(rect, color: color)
                if color == selected {
                    canvas.fill(rect.insetBy(dx: 2, dy: 2), color: .systemBackground)
                    canvas.fill(rect.insetBy(dx: 4, dy: 4), color: color)
                }
            }
        }
    }

    /// Hue in degrees, saturation and brightness in 0…1, to red, green, blue.
    static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (Double, Double, Double) {
        let h = hue.truncatingRemainder(dividingBy: 360) / 60
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        return (r + m, g + m, b + m)
    }
}
