import Render
import Widgets

/// The draft's body: a tap makes it first responder and typed keys append to it (a scene-local stand-in
/// for a text view; `key` lines in a script type into it). Shows a placeholder while empty.
final class DraftBodyView: View, KeyInput {
    private let label = Label(text: "", textStyle: .body)
    private(set) var text = "" { didSet { if text != oldValue { update(); onChange?() } } }
    var onChange: (() -> Void)?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.isUserInteractionEnabled = false
        addSubview(label)
        update()
    }

    private func update() {
        label.text = text.isEmpty ? "Write your message" : text
        label.textColor = text.isEmpty ? .systemGray2 : .label
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = label.sizeThatFits(Size(width: bounds.width, height: bounds.height))
        label.frame = Rect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, max(size.height, 22)))
    }

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touch: Touch) {}
    override func touchesMoved(_ touch: Touch) {}
    override func touchesCancelled(_ touch: Touch) {}
    override func touchesEnded(_ touch: Touch) { _ = becomeFirstResponder() }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    override func treeAttributes() -> [(String, JSONValue)] {
        [("text", .string(text)), ("firstResponder", .bool(isFirstResponder))]
    }
}
