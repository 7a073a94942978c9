import Render

/// A header or footer attached to a section's edge (NSCollectionLayoutBoundarySupplementaryItem).
@preconcurrency @MainActor
public final class CollectionLayoutBoundarySupplementaryItem {
    /// Which edge (UIKit's NSRectAlignment, all nine values). A section's item goes in a full-width band
    /// above its groups for the top three and below them for the bottom three (a corner places it as its
    /// edge: the band spans the section); a layout's (configuration) item also takes `leading` and
    /// `trailing` in a horizontal layout. Handheld gives no view to a section's `.leading`, `.trailing` or
    /// `.none` item (UIKit places those beside the section), so they take no room.
    public enum Alignment: Sendable, Hashable {
        case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

        /// At the top edge: `.top`, `.topLeading` or `.topTrailing`.
        public var isTop: Bool { self == .top || self == .topLeading || self == .topTrailing }
        /// At the bottom edge: `.bottom`, `.bottomLeading` or `.bottomTrailing`.
        public var isBottom: Bool { self == .bottom || self == .bottomLeading || self == .bottomTrailing }
    }
    public let layoutSize: CollectionLayoutSize
    public let elementKind: String
    public let alignment: Alignment
    /// Stays at the top of the visible area while its section is there (UIKit's pinToVisibleBounds).
    public var pinToVisibleBounds = false
    public var zIndex = 1
    /// Insets of the view inside the band its size gives it (UIKit's contentInsets, inherited from
    /// NSCollectionLayoutItem; leading is left, trailing right). The band keeps its full height in the
    /// section; only the view shrinks.
    public var contentInsets = DirectionalEdgeInsets()

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: Alignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}

/// A section of a compositional layout (NSCollectionLayoutSection): one group repeated until the section's
/// items are placed, with spacing between groups, insets, and boundary headers and footers.
@preconcurrency @MainActor
public final class CollectionLayoutSection {
    /// UICollectionLayoutSectionOrthogonalScrollingBehavior.
    public enum OrthogonalScrollingBehavior: Sendable { case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered }

    public let group: CollectionLayoutGroup
    public var interGroupSpacing = 0.0
    /// Space around the section's groups (UIKit's contentInsets, NSDirectionalEdgeInsets; leading is left,
    /// trailing right in this left-to-right toolkit), measured from the edges `contentInsetsReference` picks.
    public var contentInsets = DirectionalEdgeInsets()
    /// Which edges the sideways insets count from (UIKit's contentInsetsReference, iOS 14); `.automatic`, the
    /// default, is the safe area on iOS.
    public var contentInsetsReference = ContentInsetsReference.automatic
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the section's headers and footers keep to its leading and trailing content insets (UIKit's
    /// supplementariesFollowContentInsets; Apple documents the default as true). false spans them across
    /// the reference's whole width (the safe area by default), the insets counting for the groups only.
    public var supplementariesFollowContentInsets = true
    /// Called each layout pass with the cells in view (CollectionLayoutVisibleItem), so a carousel can
    /// scale or fade them as they scroll; nil, the default, calls nothing.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// Views behind the whole section (`CollectionLayoutDecorationItem.background(elementKind:)`).
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// With a behavior other than `.none` the groups go side by side in one row that scrolls sideways on its
    /// own, hosted in a horizontal scroll view as UIKit hosts it (CollectionOrthogonalScrollView); the
    /// behavior picks where a released drag rests (CollectionOrthogonalGeometry.restingOffset).
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// Set by `list(using:layoutEnvironment:)`: the section is laid out as a list (List/).
    public internal(set) var listConfiguration: CollectionLayoutListConfiguration?

    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
