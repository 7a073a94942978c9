import Render

/// Where an orthogonally scrolling section's row sits and how it comes to rest, as the compositional layout
/// prepared it. The collection view hosts the row in a horizontal scroll view of `band`'s frame (UIKit's
/// internal `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`), whose content is `contentWidth` wide.
struct CollectionOrthogonalGeometry: Equatable {
    var behavior: CollectionLayoutSection.OrthogonalScrollingBehavior
    /// The row's frame in the collection view's content: the full width, the height of a group.
    var band: Rect
    /// The section's leading inset, the first group, the groups and the spacing between them, and the
    /// trailing inset: what the row scrolls across.
    var contentWidth: Double
    /// Where the first group starts in the row (the section's leading inset, safe area included).
    var leading: Double
    var groupWidth: Double
    /// One group and the spacing after it.
    var groupStride: Double
    /// `.paging`'s page: the collection view's width less the section's insets, as the brief for this
    /// behaviour measures it (UIKit pages "by the width of the collection view's visible bounds" less the
    /// insets the row is laid out within).
    var pageWidth: Double

    /// The offset the row rests at after a drag released at `offset` with `velocity` (points per second),
    /// when momentum alone would stop at `natural`; clamped to `range`. Mirrors
    /// UICollectionLayoutSectionOrthogonalScrollingBehavior:
    /// - `.continuous`: wherever momentum stops.
    /// - `.continuousGroupLeadingBoundary`: momentum, then the nearest group's leading edge at the row's
    ///   leading inset.
    /// - `.paging`: one page a flick (or the nearest page), as `isPagingEnabled` does.
    /// - `.groupPaging`: one group a flick, leading edges aligned.
    /// - `.groupPagingCentered`: one group a flick, the group centred in the row.
    @MainActor func restingOffset(from offset: Double, natural: Double, velocity: Double, viewWidth: Double,
                       range: ClosedRange<Double>) -> Double {
        switch behavior {
        case .none, .continuous:
            return natural
        case .continuousGroupLeadingBoundary:
            guard groupStride > 0 else { return natural }
            return ((natural / groupStride).rounded() * groupStride).clamped(to: range)
        case .paging:
            return paged(offset, velocity, origin: 0, page: pageWidth).clamped(to: range)
        case .groupPaging:
            return paged(offset, velocity, origin: 0, page: groupStride).clamped(to: range)
        case .groupPagingCentered:
            let first = leading + groupWidth / 2 - viewWidth / 2
            return paged(offset, velocity, origin: first, page: groupStride).clamped(to: range)
        }
    }

    /// The nearest of `origin + k × page`, or the next one the way a flick went (ScrollView's paging rule,
    /// `ScrollView.pagingFlickVelocity`).
    @MainActor private func paged(_ offset: Double, _ velocity: Double, origin: Double, page: Double) -> Double {
        guard page > 0 else { return offset }
        let position = (offset - origin) / page
        var index = position.rounded()
        if abs(velocity) > ScrollView.pagingFlickVelocity {
            index = velocity > 0 ? position.rounded(.up) : position.rounded(.down)
        }
        return origin + index * page
    }
}
