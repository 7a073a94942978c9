import Foundation
import Render
import Widgets

/// A box a long press holds: a ring (a shape layer's `strokeEnd`) fills during the half second the press
/// must last, then the box turns orange while held and green with a count after; a layer border outlines it.
final class HoldView: View {
    private let caption = Label(text: "Hold me", textStyle: .headline)
    private let ring = ShapeLayer()
    /// The long press this box reports (UILongPressGestureRecognizer's 0.5 s and 10 pt).
    let press = LongPressGestureRecognizer()
    private(set) var holds = 0
    static let ringDiameter = 28.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemGray4
        cornerRadius = 10
        layer.borderWidth = 2
        layer.borderColor = Color(light: Color(r: 0, g: 0, b: 0, a: 0.15), dark: Color(r: 255, g: 255, b: 255, a: 0.15))
        caption.textAlignment = .center
        addSubview(caption)
        ring.fillColor = nil
        ring.strokeColor = .white
        ring.lineWidth = 3
        ring.strokeEnd = 0
        ring.lineCap = .round
        ring.path = GraphicsPath(Self.circle(diameter: Self.ringDiameter, inset: 2))
        layer.addSublayer(ring)
        press.action = { [unowned self] r in pressChanged(r.state) }
        addGestureRecognizer(press)
        setLayoutHandler { [unowned self] v in
            caption.frame = Rect(x: 0, y: v.bounds.midY - 12, width: v.bounds.width, height: 24)
            let d = Self.ringDiameter
            v.performWithoutAnimation {
                ring.frame = Rect(x: v.bounds.midX - d / 2, y: v.bounds.maxY - d - 12, width: d, height: d)
            }
        }
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    /// A circle starting at the top and running clockwise, as progress rings do.
    static func circle(diameter: Double, inset: Double) -> LayerPath {
        let r = diameter / 2 - inset, c = diameter / 2
        let points = (0...64).map { i -> Point in
            let a = -Double.pi / 2 + 2 * Double.pi * Double(i) / 64
            return Point(x: c + r * cos(a), y: c + r * sin(a))
        }
        return LayerPath(points: points)
    }

    /// The ring fills over the long press's minimum duration, on the same clock.
    override func touchesBegan(_ touch: Touch) {
        performWithoutAnimation { ring.strokeEnd = 0 }
        animate(withDuration: press.minimumPressDuration, options: .curveLinear) {
            self.ring.strokeEnd = 1
        }
    }

    /// Let go too early: the ring empties.
    override func touchesEnded(_ touch: Touch) {
        performWithoutAnimation { ring.strokeEnd = 0 }
    }

    func pressChanged(_ state: GestureRecognizer.State) {
        switch state {
        case .began:
            backgroundColor = .systemOrange
            caption.text = "Holding"
        case .ended:
            holds += 1
            backgroundColor = .systemGreen
            caption.text = holds == 1 ? "Held once" : "Held \(holds) times"
            performWithoutAnimation { ring.strokeEnd = 0 }
        case .cancelled:
            backgroundColor = .systemGray4
            caption.text = "Hold me"
            performWithoutAnimation { ring.strokeEnd = 0 }
        default: break
        }
    }
}
