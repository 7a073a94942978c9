import Render

/// Settings for a whole compositional layout (UICollectionViewCompositionalLayoutConfiguration): the scroll
/// direction, the space between sections, headers and footers of the whole layout, and the edges sections'
/// insets count from. Set on a layout (`configuration`) it invalidates it, as UIKit documents ("If you modify
/// the configuration on an existing layout, the system invalidates the layout").
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// `.vertical` (UIKit's default) stacks sections down the page; `.horizontal` puts them side by side,
    /// each section's groups going across and the content as tall as the collection view.
    public var scrollDirection = CollectionViewFlowLayout.ScrollDirection.vertical
    /// Points between one section's end and the next's start (UIKit's default, 0).
    public var interSectionSpacing = 0.0
    /// Headers and footers of the whole layout: `.top` ones before the first section, `.bottom` ones after
    /// the last (leading and trailing ones in a horizontal layout), each at index path (0, 0) of its kind.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// The edges the container's insets come from (UIKit's default, `.automatic`: the safe area on iOS).
    public var contentInsetsReference = ContentInsetsReference.automatic

    public init() {}
}
