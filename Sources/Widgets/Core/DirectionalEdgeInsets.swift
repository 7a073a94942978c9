import Render

/// Insets by leading and trailing edge rather than left and right (UIKit's NSDirectionalEdgeInsets, iOS 11),
/// the type UIKit gives `directionalLayoutMargins`, button configurations' and compositional layouts'
/// `contentInsets` (NSCollectionLayoutItem, group, section, decoration and boundary items). It lives here,
/// below the UIKit module, so the toolkit's own layout types take it; the UIKit module names it
/// NSDirectionalEdgeInsets.
///
/// Handheld lays out left to right only (no right-to-left languages yet), so leading is always left and
/// trailing always right: `edgeInsets` and `init(_:)` convert with that rule.
public struct DirectionalEdgeInsets: Hashable, Sendable {
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

    public static let zero = DirectionalEdgeInsets()

    /// The same insets by left and right, for a left-to-right layout.
    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// Insets by left and right read as leading and trailing, for a left-to-right layout.
    public init(_ insets: EdgeInsets) {
        self.init(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}

extension Rect {
    /// The rectangle shrunk by directional insets, leading on the left (left-to-right layout).
    public func inset(by insets: DirectionalEdgeInsets) -> Rect { inset(by: insets.edgeInsets) }
}
