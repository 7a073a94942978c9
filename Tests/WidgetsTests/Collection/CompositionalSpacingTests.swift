import Render
import Testing
import TestSupport
@testable import Widgets

/// Groups' inter-item spacing and items' edge spacing as `.fixed` or `.flexible` values (CollectionLayoutSpacing),
/// custom groups, headers following the section's insets, and the visible-items handler of a carousel.
@MainActor
@Suite("Compositional spacing")
struct CompositionalSpacingTests {
    static func item(_ width: Double, _ height: Double) -> CollectionLayoutItem {
        CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)))
    }
    static func size(_ width: Double, _ height: Double) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height))
    }

    @Test("three 100 pt items in a 375 wide row: fixed 8 puts them 8 apart, flexible spreads the 75 left over")
    func horizontalFixedAndFlexible() {
        let group = CollectionLayoutGroup.horizontal(layoutSize: Self.size(375, 50), subitems: [Self.item(100, 50)])
        group.interItemSpacing = .fixed(8)
        #expect(group.frames(at: .zero, in: Size(width: 375, height: 800)).map(\.minX) == [0, 108, 216])
        group.interItemSpacing = .flexible(0)
        #expect(group.frames(at: .zero, in: Size(width: 375, height: 800)).map(\.minX) == [0, 137.5, 275])
        // A flexible minimum counts first: 330 + 2 × 10 leaves 25, 12.5 more per gap.
        let wide = CollectionLayoutGroup.horizontal(layoutSize: Self.size(375, 50), subitems: [Self.item(110, 50)])
        wide.interItemSpacing = .flexible(10)
        #expect(wide.frames(at: .zero, in: Size(width: 375, height: 800)).map(\.minX) == [0, 132.5, 265])
        // Plain numbers still set a fixed spacing, as the Double property did.
        wide.interItemSpacing = 5
        #expect(wide.interItemSpacing == .fixed(5))
        #expect(wide.frames(at: .zero, in: Size(width: 375, height: 800)).map(\.minX) == [0, 115, 230])
    }

    @Test("the same in a 375 tall column: positions down the axis")
    func verticalFixedAndFlexible() {
        let group = CollectionLayoutGroup.vertical(layoutSize: Self.size(100, 375), subitems: [Self.item(100, 100)])
        group.interItemSpacing = .fixed(8)
        #expect(group.frames(at: Point(x: 10, y: 20), in: Size(width: 375, height: 800)).map(\.minY) == [20, 128, 236])
        group.interItemSpacing = .flexible(0)
        #expect(group.frames(at: Point(x: 10, y: 20), in: Size(width: 375, height: 800)).map(\.minY) == [20, 157.5, 295])
        #expect(group.frames(at: Point(x: 10, y: 20), in: Size(width: 375, height: 800)).map(\.minX) == [10, 10, 10])
    }

    @Test("flexible edge spacing on every side centres an item in its group; on the leading side alone it pushes it to the end")
    func edgeSpacing() {
        let centred = Self.item(200, 50)
        centred.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        let group = CollectionLayoutGroup.horizontal(layoutSize: Self.size(375, 100), subitems: [centred])
        #expect(group.frames(at: .zero, in: Size(width: 375, height: 800)) == [Rect(x: 87.5, y: 25, width: 200, height: 50)])
        let pushed = Self.item(200, 50)
        pushed.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(4), trailing: nil, bottom: nil)
        let row = CollectionLayoutGroup.horizontal(layoutSize: Self.size(375, 100), subitems: [pushed])
        #expect(row.frames(at: .zero, in: Size(width: 375, height: 800)) == [Rect(x: 175, y: 4, width: 200, height: 50)])
        // Three 100 pt items repeat across; the 75 left over is shared by the six flexible edges.
        let small = Self.item(100, 50)
        small.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let three = CollectionLayoutGroup.horizontal(layoutSize: Self.size(375, 100), subitems: [small])
        #expect(three.frames(at: .zero, in: Size(width: 375, height: 800)).map(\.minX) == [12.5, 137.5, 262.5])
    }

    @Test("a custom group places its cells where the provider says, asked with the environment; the section repeats it")
    func customGroup() {
        var askedWidth = 0.0
        let group = CollectionLayoutGroup.custom(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))) { environment in
            askedWidth = environment.container.effectiveContentSize.width
            return [CollectionLayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: 100, height: 100)),
                    CollectionLayoutGroupCustomItem(frame: Rect(x: 120, y: 50, width: askedWidth - 140, height: 150), zIndex: 2)]
        }
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        let (_, _, collection, _) = makeCollection([4], layout: CollectionViewCompositionalLayout(section: section))
        #expect(askedWidth == 375)
        let frames = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames == [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 120, y: 50, width: 235, height: 150),
                           Rect(x: 0, y: 210, width: 100, height: 100), Rect(x: 120, y: 260, width: 235, height: 150)])
        #expect(Double(collection.contentSize.height) == 410)
    }

    /// A section of 100 pt rows with 16 pt side insets and a 40 pt header.
    static func headedSection(follows: Bool?) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                                 subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 24)
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)]
        if let follows { section.supplementariesFollowContentInsets = follows }
        return section
    }

    @Test("headers keep to the section's side insets by default (UIKit's true); false spans them across")
    func supplementariesFollowInsets() {
        func header(_ follows: Bool?) -> Rect {
            let (_, _, collection, _) = makeCollection([2], layout: CollectionViewCompositionalLayout(section: Self.headedSection(follows: follows)))
            return collection.collectionViewLayout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.frame
        }
        #expect(header(nil) == Rect(x: 16, y: 0, width: 335, height: 40))
        #expect(header(true) == Rect(x: 16, y: 0, width: 335, height: 40))
        #expect(header(false) == Rect(x: 0, y: 0, width: 375, height: 40))
    }

    @Test("contentInsetsReference with sideways safe areas: automatic and safeArea clear the safe area, none does not")
    func referenceWithSafeArea() {
        func firstX(_ reference: ContentInsetsReference) -> Double {
            let section = Self.headedSection(follows: nil)
            section.contentInsetsReference = reference
            let (window, clock, collection, _) = makeCollection([2], layout: CollectionViewCompositionalLayout(section: section))
            window.rootViewController!.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
            window.step(clock)
            collection.collectionViewLayout.invalidateLayout()
            window.step(clock)
            return collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX
        }
        #expect(firstX(.automatic) == 44 + 16)
        #expect(firstX(.safeArea) == 44 + 16)
        #expect(firstX(.none) == 16)
    }

    @Test("the visible-items handler scales an orthogonal carousel's cells by their distance from the centre, each pass")
    func carouselHandler() throws {
        var calls = 0
        var offsets: [Double] = []
        let layout = CollectionViewCompositionalLayout { index, _ in
            if index == 1 {
                let tile = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
                return CollectionLayoutSection(group: .horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(125)),
                                                                  subitems: [tile]))
            }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(150)),
                                                         subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls += 1
                offsets.append(offset.x)
                let width = environment.container.contentSize.width
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = max(1 - distance / width, 0.7)
                    item.transform = Transform(scaleX: scale, scaleY: scale)
                    item.alpha = scale
                }
            }
            return section
        }
        let (window, clock, collection, _) = makeCollection([10, 90], layout: layout)
        #expect(calls > 0)
        func scale(_ i: Int) -> Double? { collection.cellForItem(at: IndexPath(item: i, section: 0))?.transform.a }
        // Unscrolled: cell 0's centre is 100, 87.5 from the middle: 1 - 87.5 / 375.
        #expect(abs(try #require(scale(0)) - (1 - 87.5 / 375)) < 1e-9)
        // Cell 1's centre (310) is 122.5 from it: 1 - 122.5 / 375 is below the 0.7 floor.
        #expect(abs(try #require(scale(1)) - 0.7) < 1e-9)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))!.alpha == scale(0))
        // The row scrolled by 122.5 puts cell 1 (centre 310) in the middle: full size; cell 0 smaller.
        let before = calls
        let row = try #require(collection.orthogonalScrollView(forSection: 0))
        row.contentOffset = Point(x: 122.5, y: 0)
        window.step(clock)
        #expect(calls > before)
        #expect(offsets.last == 122.5)
        #expect(try #require(scale(1)) == 1)
        #expect(abs(try #require(scale(0)) - 0.7) < 1e-9)
        // The frame stays the layout's, untransformed.
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.bounds.size == Size(width: 200, height: 150))
        // Scrolled down the page, the carousel's cells are reused for the grid below, untransformed.
        collection.setContentOffset(Point(x: 0, y: 1500), animated: false)
        window.step(clock)
        let tiles = collection.visibleCells
        #expect(!tiles.isEmpty)
        #expect(tiles.allSatisfy { $0.transform == .identity && $0.alpha == 1 })
    }
}
