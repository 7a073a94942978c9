import Foundation
import Render
import Widgets

/// A card turned by a rotation gesture, on a layer shadow. Handheld's transforms scale and translate only,
/// so the card draws itself turned; the tree shows the angle in degrees.
final class RotorView: View {
    var angle = 0.0 { didSet { if angle != oldValue { setNeedsDisplay() } } }
    private let caption = Label(text: "Turn me", textStyle: .footnote)

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemBackground
        cornerRadius = 10
        layer.shadowOpacity = 0.15
        layer.shadowOffset = Size(width: 0, height: 2)
        layer.shadowRadius = 4
        caption.textAlignment = .center
        caption.textColor = .systemGray
        addSubview(caption)
        setLayoutHandler { [unowned self] v in
            caption.frame = Rect(x: 0, y: v.bounds.maxY - 24, width: v.bounds.width, height: 18)
        }
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    var degrees: Double { (angle * 180 / .pi * 10).rounded() / 10 }

    override func draw(in canvas: Canvas) {
        let c = Point(x: bounds.midX, y: bounds.midY - 8)
        let half = 36.0
        let corners = [(-half, -half), (half, -half), (half, half), (-half, half)].map { (x, y) in
            Point(x: c.x + x * cos(angle) - y * sin(angle), y: c.y + x * sin(angle) + y * cos(angle))
        }
        canvas.fillPolygon(corners, color: .systemRed)
        // A notch on the top edge shows which way is up.
        let tip = Point(x: c.x + half * 0.8 * sin(angle), y: c.y - half * 0.8 * cos(angle))
        canvas.fillRoundedRect(Rect(x: tip.x - 5, y: tip.y - 5, width: 10, height: 10), radius: 5, color: .white)
    }

    override func treeAttributes() -> [(String, JSONValue)] { [("rotation", .number(degrees))] }
}
