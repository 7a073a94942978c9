import HandheldKit

/// Insets by leading and trailing edge rather than left and right (NSDirectionalEdgeInsets, iOS 11), which
/// UIKit code uses for `directionalLayoutMargins` and content insets. The type is the toolkit's own
/// (Widgets' DirectionalEdgeInsets) so compositional layouts' `contentInsets` take it as UIKit's do.
/// Handheld lays out left to right, so leading is left and trailing is right.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

extension View {
    /// The layout margins by leading and trailing edge (UIView.directionalLayoutMargins), the same storage
    /// as `layoutMargins` as in UIKit, where setting either changes both.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins) }
        set { layoutMargins = newValue.edgeInsets }
    }
}
