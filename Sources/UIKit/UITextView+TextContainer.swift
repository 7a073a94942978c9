import HandheldKit

/// NSTextContainer: the region TextKit lays a text view's text out in. Handheld's text views lay out their
/// own text (TextView), so a container is only carried: its size and padding are what the view uses anyway.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The container's size; `.zero` is UIKit's default (the text view sizes it).
    public var size: CGSize
    /// NSTextContainer.lineFragmentPadding: 5 pt, UIKit's default and TextView's own.
    public var lineFragmentPadding: CGFloat = 5
    /// NSTextContainer.maximumNumberOfLines: 0, no limit.
    public var maximumNumberOfLines = 0

    public init(size: CGSize = .zero) { self.size = size }
}

extension TextView {
    /// UITextView(frame:textContainer:): a text view with that frame. UIKit code passes nil for the
    /// container (the view makes its own), and that is what this makes; a container given is not used for
    /// layout (TextView lays out its own text), so its size and line limit are not honoured.
    public convenience init(frame: CGRect, textContainer: NSTextContainer?) {
        self.init(frame: frame)
    }
}
