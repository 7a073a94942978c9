import Render

/// The horizontal scroll view a collection view hosts an orthogonally scrolling section's row in, as UIKit
/// hosts it in an internal scroll view: the row's cells are its subviews, so a sideways drag moves them
/// with the scroll view's own drag, deceleration and bounce (ScrollView), and its pan (horizontal only)
/// leaves a vertical drag to the collection view. Each scroll asks the collection view to place the cells
/// that came into view and recycle those that left, so the row stays O(visible) too.
@preconcurrency @MainActor
final class CollectionOrthogonalScrollView: ScrollView, ScrollViewDelegate {
    let section: Int
    var geometry: CollectionOrthogonalGeometry
    weak var collectionView: CollectionView?

    init(section: Int, geometry: CollectionOrthogonalGeometry, collectionView: CollectionView) {
        self.section = section
        self.geometry = geometry
        self.collectionView = collectionView
        super.init(frame: geometry.band)
        contentSize = Size(width: geometry.contentWidth, height: geometry.band.height)
        // The layout already keeps the row inside the safe area (its leading inset includes it).
        contentInsetAdjustmentBehavior = .never
        // UIKit's embedded scroller bounces sideways and shows no indicator.
        alwaysBounceHorizontal = true
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        scrollsToTop = false
        panGestureRecognizer.axis = .horizontal
        decelerationRate = Self.deceleration(for: geometry.behavior)
        delegate = self
    }
    /// Required by View. The toolkit makes this part only from its section geometry, never from an archive,
    /// so there is nothing to start from and it fails.
    required init?(coder: NSCoder) { nil }

    /// A new layout: the band and the row's length may change (rotation, new items); the offset stays,
    /// clamped when the row got shorter.
    func update(_ new: CollectionOrthogonalGeometry) {
        guard new != geometry else { return }
        geometry = new
        decelerationRate = Self.deceleration(for: new.behavior)
        performWithoutAnimation {
            frame = new.band
            contentSize = Size(width: new.contentWidth, height: new.band.height)
            let range = offsetRange
            let x = bounds.origin.x.clamped(to: range.x)
            if x != bounds.origin.x, !isDragging, !isDecelerating { contentOffset = Point(x: x, y: 0) }
        }
    }

    /// The paging behaviours glide to their page as a paging scroll view does, on the fast rate; the
    /// continuous ones keep the normal glide.
    static func deceleration(for behavior: CollectionLayoutSection.OrthogonalScrollingBehavior) -> Deceleration {
        switch behavior {
        case .paging, .groupPaging, .groupPagingCentered: .fast
        case .none, .continuous, .continuousGroupLeadingBoundary: .normal
        }
    }

    override func didScroll() {
        collectionView?.layoutElements()
    }

    /// A horizontal wheel (or shift+wheel, which the window turns into one) scrolls the row; a vertical
    /// one goes on to the collection view, as a trackpad's does over a UIKit orthogonal section.
    override func handleWheel(dx: Double, dy: Double) -> Bool {
        guard dx != 0, abs(dx) >= abs(dy) else { return false }
        return super.handleWheel(dx: dx, dy: 0)
    }

    // MARK: ScrollViewDelegate: the section's behaviour picks where a released drag comes to rest.

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        let x = geometry.restingOffset(from: bounds.origin.x, natural: targetContentOffset.x, velocity: velocity.x * 1000,
                                       viewWidth: bounds.width, range: offsetRange.x)
        targetContentOffset = Point(x: x, y: targetContentOffset.y)
    }
}
