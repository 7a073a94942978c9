import Render
import Testing
import TestSupport
import Widgets

/// A layout answering out of index-path order, with one element twice (the later answer meant to win, as
/// the dictionary the collection view used to build let it): a user's layout may, the shipped ones don't.
@MainActor
final class ReversedRowsLayout: CollectionViewLayout {
    static let rowHeight = 100.0
    let rows = 50

    override var collectionViewContentSize: Size { Size(width: 375, height: Double(rows) * Self.rowHeight) }

    func attributes(_ row: Int, x: Double = 0) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: row, section: 0))
        attributes.frame = Rect(x: x, y: Double(row) * Self.rowHeight, width: 375 - x, height: Self.rowHeight)
        return attributes
    }

    override func layoutAttributesForElements(in rect: Rect) -> [CollectionViewLayoutAttributes] {
        let first = max(0, Int(rect.minY / Self.rowHeight)), last = min(rows - 1, Int(rect.maxY / Self.rowHeight))
        guard first <= last else { return [] }
        // The first row twice: indented 10 pt the second (and last) time.
        return [attributes(first)] + (first...last).reversed().map { attributes($0) } + [attributes(first, x: 10)]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        indexPath.item < rows ? attributes(indexPath.item, x: indexPath.item == 0 ? 10 : 0) : nil
    }
}

@MainActor
@Suite("Collection placement")
struct CollectionPlacementTests {
    /// The cells' rows from the back of the collection view's subviews to the front.
    func subviewRows(_ collection: CollectionView) -> [Int] {
        collection.subviews.compactMap { ($0 as? CollectionViewCell)?.indexPath?.item }
    }

    @Test("a layout answering out of order gets its cells placed in index-path order, its last answer for a repeated row winning")
    func outOfOrderLayout() {
        let (window, clock, collection, _) = makeCollection([50], layout: ReversedRowsLayout())
        // 667 + 22 pt of overscan: rows 0 to 6, each inserted at the back as it is placed in order.
        #expect(collection.visibleNames == (0...6).map { "0.\($0)" })
        #expect(subviewRows(collection) == Array((0...6).reversed()))
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)
        collection.setContentOffset(Point(x: 0, y: 450), animated: false)
        window.step(clock)
        // From y 428 to 1139: rows 4 to 11; rows 7 to 11 are new, placed in order at the back.
        #expect(collection.visibleNames == (4...11).map { "0.\($0)" })
        #expect(subviewRows(collection) == [11, 10, 9, 8, 7, 6, 5, 4])
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == 10)
        #expect(collection.liveCellCount + collection.pooledCellCount == collection.cellsCreated)
    }

    @Test("a scroll that keeps the same items in view makes, recycles and moves no cell")
    func scrollWithinTheSameItems() {
        let (window, clock, collection, source) = makeGrid([100])
        let cells = collection.visibleCells, frames = cells.map(\.frame)
        let requests = source.cellRequests
        // Rows are 110 pt apart and the overscan is 22 pt: 5 pt down keeps rows 0 to 6.
        collection.setContentOffset(Point(x: 0, y: 5), animated: false)
        window.step(clock)
        #expect(source.cellRequests == requests)
        #expect(collection.visibleCells.count == cells.count)
        #expect(zip(collection.visibleCells, cells).allSatisfy { $0 === $1 })
        #expect(collection.visibleCells.map(\.frame) == frames)
        // At 130 pt the overscan starts at y 108: row 0 (0…100) leaves and row 7 (770…870) comes in.
        collection.setContentOffset(Point(x: 0, y: 130), animated: false)
        window.step(clock)
        #expect(collection.indexPathsForVisibleItems.first == IndexPath(item: 3, section: 0))
        #expect(collection.indexPathsForVisibleItems.last == IndexPath(item: 23, section: 0))
        #expect(source.cellRequests == requests + 3)
    }
}
