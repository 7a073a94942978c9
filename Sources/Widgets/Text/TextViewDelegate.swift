import Foundation

/// What a text view asks and tells its delegate (UITextViewDelegate), every method optional.
@preconcurrency @MainActor
public protocol TextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidEndEditing(_ textView: TextView)
    /// Before an edit replaces `range` (characters) with `text`; false refuses it.
    func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool
    /// UIKit's form: `range` in UTF-16 units of the current text, as `NSString` counts them. The text view
    /// asks this one; by default it asks the character form above, so a delegate implements either.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: TextView)
    /// A tap on a link in a text view that is not editable (TextView+AttributedText): true lets the text
    /// view do the default action, which opens the URL on iOS and does nothing more here.
    func textView(_ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: TextItemInteraction) -> Bool
}

/// How the reader acted on a link or attachment (UIKit's UITextItemInteraction).
public enum TextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: Range<Int>, replacementText text: String) -> Bool { true }
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let lower = textView.characterOffset(ofUTF16: range.location)
        let upper = textView.characterOffset(ofUTF16: range.location + range.length)
        return self.textView(textView, shouldChangeTextIn: lower..<max(lower, upper), replacementText: text)
    }
    public func textViewDidChange(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: TextItemInteraction) -> Bool { true }
}
