import Render

/// A list row's look that depends on its place in its section, worked out by the layout and drawn by the
/// cell (CollectionViewListCell+Chrome), as a table's `configureChrome` sets it on its rows.
public struct ListRowChrome: Equatable, Sendable {
    /// The row's background; nil draws none (sidebar rows sit on the list's background).
    public var background: Color?
    /// The corners rounded by the inset-grouped card's 10 pt radius (the table's `drawSections`).
    public var corners: RectCorners
    /// A separator along the bottom edge, from the text's leading edge to the row's end.
    public var showsSeparator: Bool
    /// The text's leading margin: 16 pt, 20 on a regular-width screen (the table's rows).
    public var leadingMargin: Double
    /// Sidebar rows show selection as a rounded highlight rather than a full-row fill.
    public var isSidebar: Bool

    /// The card's corner radius: the inset-grouped table's 10 pt.
    public static let cornerRadius = 10.0

    public init(background: Color? = nil, corners: RectCorners = [], showsSeparator: Bool = false,
                leadingMargin: Double = 16, isSidebar: Bool = false) {
        self.background = background
        self.corners = corners
        self.showsSeparator = showsSeparator
        self.leadingMargin = leadingMargin
        self.isSidebar = isSidebar
    }
}

/// A list row's layout attributes: the frame, plus its chrome.
@preconcurrency @MainActor
public final class ListLayoutAttributes: CollectionViewLayoutAttributes {
    public var chrome = ListRowChrome()
}
