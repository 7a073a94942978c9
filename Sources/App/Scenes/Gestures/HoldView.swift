import Render
import Widgets

/// A box a long press holds: orange while held, green with a count after; a layer border outlines it.
final class HoldView: View {
    private let caption = Label(text: "Hold me", font: .headline)
    private(set) var holds = 0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemGray4
        cornerRadius = 10
        layer.borderWidth = 2
        layer.borderColor = Color(r: 0, g: 0, b: 0, a: 0.15)
        caption.textAlignment = .center
        addSubview(caption)
        setLayoutHandler { [unowned self] v in
            caption.frame = Rect(x: 0, y: v.bounds.midY - 12, width: v.bounds.width, height: 24)
        }
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
        case .cancelled:
            backgroundColor = .systemGray4
            caption.text = "Hold me"
        default: break
        }
    }
}
