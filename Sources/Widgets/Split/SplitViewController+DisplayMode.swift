extension SplitViewController {
    /// How the columns share the screen while the split is expanded (UISplitViewController.DisplayMode,
    /// iOS 8 names). Only the tiled arrangement is simulated: `automatic` resolves to `allVisible`, the
    /// reference table's "side by side while regular". UIKit's `primaryHidden` and `primaryOverlay` (a
    /// portrait iPad showing the list over the detail) are not, and collapsed splits ignore the mode, as
    /// UIKit's do.
    public enum DisplayMode: String, Sendable, CaseIterable {
        /// The split chooses; here always `allVisible`.
        case automatic
        /// The primary column beside the secondary (UIKit's `oneBesideSecondary`).
        case allVisible
    }
}
