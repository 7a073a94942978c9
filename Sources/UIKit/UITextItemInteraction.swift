import HandheldKit

/// How the reader acted on a link in a text view, as `textView(_:shouldInteractWith:in:interaction:)`
/// receives it (UIKit's UITextItemInteraction).
public typealias UITextItemInteraction = TextItemInteraction
