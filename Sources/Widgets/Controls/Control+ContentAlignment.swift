extension Control {
    /// UIControl.ContentHorizontalAlignment. `.leading` and `.trailing` are `.left` and `.right`: Handheld lays
    /// out left to right only (no right-to-left layout direction yet), which is what UIKit resolves them to
    /// for a left-to-right language.
    public enum ContentHorizontalAlignment: Sendable, Hashable {
        case center, left, right, fill, leading, trailing
    }

    /// UIControl.ContentVerticalAlignment.
    public enum ContentVerticalAlignment: Sendable, Hashable {
        case center, top, bottom, fill
    }
}
