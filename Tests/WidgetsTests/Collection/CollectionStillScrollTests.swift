import Render
import Testing
import TestSupport
@testable import Widgets

/// A scroll that keeps the same elements in the viewport places nothing again (the layout answers the same
/// attributes); one that brings an element in or out, or follows an invalidation, a reload or a pinned
/// header, runs the full pass. Either way the cells are those and where a full pass puts them.
@MainActor
@Suite("Collection still scroll")
struct CollectionStillScrollTests {
    /// A 375×667 window with a compositional grid of three square items a row (125 pt), 300 items, and
    /// optionally a pinned header.
    func make(pinnedHeader: Bool = false) -> (Window, ManualClock, CollectionView) {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                         heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .fractionalWidth(1.0 / 3)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        if pinnedHeader {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
        }
        let (window, clock, collection, _) = makeCollection([300], layout: CollectionViewCompositionalLayout(section: section))
        return (window, clock, collection)
    }

    /// What a full pass shows at the current offset: each item the layout reports in the viewport, at its frame.
    func expectPlacedAsLaidOut(_ collection: CollectionView, sourceLocation: SourceLocation = #_sourceLocation) {
        let wanted = (collection.collectionViewLayout.layoutAttributesForElements(in: collection.placementRect) ?? [])
            .filter { $0.representedElementCategory == .cell }
        #expect(collection.indexPathsForVisibleItems == wanted.map(\.indexPath), sourceLocation: sourceLocation)
        for attributes in wanted {
            #expect(collection.cellForItem(at: attributes.indexPath)?.frame == attributes.frame, sourceLocation: sourceLocation)
        }
    }

    @Test("scrolling within a row places nothing again; crossing a row's edge does")
    func withinARow() {
        let (window, clock, collection) = make()
        collection.setContentOffset(Point(x: 0, y: 10), animated: false)
        window.step(clock)
        let passes = collection.placingPasses
        // 10 → 17 → 24 pt: the viewport with its 22 pt overscan runs from -12…699 to 2…713 pt, meeting rows
        // 0 to 5 throughout (items at 1…124, 126…249, …, 626…749; row 6 starts at 751).
        for y in [17.0, 24.0] {
            collection.setContentOffset(Point(x: 0, y: y), animated: false)
            window.step(clock)
            #expect(collection.placingPasses == passes, "offset \(y)")
            expectPlacedAsLaidOut(collection)
        }
        // A whole row further: new items enter.
        collection.setContentOffset(Point(x: 0, y: 160), animated: false)
        #expect(collection.placingPasses == passes + 1)
        window.step(clock)
        expectPlacedAsLaidOut(collection)
    }

    @Test("after an invalidation or a reload, and with a pinned header, every scroll places again")
    func placesAgainWhenItMust() {
        let (window, clock, collection) = make()
        collection.setContentOffset(Point(x: 0, y: 10), animated: false)
        window.step(clock)
        var passes = collection.placingPasses
        collection.collectionViewLayout.invalidateLayout()
        collection.setContentOffset(Point(x: 0, y: 11), animated: false)
        #expect(collection.placingPasses == passes + 1)
        window.step(clock)
        passes = collection.placingPasses
        collection.reloadData()
        collection.setContentOffset(Point(x: 0, y: 12), animated: false)
        #expect(collection.placingPasses == passes + 1)
        window.step(clock)
        expectPlacedAsLaidOut(collection)

        let (pinnedWindow, pinnedClock, pinned) = make(pinnedHeader: true)
        pinned.setContentOffset(Point(x: 0, y: 10), animated: false)
        pinnedWindow.step(pinnedClock)
        passes = pinned.placingPasses
        pinned.setContentOffset(Point(x: 0, y: 17), animated: false)
        #expect(pinned.placingPasses == passes + 1)
        pinnedWindow.step(pinnedClock)
        let header = pinned.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(abs(Double(header?.frame.minY ?? -1) - (17 + pinned.adjustedContentInset.top)) < 1e-9)
    }

    @Test("a layout of another class is asked on every scroll")
    func customLayout() {
        let (window, clock, collection, _) = makeCollection([50], layout: AdjustableRowsLayout())
        window.step(clock)
        let passes = collection.placingPasses
        collection.setContentOffset(Point(x: 0, y: 1), animated: false)
        collection.setContentOffset(Point(x: 0, y: 2), animated: false)
        #expect(collection.placingPasses == passes + 2)
    }
}
