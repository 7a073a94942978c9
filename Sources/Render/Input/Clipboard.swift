/// Where copy, cut and paste keep text (UIPasteboard.general, reduced to strings). One per window, given by
/// the host: the real window shares the desktop's, a headless run and a test keep their own in memory, so
/// a script never reads or clobbers what the person at the desk copied.
@MainActor
public protocol Clipboard: AnyObject {
    /// The text on the clipboard; nil when it holds none.
    var text: String? { get set }
}

/// A clipboard that lives in memory (headless runs and tests).
@MainActor
public final class MemoryClipboard: Clipboard {
    public var text: String?

    public init(text: String? = nil) { self.text = text }
}
