import Render
import Testing
import TestSupport
@testable import Widgets

/// Orthogonally scrolling sections: the row scrolls sideways in its own scroll view (drag, momentum,
/// bounce, the wheel), rests where its behaviour says, and keeps only the cells it shows.
@MainActor
@Suite("Collection orthogonal scrolling")
struct OrthogonalScrollingTests {
    /// Section 0: a row of `rowItems` cards 80% of the width (343 × 0.8 = 274.4) and 100 tall, 10 apart,
    /// 16 pt insets, scrolling as `behavior`; section 1: a grid of 60 squares, three a row, below it.
    static func make(_ behavior: CollectionLayoutSection.OrthogonalScrollingBehavior, rowItems: Int = 20)
        -> (Window, ManualClock, CollectionView, NumberedItems) {
        let layout = CollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(100)),
                                                             subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.interGroupSpacing = 10
                section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
                return section
            }
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(125)),
                                                         subitems: [item])
            return CollectionLayoutSection(group: group)
        }
        return makeCollection([rowItems, 60], layout: layout)
    }

    static let stride = 343 * 0.8 + 10

    /// Drags horizontally at y from x0 to x1 in `frames` frames and releases, then lets the row settle.
    func drag(_ window: Window, _ clock: ManualClock, y: Double = 50, from x0: Double, to x1: Double, frames: Int, settle: Int = 300) {
        window.sendPointer(.began, at: Point(x: x0, y: y), time: clock.now)
        for i in 1...frames {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: x0 + (x1 - x0) * Double(i) / Double(frames), y: y), time: clock.now)
        }
        window.sendPointer(.ended, at: Point(x: x1, y: y), time: clock.now)
        window.step(clock, frames: settle)
    }

    /// The row items whose presented frames meet the viewport plus the overscan, as `visibleItems` should list.
    func expectedRow(_ collection: CollectionView, offset: Double, count: Int) -> [String] {
        let o = CollectionView.overscan
        return (0..<count).filter { i in
            let x = 16 + Double(i) * Self.stride - offset
            return x + 343 * 0.8 > -o && x < 375 + o
        }.map { "0.\($0)" }
    }

    @Test("a sideways drag scrolls the row in its own scroll view with momentum; the page stays; visible items follow")
    func dragScrollsRow() throws {
        let (window, clock, collection, _) = Self.make(.continuous)
        let row = try #require(collection.orthogonalScrollView(forSection: 0))
        #expect(collection.visibleNames.filter { $0.hasPrefix("0.") } == ["0.0", "0.1"])
        drag(window, clock, from: 300, to: 100, frames: 10)
        let offset = Double(row.contentOffset.x)
        // 200 pt of finger travel and then a glide: further than the finger went.
        #expect(offset > 200)
        #expect(!row.isDecelerating)
        #expect(Double(collection.contentOffset.y) == 0)
        #expect(collection.visibleNames.filter { $0.hasPrefix("0.") } == expectedRow(collection, offset: offset, count: 20))
        // The row's cells are the scroller's subviews, on screen where the layout put them less the offset.
        let path = IndexPath(item: 2, section: 0)
        let cell = try #require(collection.cellForItem(at: path))
        #expect(cell.superview === row)
        let onScreen = cell.convert(cell.bounds, to: nil)
        #expect(abs(Double(onScreen.minX) - (16 + 2 * Self.stride - offset)) < 1e-6)
    }

    @Test("a vertical drag over the row scrolls the page, not the row")
    func verticalDragScrollsPage() throws {
        let (window, clock, collection, _) = Self.make(.continuous)
        let row = try #require(collection.orthogonalScrollView(forSection: 0))
        window.sendPointer(.began, at: Point(x: 187, y: 90), time: clock.now)
        for i in 1...8 {
            window.step(clock)
            window.sendPointer(.moved, at: Point(x: 187, y: 90 - 10 * Double(i)), time: clock.now)
        }
        #expect(Double(collection.contentOffset.y) == 80)
        #expect(Double(row.contentOffset.x) == 0)
        window.sendPointer(.ended, at: Point(x: 187, y: 10), time: clock.now)
    }

    @Test("group paging rests on the next group's leading edge after a flick, and on the nearest after a slow drag")
    func groupPaging() throws {
        let (window, clock, collection, _) = Self.make(.groupPaging)
        let row = try #require(collection.orthogonalScrollView(forSection: 0))
        // A fast 80 pt flick: one group on, however fast.
        drag(window, clock, from: 300, to: 220, frames: 4)
        #expect(abs(Double(row.contentOffset.x) - Self.stride) < 1e-6)
        drag(window, clock, from: 300, to: 100, frames: 3)
        #expect(abs(Double(row.contentOffset.x) - 2 * Self.stride) < 1e-6)
        // Back the other way.
        drag(window, clock, from: 100, to: 180, frames: 4)
        #expect(abs(Double(row.contentOffset.x) - Self.stride) < 1e-6)
    }

    @Test("each behaviour's resting offset: natural, nearest group edge, page, group, centred group")
    func restingOffsets() {
        func rest(_ behavior: CollectionLayoutSection.OrthogonalScrollingBehavior, from offset: Double, natural: Double, velocity: Double) -> Double {
            let g = CollectionOrthogonalGeometry(behavior: behavior, band: Rect(x: 0, y: 0, width: 375, height: 100),
                                                 contentWidth: 16 + 20 * 274.4 + 19 * 10 + 16, leading: 16, groupWidth: 274.4,
                                                 groupStride: 284.4, pageWidth: 343)
            return g.restingOffset(from: offset, natural: natural, velocity: velocity, viewWidth: 375, range: 0...5000)
        }
        #expect(rest(.continuous, from: 100, natural: 700, velocity: 900) == 700)
        // 700 is 2.46 groups: the third group's leading edge.
        #expect(abs(rest(.continuousGroupLeadingBoundary, from: 100, natural: 700, velocity: 900) - 2 * 284.4) < 1e-9)
        #expect(rest(.paging, from: 100, natural: 700, velocity: 900) == 343)
        #expect(rest(.paging, from: 100, natural: 120, velocity: 100) == 0)
        #expect(rest(.paging, from: 400, natural: 380, velocity: -900) == 343)
        #expect(abs(rest(.groupPaging, from: 100, natural: 700, velocity: 900) - 284.4) < 1e-9)
        #expect(rest(.groupPaging, from: 100, natural: 110, velocity: 0) == 0)
        // Centred: group k's centre at the row's centre, 16 + 137.2 - 187.5 = -34.3 for the first (clamped).
        #expect(abs(rest(.groupPagingCentered, from: 100, natural: 700, velocity: 900) - (-34.3 + 284.4)) < 1e-9)
        #expect(rest(.groupPagingCentered, from: 10, natural: 10, velocity: 0) == 0)
    }

    @Test("a horizontal wheel over the row scrolls it; a vertical one scrolls the page")
    func wheel() throws {
        let (window, clock, collection, _) = Self.make(.continuous)
        let row = try #require(collection.orthogonalScrollView(forSection: 0))
        window.sendWheel(dx: 120, dy: 0, at: Point(x: 187, y: 50))
        window.step(clock, frames: 30)
        #expect(Double(row.contentOffset.x) == 120)
        #expect(Double(collection.contentOffset.y) == 0)
        window.sendWheel(dx: 0, dy: 90, at: Point(x: 187, y: 50))
        window.step(clock, frames: 30)
        #expect(Double(row.contentOffset.x) == 120)
        #expect(Double(collection.contentOffset.y) == 90)
    }

    @Test("a long row keeps only the cells it shows, and a tap in the scrolled row selects the item under it")
    func longRowReusesCells() throws {
        let (window, clock, collection, source) = Self.make(.continuous, rowItems: 100_000)
        let row = try #require(collection.orthogonalScrollView(forSection: 0))
        let created = collection.cellsCreated
        for k in 1...50 {
            row.contentOffset = Point(x: Double(k) * 997, y: 0)
            window.step(clock)
        }
        let far = 1_000_000.0
        row.contentOffset = Point(x: far, y: 0)
        window.step(clock)
        #expect(collection.visibleNames.filter { $0.hasPrefix("0.") } == expectedRow(collection, offset: far, count: 100_000))
        #expect(collection.visibleNames.filter { $0.hasPrefix("0.") }.count <= 3)
        // Scrolling recycled: at most the one more card a scroll step can bring in was ever made.
        #expect(collection.cellsCreated <= created + 2)
        // The card under x = 200: (far + 200 - 16) / stride.
        let expected = Int((far + 200 - 16) / Self.stride)
        window.sendPointer(.began, at: Point(x: 200, y: 50), time: clock.now)
        window.sendPointer(.ended, at: Point(x: 200, y: 50), time: clock.now)
        window.step(clock)
        #expect(source.log.entries.contains("select \(IndexPath(item: expected, section: 0))"))
    }
}
