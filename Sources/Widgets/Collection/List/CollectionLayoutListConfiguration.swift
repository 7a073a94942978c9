import Render

/// How a list section of a compositional layout looks (UICollectionLayoutListConfiguration): a table's
/// style as a value. Each appearance takes its geometry from the table of the same style (TableView,
/// TableView+Layout: row insets, 10 pt card corners, separators, grouped gaps and colours), so a list
/// collection view and a table of one style line up point for point.
public struct CollectionLayoutListConfiguration {
    /// UICollectionLayoutListConfiguration.Appearance. The two sidebar appearances are iPadOS's source
    /// lists (WWDC20 "Lists in UICollectionView"): `.sidebar` lays rows out as inset-grouped cards and
    /// `.sidebarPlain` as plain rows, both without separators or card backgrounds.
    public enum Appearance: String, Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// UICollectionLayoutListConfiguration.HeaderMode.
    public enum HeaderMode: Sendable {
        /// No header: grouped sections keep the table's untitled gaps.
        case none
        /// A boundary supplementary view of kind `CollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item is its header (outline lists: its outline disclosure folds the rest).
        case firstItemInSection
    }

    /// UICollectionLayoutListConfiguration.FooterMode.
    public enum FooterMode: Sendable { case none, supplementary }

    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

    public var appearance: Appearance
    /// Whether rows draw separators. UIKit's default is true; the sidebar appearances draw none whatever
    /// this says, as iPadOS's sidebars show none (a sidebar row is selected as a rounded highlight instead).
    public var showsSeparators = true
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// The list's background; nil is the appearance's (`defaultBackgroundColor`), as in UIKit.
    public var backgroundColor: Color?
    /// Actions revealed by a leading (rightward) swipe on a row, given its index path, as the table's
    /// delegate gives them (Table/Swipe: the same controller slides the row).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Actions revealed by a trailing (leftward) swipe on a row.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The table style whose geometry the appearance uses.
    public var tableStyle: TableStyle {
        switch appearance {
        case .plain, .sidebarPlain: .plain
        case .grouped: .grouped
        case .insetGrouped, .sidebar: .insetGrouped
        }
    }

    /// Whether rows stand as rounded cards inset from the sides (inset grouped and sidebar).
    var isInset: Bool { tableStyle == .insetGrouped }
    var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }
    /// Whether separators are drawn at all.
    var drawsSeparators: Bool { showsSeparators && !isSidebar }

    /// The background behind the rows: the table's for the same style (systemBackground for plain,
    /// systemGroupedBackground for grouped, light grey F2F2F7 / black); sidebars are grouped-grey too.
    public var defaultBackgroundColor: Color {
        tableStyle == .plain && !isSidebar ? .systemBackground : .groupedBackground
    }

    /// A row's own background: plain rows are the list's background, grouped and inset-grouped rows the
    /// table's grouped cell colour (white / 1C1C1E); sidebar rows are clear, on the list's grey.
    var rowBackgroundColor: Color? {
        if isSidebar { return nil }
        return tableStyle == .plain ? .systemBackground : .secondarySystemGroupedBackground
    }
}
