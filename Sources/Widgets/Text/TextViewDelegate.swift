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
    public func textViewDidChange(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: TextItemInteraction) -> Bool { true }
}
