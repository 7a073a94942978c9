import Render
import Widgets

/// The draft's body: a text view (Mail's body is a UITextView), so it has a caret, selection, the
/// on-screen keyboard and keyboard avoidance (the keyboard manager insets its text by the keyboard over
/// it, keeping the caret above). Shows a placeholder while empty; `key` lines in a script type into it.
final class DraftBodyView: TextView {
    var onChange: (() -> Void)?

    init() {
        super.init(text: "", frame: .zero)
        placeholder = "Write your message"
        // Body text follows the text size, as Mail's does (and the labels above it).
        adjustsFontForContentSizeCategory = true
    }
    /// UIKit's archive initializer, required of a subclass that declares its own: made only in code, so it fails.
    required init?(coder: NSCoder) { nil }

    override func textDidChange() {
        super.textDidChange()
        onChange?()
    }

    /// `firstResponder` as the stand-in view reported it, beside the text view's own attributes.
    override func treeAttributes() -> [(String, JSONValue)] {
        super.treeAttributes() + [("firstResponder", .bool(isFirstResponder))]
    }
}
