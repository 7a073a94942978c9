import Render
import Testing
import TestSupport
import Widgets

@MainActor
@Suite("Collection flow layout")
struct CollectionFlowLayoutTests {
    @Test("the defaults are Apple's: 50×50 items, 10 pt line and interitem spacing, no insets or headers")
    func defaults() {
        let layout = CollectionViewFlowLayout()
        #expect(layout.itemSize == Size(width: 50, height: 50))
        #expect(Double(layout.minimumLineSpacing) == 10)
        #expect(Double(layout.minimumInteritemSpacing) == 10)
        #expect(layout.sectionInset == EdgeInsets())
        #expect(layout.headerReferenceSize == .zero && layout.scrollDirection == .vertical)
    }

    @Test("every line is justified across the width, and a line's single item is centred")
    func justifiedRows() {
        // 375 wide, insets 10: 355 available; three 100-wide items use 320 with 10 pt spacing, so the
        // spacing grows to (355 - 300) / 2 = 27.5. The last line's one item is centred: 10 + (355 - 100) / 2.
        let (_, _, collection, _) = makeGrid([7]) { layout in
            layout.itemSize = Size(width: 100, height: 100)
            layout.sectionInset = EdgeInsets(top: 20, left: 10, bottom: 20, right: 10)
        }
        let frames = (0..<7).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames.map { Double($0.minX) } == [10, 137.5, 265, 10, 137.5, 265, 137.5])
        #expect(frames.map { Double($0.minY) } == [20, 20, 20, 130, 130, 130, 240])
        let expectedHeight: Double = 20 + 300 + 20 + 20
        #expect(Double(collection.contentSize.height) == expectedHeight)
    }

    @Test("headers and footers take their reference height, and items of a line centre on its tallest")
    func headersFootersAndCentring() {
        let (_, _, collection, source) = makeGrid([3, 2]) { layout in
            layout.itemSize = Size(width: 100, height: 100)
            layout.headerReferenceSize = Size(width: 0, height: 40)
            layout.footerReferenceSize = Size(width: 0, height: 30)
        }
        source.sizes[IndexPath(item: 1, section: 0)] = Size(width: 100, height: 60)
        collection.collectionViewLayout.invalidateLayout()
        collection.layoutIfNeeded()
        let layout = collection.collectionViewLayout
        let header1 = layout.layoutAttributesForSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        #expect(header1.frame == Rect(x: 0, y: 170, width: 375, height: 40))
        #expect(Double(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame.minY) == 60)
        #expect(Double(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minY) == 210)
        #expect(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == Rect(x: 0, y: 140, width: 375, height: 30))
    }

    @Test("a horizontal layout fills columns top to bottom and scrolls sideways")
    func horizontal() {
        let (_, _, collection, _) = makeGrid([20]) { layout in
            layout.scrollDirection = .horizontal
            layout.itemSize = Size(width: 100, height: 200)
        }
        // 667 tall: three 200-tall items per column (600 + 2 × 10 fits, justified to 33.5).
        let frames = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames.map { Double($0.minX) } == [0, 0, 0, 110])
        #expect(frames.map { Double($0.minY) } == [0, 233.5, 467, 0])
        let expectedWidth: Double = 700 + 60
        #expect(Double(collection.contentSize.width) == expectedWidth)
    }

    @Test("pinned headers stay at the top while their section scrolls under them, then are pushed away")
    func pinnedHeaders() {
        let (window, clock, collection, _) = makeGrid([30, 30]) { layout in
            layout.itemSize = Size(width: 100, height: 100)
            layout.headerReferenceSize = Size(width: 0, height: 40)
            layout.sectionHeadersPinToVisibleBounds = true
        }
        collection.setContentOffset(Point(x: 0, y: 500), animated: false)
        window.step(clock)
        let header = collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(Double(header.frame.minY) == 500)
        #expect(collection.subviews.last { $0 is CollectionReusableView } === header)
        // Section 0 ends at 40 + 10 rows of 100 + 9 × 10 = 1130: at offset 1100 the header is pushed up to 1090.
        collection.setContentOffset(Point(x: 0, y: 1100), animated: false)
        window.step(clock)
        #expect(Double(header.frame.minY) == 1090)
    }
}
