import Render
import Testing
import TestSupport
@testable import Widgets

@MainActor
@Suite("Compositional layout")
struct CompositionalLayoutTests {
    /// A grid section: three square items a row (fractional width ⅓, height equal to the width), 2 pt
    /// item insets, 10 pt between groups, 16 pt section insets, and a pinned 40 pt header.
    static func gridSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                         heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .fractionalWidth(1.0 / 3)),
                                                     subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    @Test("fractional items fill the group, groups repeat down the section after the header")
    func grid() {
        let layout = CollectionViewCompositionalLayout(section: Self.gridSection())
        let (window, clock) = TestSupport.makeWindow()
        let collection = CollectionView(frame: Rect(size: window.size), collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        let source = NumberedItems([7, 3])
        collection.dataSource = source
        window.rootView.addSubview(collection)
        window.step(clock)
        // Width 375 - 32 = 343; a third is 114.33; the group is as tall as an item is wide.
        let third = 343.0 / 3
        let frames = (0..<7).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(abs(Double(frames[1].minX) - (16 + third + 2)) < 1e-9)
        #expect(abs(Double(frames[3].minY) - (40 + third + 10 + 2)) < 1e-9)
        #expect(abs(Double(frames[0].width) - (third - 4)) < 1e-9)
        let header1 = collection.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!
        let section0Height = 40 + 3 * third + 20
        #expect(abs(Double(header1.frame.minY) - section0Height) < 1e-9)
        #expect(collection.visibleCells.count == 10)
        // Scrolled into section 0, its header rides at the top edge.
        collection.setContentOffset(Point(x: 0, y: 100), animated: false)
        window.step(clock)
        #expect(Double(collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.frame.minY) == 100)
    }

    @Test("a counted group divides its width evenly after the spacing, and nested groups place in order")
    func countedAndNested() {
        let leaf = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let pair = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                                  repeatingSubitem: leaf, count: 2)
        pair.interItemSpacing = 10
        let big = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(210)),
                                                     subitems: [big, pair])
        #expect(group.leafCount == 3)
        let frames = group.frames(at: .zero, in: Size(width: 400, height: 800))
        #expect(frames == [Rect(x: 0, y: 0, width: 200, height: 210), Rect(x: 200, y: 0, width: 200, height: 100),
                           Rect(x: 200, y: 110, width: 200, height: 100)])
    }
}
