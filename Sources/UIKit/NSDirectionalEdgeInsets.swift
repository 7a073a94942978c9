import HandheldKit

/// Insets by leading and trailing edge rather than left and right (NSDirectionalEdgeInsets, iOS 11), which
/// UIKit code uses for `directionalLayoutMargins` and content insets. Handheld lays out left to right, so
/// leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    /// The same insets by left and right, for a left-to-right layout.
    public var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

extension View {
    /// The layout margins by leading and trailing edge (UIView.directionalLayoutMargins), the same storage
    /// as `layoutMargins` as in UIKit, where setting either changes both.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(layoutMargins) }
        set { layoutMargins = newValue.edgeInsets }
    }
}
